import { z } from 'zod';

export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      status: z.enum(['up', 'down']),
      latencyMs: z.number().nonnegative().nullable(),
      mode: z.enum(['embedded', 'external']),
    }),
    version: z.string(),
    uptimeSeconds: z.number().nonnegative(),
  })
  .describe('Liveness of the app and its database');

export type HealthResponse = z.infer<typeof healthResponseSchema>;
