import { constants, generateKeyPairSync, privateDecrypt, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

export const FAKE_CIRCLE = {
  apiKey: 'TEST_API_KEY:fake:circle',
  entitySecret: 'ab'.repeat(32),
  walletSetId: '0189bc61-7fe4-70f3-8f8b-2e0e5c3f4a01',
};

interface FakeWallet {
  id: string;
  address: string;
  blockchain: string;
  walletSetId: string;
  refId?: string;
  usdc: string;
  native: string;
}

/**
 * A local stand-in for Circle's developer-controlled wallets API, enough for the official SDK's
 * real HTTP code: the entity public key, wallet creation (checking the API key, decrypting the
 * entity-secret ciphertext, refusing a reused ciphertext, honouring the idempotency key) and
 * balances. Tests can make the next calls fail (5xx) or hang (timeouts).
 */
export async function startFakeCircle() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const wallets = new Map<string, FakeWallet>();
  const byIdempotencyKey = new Map<string, FakeWallet>();
  const usedCiphertexts = new Set<string>();
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  let failures = 0;
  let hangs = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return chunks.length
      ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>)
      : {};
  };

  const entitySecretOk = (ciphertext: unknown) => {
    if (typeof ciphertext !== 'string' || usedCiphertexts.has(ciphertext)) return false;
    usedCiphertexts.add(ciphertext);
    try {
      const secret = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(ciphertext, 'base64'),
      );
      return secret.toString('hex') === FAKE_CIRCLE.entitySecret;
    } catch {
      return false;
    }
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await readBody(req);
      requests.push({ method: req.method ?? '', path: url.pathname, body });
      if (hangs > 0) {
        hangs -= 1;
        return; // never answers: the caller's timeout must fire
      }
      if (failures > 0) {
        failures -= 1;
        return send(res, 503, { code: 503, message: 'Service temporarily unavailable' });
      }
      if (req.headers.authorization !== `Bearer ${FAKE_CIRCLE.apiKey}`) {
        return send(res, 401, { code: 401, message: 'Malformed API key' });
      }
      if (req.method === 'GET' && url.pathname === '/v1/w3s/config/entity/publicKey') {
        return send(res, 200, { data: { publicKey } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/w3s/developer/wallets') {
        if (!entitySecretOk(body.entitySecretCiphertext)) {
          return send(res, 400, { code: 156004, message: 'Invalid entity secret ciphertext' });
        }
        if (body.walletSetId !== FAKE_CIRCLE.walletSetId)
          return send(res, 404, { code: 156001, message: 'Wallet set not found' });
        const key = String(body.idempotencyKey);
        let wallet = byIdempotencyKey.get(key);
        if (!wallet) {
          wallet = {
            id: randomUUID(),
            address: privateKeyToAccount(generatePrivateKey()).address,
            blockchain: (body.blockchains as string[])[0]!,
            walletSetId: FAKE_CIRCLE.walletSetId,
            refId: (body.metadata as { refId?: string }[] | undefined)?.[0]?.refId,
            usdc: '0',
            native: '0',
          };
          byIdempotencyKey.set(key, wallet);
          wallets.set(wallet.id, wallet);
        }
        const now = new Date().toISOString();
        return send(res, 201, {
          data: {
            wallets: [
              {
                id: wallet.id,
                state: 'LIVE',
                walletSetId: wallet.walletSetId,
                custodyType: 'DEVELOPER',
                refId: wallet.refId ?? '',
                name: '',
                address: wallet.address,
                blockchain: wallet.blockchain,
                accountType: 'EOA',
                updateDate: now,
                createDate: now,
              },
            ],
          },
        });
      }
      const balances = /^\/v1\/w3s\/wallets\/([^/]+)\/balances$/.exec(url.pathname);
      if (req.method === 'GET' && balances) {
        const wallet = wallets.get(balances[1]!);
        if (!wallet) return send(res, 404, { code: 156002, message: 'Wallet not found' });
        const token = (symbol: string, decimals: number, isNative: boolean) => ({
          id: randomUUID(),
          blockchain: wallet.blockchain,
          name: symbol,
          symbol,
          decimals,
          isNative,
          updateDate: new Date().toISOString(),
          createDate: new Date().toISOString(),
        });
        return send(res, 200, {
          data: {
            tokenBalances: [
              {
                token: token('POL', 18, true),
                amount: wallet.native,
                updateDate: new Date().toISOString(),
              },
              {
                token: token('USDC', 6, false),
                amount: wallet.usdc,
                updateDate: new Date().toISOString(),
              },
            ],
          },
        });
      }
      return send(res, 404, { code: 404, message: `No fake for ${req.method} ${url.pathname}` });
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    wallets,
    requests,
    failNext: (count: number) => void (failures = count),
    hangNext: (count: number) => void (hangs = count),
    setBalance: (walletId: string, amounts: { usdc: string; native: string }) =>
      Object.assign(wallets.get(walletId)!, amounts),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
