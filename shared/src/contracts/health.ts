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

/** Why an instance is not ready: still starting (migrations), its database gone, or stopping. */
export const READINESS_STATES = ['ready', 'starting', 'database_unreachable', 'stopping'] as const;

export const readinessResponseSchema = z
  .object({ status: z.enum(READINESS_STATES) })
  .describe(
    'Whether this instance should be sent requests: 200 "ready", otherwise 503 with the reason',
  );

export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
