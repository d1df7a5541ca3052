import { eq } from 'drizzle-orm';
import { providerEvents } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { CheckoutDeps } from './confirm-checkout';
import { toProviderEvent } from './list-provider-events';
import { processProviderEvent } from './process-provider-event';

const readEvent = async (deps: CheckoutDeps, id: string) =>
  (await deps.db.select().from(providerEvents).where(eq(providerEvents.id, id)))[0];

/**
 * An administrator runs a failed event's handler again, now (however many times the sweeper
 * tried it): the event is processed, ignored, or failed again with the new error. Only a failed
 * event: a processed one has already done what it does.
 */
export async function retryProviderEvent(deps: CheckoutDeps, id: string) {
  const event = await readEvent(deps, id);
  if (!event) throw new AppError('NOT_FOUND', 'No provider event with that id.');
  if (event.state !== 'failed')
    throw new AppError(
      'CONFLICT',
      `Only a failed event can be retried; this one is ${event.state === 'received' ? 'waiting to be processed' : event.state}.`,
    );
  if (!(await processProviderEvent(deps, id)))
    throw new AppError(
      'CONFLICT',
      'This event is being processed right now; look again in a moment.',
    );
  return { event: toProviderEvent((await readEvent(deps, id))!) };
}
