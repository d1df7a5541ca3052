import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { checkSignature } from './check-signature';

describe('checkSignature', () => {
  const signer = privateKeyToAccount(generatePrivateKey());
  const message = 'I am testing TitleTrust.';

  it('verifies a signature by the claimed address, in any letter case', async () => {
    const signature = await signer.signMessage({ message });
    expect(
      await checkSignature({ address: signer.address.toLowerCase(), message, signature }),
    ).toEqual({
      verified: true,
      recoveredAddress: signer.address,
    });
  });

  it('refuses a signature by someone else, of another message, or malformed', async () => {
    const other = privateKeyToAccount(generatePrivateKey());
    const byOther = await other.signMessage({ message });
    expect(
      (await checkSignature({ address: signer.address, message, signature: byOther })).verified,
    ).toBe(false);
    const signature = await signer.signMessage({ message });
    expect(
      (await checkSignature({ address: signer.address, message: `${message}!`, signature }))
        .verified,
    ).toBe(false);
    expect(await checkSignature({ address: signer.address, message, signature: '0x1234' })).toEqual(
      {
        verified: false,
        recoveredAddress: null,
      },
    );
  });
});
