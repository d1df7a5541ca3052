import { z } from 'zod';
import type { Database } from '../../db/client';
import { providerEvents } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * What we read of a Paystack event: its name, and the reference it is about (`data.reference`:
 * a checkout's reference, or a transfer's, which is our payout's id). Nothing else in it is
 * trusted: the handler asks Paystack what is true of that reference.
 */
const eventSchema = z.object({
  event: z.string().trim().min(1).max(100),
  data: z
    .object({
      reference: z
        .union([z.string(), z.number()])
        .transform((value) => String(value).trim())
        .pipe(z.string().max(200))
        .nullish(),
    })
    .loose()
    .nullish(),
});

function parse(rawBody: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The event is not valid JSON.');
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'The event has no event name.');
  return { json, event: parsed.data.event, reference: parsed.data.data?.reference || null };
}

/**
 * Writes a signed Paystack event into the inbox, once: a second delivery of the same event about
 * the same reference (Paystack retries until it hears 200) is a duplicate and stored no more. The
 * id is returned only when this call stored it, so only the first delivery is processed.
 */
export async function recordProviderEvent(
  db: Database,
  rawBody: Buffer,
): Promise<{ id: string | null; event: string; reference: string | null }> {
  const { json, event, reference } = parse(rawBody);
  const [stored] = await db
    .insert(providerEvents)
    .values({ provider: 'paystack', event, reference, payload: json })
    .onConflictDoNothing({
      target: [providerEvents.provider, providerEvents.event, providerEvents.reference],
    })
    .returning({ id: providerEvents.id });
  return { id: stored?.id ?? null, event, reference };
}
