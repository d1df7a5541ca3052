import {
  availableActions,
  CONTRACT_LIFECYCLE,
  DUE_DILIGENCE_CHECKLIST,
  hasChecklist,
  type ContractDetail,
  type ContractState,
  type SessionUser,
} from '@titletrust/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contractDeliveries,
  contracts,
  disputes,
  lifecycleEvents,
  storedFiles,
  users,
} from '../../db/schema';
import type { Tx } from '../../platform/lifecycle';
import type { FileLinks } from '../../platform/storage/signed-links';
import { selectContracts, toContractSummary } from '../contracts/list-my-contracts';
import { toAttachment } from '../gigs/upload-attachment';
import { accountKey, available, escrow } from '../ledger/ledger-accounts';
import { findContract, requireParty } from './contract-record';

const CHECKLIST_LABELS = new Map(DUE_DILIGENCE_CHECKLIST.map((item) => [item.key, item.label]));

async function deliveriesOf(db: Database | Tx, links: FileLinks, contractId: string) {
  const rows = await db
    .select()
    .from(contractDeliveries)
    .where(eq(contractDeliveries.contractId, contractId))
    .orderBy(asc(contractDeliveries.revision));
  const files = rows.length
    ? await db
        .select()
        .from(storedFiles)
        .where(
          inArray(
            storedFiles.deliveryId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(storedFiles.createdAt))
    : [];
  return rows.map((row) => ({
    id: row.id,
    revision: row.revision,
    report: row.report,
    checklist: row.checklist.map((answer) => ({
      ...answer,
      label: CHECKLIST_LABELS.get(answer.key as never) ?? answer.key,
    })),
    files: files.filter((file) => file.deliveryId === row.id).map((f) => toAttachment(f, links)),
    createdAt: row.createdAt.toISOString(),
  }));
}

async function timelineOf(db: Database | Tx, contractId: string) {
  const rows = await db
    .select({
      action: lifecycleEvents.action,
      fromState: lifecycleEvents.fromState,
      toState: lifecycleEvents.toState,
      actorName: users.name,
      details: lifecycleEvents.details,
      at: lifecycleEvents.createdAt,
    })
    .from(lifecycleEvents)
    .leftJoin(users, eq(users.id, lifecycleEvents.actorId))
    .where(
      and(eq(lifecycleEvents.entityType, 'contract'), eq(lifecycleEvents.entityId, contractId)),
    )
    .orderBy(asc(lifecycleEvents.createdAt));
  return rows.map((row) => {
    const note = row.details.note ?? row.details.reason;
    return {
      action: row.action,
      fromState: row.fromState,
      toState: row.toState,
      actorName: row.actorName,
      note: typeof note === 'string' ? note : null,
      at: row.at.toISOString(),
    };
  });
}

async function disputeOf(db: Database | Tx, contractId: string) {
  const [row] = await db
    .select({ dispute: disputes, openerName: users.name })
    .from(disputes)
    .innerJoin(users, eq(users.id, disputes.openedBy))
    .where(eq(disputes.contractId, contractId));
  if (!row) return null;
  const { dispute } = row;
  return {
    id: dispute.id,
    openerRole: dispute.openerRole,
    openerName: row.openerName,
    reason: dispute.reason,
    response: dispute.response,
    respondedAt: dispute.respondedAt?.toISOString() ?? null,
    outcome: dispute.outcome,
    sellerMicros: dispute.sellerMicros?.toString() ?? null,
    buyerMicros: dispute.buyerMicros?.toString() ?? null,
    resolutionNote: dispute.resolutionNote,
    resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
    createdAt: dispute.createdAt.toISOString(),
  };
}

/**
 * The contract page: amounts and what escrow holds, the deliveries with their files, the
 * dispute, the timeline, and what the viewer may do now. Only the parties and administrators.
 */
export async function getContractDetail(
  deps: { db: Database | Tx; fileLinks: FileLinks },
  viewer: SessionUser,
  contractId: string,
): Promise<ContractDetail> {
  const { db } = deps;
  const record = await findContract(db, contractId);
  const actors = requireParty(record, viewer);
  const state = record.state as ContractState;
  const isBuyer = actors.includes('buyer');
  // One after another: inside a transaction they share one connection.
  const [summary] = await selectContracts(db).where(eq(contracts.id, contractId));
  const { rows: balances } = await db.execute<{ held: string; available: string }>(sql`
    SELECT
      coalesce((SELECT balance_micros FROM ledger_accounts WHERE key = ${accountKey(escrow(contractId))}), 0) AS held,
      coalesce((SELECT balance_micros FROM ledger_accounts WHERE key = ${accountKey(available(record.buyerId))}), 0) AS available`);
  const held = BigInt(balances[0]!.held);
  const buyerAvailable =
    isBuyer && state === 'awaiting_funding' ? BigInt(balances[0]!.available) : null;
  const deliveries = await deliveriesOf(db, deps.fileLinks, contractId);
  const dispute = await disputeOf(db, contractId);
  const timeline = await timelineOf(db, contractId);
  const shortfall =
    buyerAvailable === null
      ? null
      : buyerAvailable >= record.amountMicros
        ? 0n
        : record.amountMicros - buyerAvailable;
  return {
    ...toContractSummary(summary!),
    heldMicros: held.toString(),
    fundedAt: summary!.fundedAt?.toISOString() ?? null,
    deliveredAt: summary!.deliveredAt?.toISOString() ?? null,
    autoReleaseAt: summary!.autoReleaseAt?.toISOString() ?? null,
    closedAt: summary!.closedAt?.toISOString() ?? null,
    viewerRole: isBuyer ? 'buyer' : actors.includes('seller') ? 'seller' : 'admin',
    actions: availableActions(CONTRACT_LIFECYCLE, state, actors),
    checklist: hasChecklist(record.gigCategory) ? [...DUE_DILIGENCE_CHECKLIST] : [],
    funding:
      buyerAvailable === null
        ? null
        : { availableMicros: buyerAvailable.toString(), shortfallMicros: shortfall!.toString() },
    deliveries,
    dispute,
    timeline,
  };
}
