import {
  availableActions,
  CONTRACT_LIFECYCLE,
  DUE_DILIGENCE_CHECKLIST,
  hasChecklist,
  type ContractDetail,
  type ContractState,
  type SessionUser,
} from '@titletrust/shared';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared-per-handle';
import {
  contractDeliveries,
  contracts,
  disputes,
  ledgerAccounts,
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

// The contract page's reads, each a named statement built once per handle (docs/decisions/016).
const deliveriesStatement = preparedPerHandle((db) =>
  db
    .select()
    .from(contractDeliveries)
    .where(eq(contractDeliveries.contractId, sql.placeholder('contractId')))
    .orderBy(asc(contractDeliveries.revision))
    .prepare('contract_deliveries'),
);

const deliveryFilesStatement = preparedPerHandle((db) =>
  db
    .select()
    .from(storedFiles)
    .where(sql`${storedFiles.deliveryId} = ANY(${sql.placeholder('deliveryIds')}::uuid[])`)
    .orderBy(asc(storedFiles.createdAt))
    .prepare('contract_delivery_files'),
);

async function deliveriesOf(db: Database | Tx, links: FileLinks, contractId: string) {
  const rows = await deliveriesStatement(db).execute({ contractId });
  const files = rows.length
    ? await deliveryFilesStatement(db).execute({ deliveryIds: rows.map((row) => row.id) })
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

const timelineStatement = preparedPerHandle((db) =>
  db
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
      and(
        eq(lifecycleEvents.entityType, 'contract'),
        eq(lifecycleEvents.entityId, sql.placeholder('contractId')),
      ),
    )
    .orderBy(asc(lifecycleEvents.createdAt))
    .prepare('contract_timeline'),
);

async function timelineOf(db: Database | Tx, contractId: string) {
  const rows = await timelineStatement(db).execute({ contractId });
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

const disputeStatement = preparedPerHandle((db) =>
  db
    .select({ dispute: disputes, openerName: users.name })
    .from(disputes)
    .innerJoin(users, eq(users.id, disputes.openedBy))
    .where(eq(disputes.contractId, sql.placeholder('contractId')))
    .prepare('contract_dispute'),
);

async function disputeOf(db: Database | Tx, contractId: string) {
  const [row] = await disputeStatement(db).execute({ contractId });
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

const summaryStatement = preparedPerHandle((db) =>
  selectContracts(db)
    .where(eq(contracts.id, sql.placeholder('contractId')))
    .prepare('contract_summary'),
);

/** What the contract's escrow holds and what its client has available. */
const balancesStatement = preparedPerHandle((db) =>
  db
    .select({ key: ledgerAccounts.key, balanceMicros: ledgerAccounts.balanceMicros })
    .from(ledgerAccounts)
    .where(
      or(
        eq(ledgerAccounts.key, sql.placeholder('escrowKey')),
        eq(ledgerAccounts.key, sql.placeholder('buyerKey')),
      ),
    )
    .prepare('contract_balances'),
);

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
  const [summary] = await summaryStatement(db).execute({ contractId });
  const balances = await balancesStatement(db).execute({
    escrowKey: accountKey(escrow(contractId)),
    buyerKey: accountKey(available(record.buyerId)),
  });
  const balanceOf = (key: string) =>
    balances.find((account) => account.key === key)?.balanceMicros ?? 0n;
  const held = balanceOf(accountKey(escrow(contractId)));
  const buyerAvailable =
    isBuyer && state === 'awaiting_funding'
      ? balanceOf(accountKey(available(record.buyerId)))
      : null;
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
