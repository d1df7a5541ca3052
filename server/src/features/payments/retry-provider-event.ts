import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { providerEvents } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../audit';
import type { CheckoutDeps } from './confirm-checkout';
import { toProviderEvent } from './list-provider-events';
import { processProviderEvent, type ProviderEventRun } from './process-provider-event';

const readEvent = async (deps: CheckoutDeps, id: string) =>
  (await deps.db.select().from(providerEvents).where(eq(providerEvents.id, id)))[0];

/**
 * An administrator runs a failed event's handler again, now (however many times the sweeper
 * tried it): the event is processed, ignored, or failed again with the new error. Only a failed
 * event: a processed one has already done what it does. The run's outcome and its audit row
 * commit together.
 */
export async function retryProviderEvent(
  deps: CheckoutDeps,
  id: string,
  act: { adminId: string; ipAddress: string },
) {
  const event = await readEvent(deps, id);
  if (!event) throw new AppError('NOT_FOUND', 'No provider event with that id.');
  if (event.state !== 'failed')
    throw new AppError(
      'CONFLICT',
      `Only a failed event can be retried; this one is ${event.state === 'received' ? 'waiting to be processed' : event.state}.`,
    );
  const audited = (tx: Tx, run: ProviderEventRun) =>
    recordAuditEvent(tx, {
      action: 'provider_event.retried',
      actorId: act.adminId,
      subject: { type: 'provider_event', id },
      ipAddress: act.ipAddress,
      details: { ...run, provider: event.provider },
    });
  if (!(await processProviderEvent(deps, id, audited)))
    throw new AppError(
      'CONFLICT',
      'This event is being processed right now; look again in a moment.',
    );
  return { event: toProviderEvent((await readEvent(deps, id))!) };
}
