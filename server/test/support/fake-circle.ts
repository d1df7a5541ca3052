import { constants, generateKeyPairSync, privateDecrypt, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createFakeNotifications } from './fake-circle-notifications';
import {
  createFakeTransactions,
  FAKE_TOKENS,
  type FakeAnswer,
  type FakeTransaction,
  type FakeWallet,
} from './fake-circle-transactions';

export const FAKE_CIRCLE = {
  apiKey: 'TEST_API_KEY:fake:circle',
  entitySecret: 'ab'.repeat(32),
  walletSetId: '0189bc61-7fe4-70f3-8f8b-2e0e5c3f4a01',
};

/** Which requests an injected fault hits: all, or those whose path starts with a prefix. */
interface Fault {
  count: number;
  path?: string;
}

/**
 * A local stand-in for Circle's developer-controlled wallets API, enough for the official SDK's
 * real HTTP code: the entity public key, wallet creation (checking the API key, decrypting the
 * entity-secret ciphertext, refusing a reused ciphertext, honouring the idempotency key),
 * balances, the testnet faucet, transfers and transactions (fake-circle-transactions.ts), and
 * signed webhook notifications (fake-circle-notifications.ts). Tests can make the next calls
 * fail (5xx), hang (timeouts), or be carried out with the answer lost (a timeout after Circle
 * acted), optionally only for one path.
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
  const money = createFakeTransactions(wallets);
  const notifications = createFakeNotifications();
  const faults = { fail: [] as Fault[], hang: [] as Fault[], loseAnswer: [] as Fault[] };
  /** Consumes one injected fault of that kind matching the path, if any is left. */
  const takeFault = (kind: keyof typeof faults, path: string) => {
    const fault = faults[kind].find((f) => f.count > 0 && (!f.path || path.startsWith(f.path)));
    if (fault) fault.count -= 1;
    return !!fault;
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
  const badCiphertext = {
    status: 400,
    body: { code: 156004, message: 'Invalid entity secret ciphertext' },
  };

  function createWallet(body: Record<string, unknown>): FakeAnswer {
    if (!entitySecretOk(body.entitySecretCiphertext)) return badCiphertext;
    if (body.walletSetId !== FAKE_CIRCLE.walletSetId)
      return { status: 404, body: { code: 156001, message: 'Wallet set not found' } };
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
    const { usdc: _usdc, native: _native, ...shown } = wallet;
    const data = { ...shown, state: 'LIVE', custodyType: 'DEVELOPER', refId: wallet.refId ?? '' };
    return {
      status: 201,
      body: {
        data: {
          wallets: [{ ...data, name: '', accountType: 'EOA', updateDate: now, createDate: now }],
        },
      },
    };
  }

  function balances(walletId: string): FakeAnswer {
    const wallet = wallets.get(walletId);
    if (!wallet) return { status: 404, body: { code: 156002, message: 'Wallet not found' } };
    const now = new Date().toISOString();
    const entry = (token: object, amount: string) => ({
      token: { ...token, updateDate: now, createDate: now },
      amount,
      updateDate: now,
    });
    return {
      status: 200,
      body: {
        data: {
          tokenBalances: [
            entry(FAKE_TOKENS.pol, wallet.native),
            entry(FAKE_TOKENS.usdc, wallet.usdc),
          ],
        },
      },
    };
  }

  /** Circle's answer to one authenticated request. */
  function answer(method: string, url: URL, body: Record<string, unknown>): FakeAnswer {
    const path = url.pathname;
    const id = path.split('/').at(-1)!;
    if (method === 'GET' && path === '/v1/w3s/config/entity/publicKey')
      return { status: 200, body: { data: { publicKey } } };
    if (method === 'POST' && path === '/v1/w3s/developer/wallets') return createWallet(body);
    if (method === 'GET' && /^\/v1\/w3s\/wallets\/[^/]+\/balances$/.test(path))
      return balances(path.split('/')[4]!);
    if (method === 'POST' && path === '/v1/faucet/drips') return money.drip(body);
    if (method === 'POST' && path === '/v1/w3s/developer/transactions/transfer')
      return entitySecretOk(body.entitySecretCiphertext)
        ? money.createTransfer(body)
        : badCiphertext;
    if (method === 'GET' && path === '/v1/w3s/transactions') return money.list(url.searchParams);
    if (method === 'GET' && path.startsWith('/v1/w3s/transactions/')) return money.get(id);
    if (method === 'GET' && path.startsWith('/v1/w3s/tokens/')) return money.token(id);
    if (method === 'GET' && path.startsWith('/v2/notifications/publicKey/'))
      return notifications.publicKeyAnswer(id);
    return { status: 404, body: { code: 404, message: `No fake for ${method} ${path}` } };
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await readBody(req);
      const method = req.method ?? '';
      requests.push({ method, path: url.pathname, body });
      // never answers: the caller's timeout must fire
      if (takeFault('hang', url.pathname)) return;
      if (takeFault('fail', url.pathname)) {
        res.writeHead(503, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ code: 503, message: 'Service temporarily unavailable' }));
      }
      const result =
        req.headers.authorization === `Bearer ${FAKE_CIRCLE.apiKey}`
          ? answer(method, url, body)
          : { status: 401, body: { code: 401, message: 'Malformed API key' } };
      // Carried out, but the answer never arrives: the caller times out and must retry safely.
      if (takeFault('loseAnswer', url.pathname)) return;
      res.writeHead(result.status, { 'content-type': 'application/json' });
      res.end(result.body === undefined ? undefined : JSON.stringify(result.body));
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const fault = (kind: keyof typeof faults) => (count: number, path?: string) => {
    faults[kind] = count > 0 ? [...faults[kind], { count, path }] : [];
  };

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    wallets,
    requests,
    /** The next `count` requests (to `path…` only, if given) answer 503; 0 clears. */
    failNext: fault('fail'),
    /** The next `count` requests (to `path…` only, if given) never answer; 0 clears. */
    hangNext: fault('hang'),
    /** The next `count` requests (to `path…` only) are carried out but never answered. */
    loseAnswerNext: fault('loseAnswer'),
    setBalance: (walletId: string, amounts: { usdc: string; native: string }) =>
      Object.assign(wallets.get(walletId)!, amounts),
    transactions: money.transactions,
    receive: money.receive,
    settle: money.settle,
    setTransferOutcome: money.setTransferOutcome,
    transferByIdempotencyKey: money.byIdempotencyKey,
    /** A notification signed with the fake's webhook key, as Circle would send it. */
    signedNotification: notifications.signed,
    /** The notification Circle sends when a transaction changes state. */
    transactionNotification: (transaction: FakeTransaction) =>
      notifications.signed(
        transaction.transactionType === 'INBOUND'
          ? 'transactions.inbound'
          : 'transactions.outbound',
        (({ seq: _seq, outcome: _outcome, idempotencyKey: _key, ...shown }) => shown)(transaction),
      ),
    deliver: notifications.deliver,
    deliveries: notifications.deliveries,
    webhookKeyId: notifications.keyId,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
