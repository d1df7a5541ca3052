import { z } from 'zod';

/** A wallet signature to check (the blockchain demo page): who signed what. */
export const signatureCheckRequestSchema = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'An EVM address: 0x followed by 40 hex digits'),
  message: z.string().min(1).max(2000),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'The signature must be hex-encoded'),
});
export const signatureCheckResponseSchema = z.object({
  verified: z.boolean(),
  recoveredAddress: z.string().nullable(),
});
