import { signatureCheckResponseSchema, type signatureCheckRequestSchema } from '@titletrust/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';

export type SignedMessage = z.infer<typeof signatureCheckRequestSchema>;
export type SignatureCheck = z.infer<typeof signatureCheckResponseSchema>;

/** The server recovers the signer itself; only its answer says whether the signature holds. */
export function checkSignatureOnServer(signed: SignedMessage): Promise<SignatureCheck> {
  return apiRequest('/signature-checks', signatureCheckResponseSchema, { json: signed });
}
