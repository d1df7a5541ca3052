import type { Actor, Lifecycle } from '@titletrust/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bids, contractMilestones, contracts, gigs } from '../db/schema';
import { AppError } from './app-error';

const TABLES = {
  gig: gigs,
  bid: bids,
  contract: contracts,
  milestone: contractMilestones,
} as const;
type Entity = keyof typeof TABLES;

/** The record's last move: the lifecycle event that put it in its current state. */
export interface LastMove {
  action: string;
  at: Date;
}

/** An action refused because the record is not in a state it starts from. */
export interface RefusedTransition<State extends string> {
  action: string;
  current: State;
  /** Null when the record never moved (it is still in its first state). */
  last: LastMove | null;
}

export interface TransitionRequest<State extends string, Action extends string> {
  machine: Lifecycle<State, Action> & { entity: string };
  id: string;
  action: Action;
  /** Who the caller is towards this record (owner, bidder, buyer, seller, admin, system). */
  actors: readonly Actor[];
  actorId: string | null;
  details?: Record<string, unknown>;
  /** The message when the record is not in a state this action starts from. */
  conflictMessage?: string;
  /**
   * What refusals call the record, when people know it by another name: a milestone's
   * refusals speak of its contract. The machine's entity by default.
   */
  subject?: string;
  /**
   * The error for that refusal instead, told what the record is now and its last move (read in
   * the same transaction, under the row's lock): a person acting on a page read before someone
   * else moved the record is told what happened and when.
   */
  refusal?: (refused: RefusedTransition<State>) => AppError;
  /** More columns to set with the state, e.g. sql`funded_at = now()`. */
  alsoSet?: SQL;
}

function transitionOf<State extends string, Action extends string>(
  request: TransitionRequest<State, Action>,
) {
  const transition = request.machine.transitions.find((t) => t.action === request.action);
  if (!transition) throw new Error(`${request.machine.entity} has no action ${request.action}`);
  return transition;
}

/** Actions that read as English only with a preposition before what they act on. */
const ACTION_PHRASES: Record<string, string> = { request_changes: 'request changes on' };

/** What a caller who may not take an action is told, wherever the refusal is decided. */
export const forbiddenMessage = (request: {
  action: string;
  machine: { entity: string };
  subject?: string;
}) =>
  `You may not ${ACTION_PHRASES[request.action] ?? request.action.replaceAll('_', ' ')} this ${request.subject ?? request.machine.entity}.`;

const forbidden = (request: { action: string; machine: { entity: string }; subject?: string }) =>
  new AppError('FORBIDDEN', forbiddenMessage(request));

/**
 * The one guarded way to move a gig, bid or milestone: check the lifecycle table lets this actor
 * take the action, then — in one statement — lock the row, check the action starts from its
 * current state, update the state and append the audit event, inside the caller's transaction.
 */
export async function applyTransition<State extends string, Action extends string>(
  tx: Tx,
  request: TransitionRequest<State, Action>,
): Promise<{ from: State; to: State }> {
  const entity = request.machine.entity as Entity;
  const table = TABLES[entity];
  const transition = transitionOf(request);
  if (!transition.by.some((actor) => request.actors.includes(actor))) {
    const { rows } = await tx.execute(sql`SELECT 1 FROM ${table} WHERE id = ${request.id}`);
    if (rows.length === 0) throw new AppError('NOT_FOUND', `No ${entity} with that id.`);
    throw forbidden(request);
  }
  // Lock, check the state, move it and log the move, in one round trip.
  const from = sql.join(
    transition.from.map((state) => sql`${state}`),
    sql`, `,
  );
  const { rows } = await tx.execute<{ current: State | null; moved: boolean }>(sql`
    WITH current AS (SELECT id, state FROM ${table} WHERE id = ${request.id} FOR UPDATE),
    moved AS (
      UPDATE ${table} SET state = ${transition.to}, updated_at = now()${
        request.alsoSet ? sql`, ${request.alsoSet}` : sql``
      }
      FROM current WHERE ${table}.id = current.id AND current.state IN (${from})
      RETURNING current.state AS from_state
    ),
    logged AS (
      INSERT INTO lifecycle_events
        (entity_type, entity_id, action, from_state, to_state, actor_id, actor_role, details)
      SELECT ${entity}, ${request.id}::uuid, ${request.action}, from_state, ${transition.to},
        ${request.actorId}::uuid, ${request.actors.join(',')}, ${JSON.stringify(request.details ?? {})}::jsonb
      FROM moved
    )
    SELECT (SELECT state FROM current) AS current, EXISTS (SELECT 1 FROM moved) AS moved`);
  const current = rows[0]?.current;
  if (!current) throw new AppError('NOT_FOUND', `No ${entity} with that id.`);
  if (!rows[0]!.moved) {
    if (request.refusal)
      throw request.refusal({
        action: request.action,
        current,
        last: await lastMoveOf(tx, entity, request.id),
      });
    throw new AppError(
      'CONFLICT',
      request.conflictMessage ??
        `This ${entity} is ${current.replace('_', ' ')}, which does not allow “${request.action.replace('_', ' ')}”.`,
    );
  }
  return { from: current, to: transition.to };
}

async function lastMoveOf(tx: Tx, entity: Entity, id: string): Promise<LastMove | null> {
  const { rows } = await tx.execute<{ action: string; at: string | Date }>(sql`
    SELECT action, created_at AS at FROM lifecycle_events
    WHERE entity_type = ${entity} AND entity_id = ${id}
    ORDER BY created_at DESC LIMIT 1`);
  const last = rows[0];
  return last ? { action: last.action, at: new Date(last.at) } : null;
}
