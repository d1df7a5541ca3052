import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, walletAddresses } from '../../../db/schema';
import { pgErrorCode } from '../../../platform/pg-error-code';
import { cookieFrom, createPersona, randomIp } from '../../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../../test/support/test-app';
import { useTestDatabase } from '../../../../test/support/test-database';
import { fetchNonce, newWallet, siweMessage, signedSiwe } from '../../../../test/support/wallets';

const FAILED = { code: 'UNAUTHENTICATED', message: 'Failed to verify Ethereum signature' };

describe('Sign-In with Ethereum', () => {
  const database = useTestDatabase();
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(() => app.close());

  const signIn = (body: { message: string; signature: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/accounts/wallet/sign-in',
      payload: body,
      remoteAddress: randomIp(),
    });

  it('signs a new wallet into a placeholder account whose profile is incomplete', async () => {
    const wallet = newWallet();
    const response = await signIn(await signedSiwe(app, wallet));
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({ profileStatus: 'incomplete', role: 'buyer' });
    expect(response.cookies.find((c) => c.name === 'titletrust.session_token')?.httpOnly).toBe(
      true,
    );
    const [profile] = await database().db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({
      status: 'incomplete',
      ethAddress: wallet.address,
      userType: null,
    });
  });

  it('signs a returning wallet into the same account', async () => {
    const wallet = newWallet();
    const first = (await signIn(await signedSiwe(app, wallet))).json().user;
    const again = await signIn(await signedSiwe(app, wallet));
    expect(again.json().user.id).toBe(first.id);
  });

  it('refuses a replayed nonce', async () => {
    const wallet = newWallet();
    const signed = await signedSiwe(app, wallet);
    expect((await signIn(signed)).statusCode).toBe(200);
    const replay = await signIn(signed);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toEqual(FAILED);
  });

  it.each([
    ['another domain', { domain: 'evil.example' }],
    ['another URI', { uri: 'https://evil.example' }],
    ['a chain outside the allow-list', { chainId: 56 }],
    [
      'an expired message',
      {
        issuedAt: new Date(Date.now() - 9 * 60_000),
        expirationTime: new Date(Date.now() - 60_000),
      },
    ],
    ['no expiry', { expirationTime: undefined }],
  ])('refuses a message for %s', async (_, overrides) => {
    const response = await signIn(await signedSiwe(app, newWallet(), overrides));
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual(FAILED);
  });

  it.each([
    // Better Auth's parser keeps the last Chain ID, ours (viem's) the first.
    ['a second Chain ID line', (message: string) => `${message}\nChain ID: 56`],
    [
      'a malformed Expiration Time',
      (message: string) =>
        message.replace(/^Expiration Time: .*$/m, 'Expiration Time: 2099-99-99T99:99:99.000Z'),
    ],
    [
      'a malformed Issued At',
      (message: string) =>
        message.replace(/^Issued At: .*$/m, 'Issued At: 2026-02-31T25:00:00.000Z'),
    ],
  ])('refuses a correctly signed message with %s', async (_, tamper) => {
    const wallet = newWallet();
    const message = tamper(siweMessage(wallet, await fetchNonce(app)));
    const response = await signIn({ message, signature: await wallet.signMessage({ message }) });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual(FAILED);
  });

  it('refuses a signature made by another key, and a nonce we never issued', async () => {
    const wallet = newWallet();
    const message = siweMessage(wallet, await fetchNonce(app));
    const forged = await signIn({ message, signature: await newWallet().signMessage({ message }) });
    expect(forged.json().error).toEqual(FAILED);

    const invented = siweMessage(wallet, 'abcdef0123456789abcdef');
    const unissued = await signIn({
      message: invented,
      signature: await wallet.signMessage({ message: invented }),
    });
    expect(unissued.json().error).toEqual(FAILED);
  });

  it('completes the profile once: names, real e-mail and account type make a seller', async () => {
    const signedIn = await signIn(await signedSiwe(app, newWallet()));
    const cookie = cookieFrom(signedIn);
    const complete = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/profile-completion',
        headers: { cookie },
        payload,
      });

    const invalid = await complete({
      firstName: '',
      lastName: 'Eze',
      email: 'nope',
      userType: 'professional',
      agreeToTerms: false,
    });
    expect(invalid.statusCode).toBe(400);
    const { fields } = invalid.json<{ error: { fields: { path: string; message: string }[] } }>()
      .error;
    expect(Object.fromEntries(fields.map((f) => [f.path, f.message]))).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
      agreeToTerms: 'Please agree to the Terms of Service to continue',
    });

    const taken = await createPersona(app, database().db, 'buyer');
    const clash = await complete({
      firstName: 'Obi',
      lastName: 'Eze',
      email: taken.email,
      userType: 'professional',
      agreeToTerms: true,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toEqual([{ path: 'email', message: 'User already exists' }]);

    const done = await complete({
      firstName: 'Obi',
      lastName: 'Eze',
      email: 'Obi.Eze@Example.com',
      phone: '0803 123 4567',
      userType: 'professional',
      agreeToTerms: true,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({
      role: 'seller',
      profileStatus: 'active',
      email: 'obi.eze@example.com',
      name: 'Obi Eze',
    });

    const again = await complete({
      firstName: 'Obi',
      lastName: 'Eze',
      email: 'obi.eze@example.com',
      userType: 'client',
      agreeToTerms: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('No pending MetaMask profile to complete');
  });

  it('lets an e-mail account link a wallet, which then signs in to that account; one account per address', async () => {
    const owner = await createPersona(app, database().db, 'seller');
    const wallet = newWallet();
    const link = (cookie: string, body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/wallet/link',
        headers: { cookie },
        payload: body,
      });

    const linked = await link(owner.cookie, await signedSiwe(app, wallet));
    expect(linked.statusCode).toBe(200);
    expect(linked.json().wallets).toEqual([
      expect.objectContaining({ address: wallet.address, chainId: 80002, isPrimary: true }),
    ]);

    const viaWallet = await signIn(await signedSiwe(app, wallet));
    expect(viaWallet.json().user).toMatchObject({
      id: owner.id,
      role: 'seller',
      profileStatus: 'active',
    });

    const other = await createPersona(app, database().db, 'buyer');
    const stolen = await link(other.cookie, await signedSiwe(app, wallet, { chainId: 137 }));
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().error.message).toBe('This wallet is already linked to another account.');

    const unsigned = siweMessage(newWallet(), await fetchNonce(app));
    const forged = await link(other.cookie, {
      message: unsigned,
      signature: await wallet.signMessage({ message: unsigned }),
    });
    expect(forged.json().error).toEqual(FAILED);
  });

  it('keeps one account per address whatever its letter case', async () => {
    const owner = await createPersona(app, database().db, 'seller');
    // An address whose checksum has no capital letter (about one in 4,000) is its own lower-case
    // spelling, which is then rightly accepted: take one that has.
    let wallet = newWallet();
    while (wallet.address === wallet.address.toLowerCase()) wallet = newWallet();
    const lower = wallet.address.toLowerCase() as `0x${string}`;
    const link = (message: string) =>
      wallet.signMessage({ message }).then((signature) =>
        app.inject({
          method: 'POST',
          url: '/api/accounts/wallet/link',
          headers: { cookie: owner.cookie },
          payload: { message, signature },
        }),
      );
    const rowsOf = () =>
      database()
        .db.select()
        .from(walletAddresses)
        .where(sql`lower(${walletAddresses.address}) = ${lower}`);

    // EIP-4361 wants the checksummed address; the all-lower-case spelling is refused outright.
    const lowerCase = siweMessage(wallet, await fetchNonce(app)).replace(wallet.address, lower);
    expect((await link(lowerCase)).json().error).toEqual(FAILED);
    expect(await rowsOf()).toEqual([]);

    expect((await link(siweMessage(wallet, await fetchNonce(app)))).statusCode).toBe(200);
    expect((await rowsOf()).map((row) => row.address)).toEqual([wallet.address]);
    const [profile] = await database().db.select().from(profiles).where(eq(profiles.id, owner.id));
    expect(profile!.ethAddress).toBe(wallet.address);

    // Whatever writes the table, the same address in another case cannot get a second row.
    const other = await createPersona(app, database().db, 'buyer');
    const duplicate = await database()
      .db.insert(walletAddresses)
      .values({ userId: other.id, address: lower, chainId: 80002 })
      .then(
        () => 'inserted',
        (error: unknown) => pgErrorCode(error),
      );
    expect(duplicate).toBe('23505');

    const viaWallet = await signIn(await signedSiwe(app, wallet));
    expect(viaWallet.json().user.id).toBe(owner.id);
  });
});
