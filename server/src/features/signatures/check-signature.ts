import { getAddress, recoverMessageAddress, type Hex } from 'viem';

/**
 * The spec's "verify-ethereum-signature", done properly: recover the signer of a personal_sign
 * message and compare it with the claimed address. A malformed signature is simply "not
 * verified" — there is no fallback that accepts it.
 */
export async function checkSignature(input: {
  address: string;
  message: string;
  signature: string;
}) {
  try {
    const recovered = await recoverMessageAddress({
      message: input.message,
      signature: input.signature as Hex,
    });
    return { verified: recovered === getAddress(input.address), recoveredAddress: recovered };
  } catch {
    return { verified: false, recoveredAddress: null };
  }
}
