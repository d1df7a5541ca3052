import {
  checklistForCategory,
  checklistItemOf,
  type Attachment,
  type Balances,
  type ContractDetail,
  type ContractState,
  type CurrencyCode,
  type SessionUser,
  type Settlement,
} from '@titletrust/shared';
import type { Database, Tx } from '../../db/client';
import { isoTime, runNamed, type NamedStatement } from '../../db/named-statement';
import type { ChecklistAnswer } from '../../db/schema/escrow';
import { AppError } from '../../platform/app-error';
import type { FileLinks } from '../../platform/storage/signed-links';
import { toContractSummary } from './contract-summary';
import { toAttachment } from '../files';
import { balancesColumn, type BalancesColumn } from '../money';
import { requireParty } from './contract-record';
import { contractActionsFor, toMilestones, type MilestoneJson } from './contract-actions';

/**
 * The whole contract page in one statement: the contract and its parties, what its escrow and
 * its client hold, the deliveries with their files, the dispute, how the escrow was paid out
 * (its journal entry: what each side received and the fee taken), the timeline, and the viewer's
 * balances. Every money answer carries it; as seven reads it was half the round trips of a
 * movement over HTTP (docs/decisions/023). Nested rows come back as JSON, their amounts and
 * times as text, so nothing passes through a float or a time zone. $2 is whose balances to read
 * (null for none).
 */
export const CONTRACT_PAGE: NamedStatement = {
  name: 'contract_page',
  text: `
    SELECT c.id, c.gig_id, g.title AS gig_title, g.category AS gig_category, c.state, c.currency,
      c.amount_minor::text AS amount_minor, c.fee_bps,
      c.buyer_id, b.name AS buyer_name, c.seller_id, s.name AS seller_name,
      bp.profile_picture AS buyer_picture, sp.profile_picture AS seller_picture,
      ${isoTime('c.created_at')} AS created_at, ${isoTime('c.funded_at')} AS funded_at,
      ${isoTime('c.delivered_at')} AS delivered_at,
      ${isoTime('c.auto_release_at')} AS auto_release_at, ${isoTime('c.closed_at')} AS closed_at,
      coalesce((SELECT sum(balance_minor) FROM ledger_accounts WHERE contract_id = c.id), 0)::text
        AS held_minor,
      (SELECT json_agg(json_build_object(
          'id', m.id, 'position', m.position, 'title', m.title, 'deliverable', m.deliverable,
          'amountMinor', m.amount_minor::text, 'dueOn', m.due_on::text, 'state', m.state,
          'heldMinor', coalesce(a.balance_minor, 0)::text,
          'fundedAt', ${isoTime('m.funded_at')}, 'deliveredAt', ${isoTime('m.delivered_at')},
          'autoReleaseAt', ${isoTime('m.auto_release_at')}, 'closedAt', ${isoTime('m.closed_at')},
          'settlement', (
            SELECT json_build_object(
              'kind', e.kind,
              'sellerReceivedMinor', coalesce(sum(p.amount_minor)
                FILTER (WHERE pa.kind = 'available' AND pa.user_id = c.seller_id), 0)::text,
              'buyerRefundedMinor', coalesce(sum(p.amount_minor)
                FILTER (WHERE pa.kind = 'available' AND pa.user_id = c.buyer_id), 0)::text,
              'feeMinor', coalesce(sum(p.amount_minor)
                FILTER (WHERE pa.kind = 'platform_fees'), 0)::text,
              'at', ${isoTime('e.created_at')})
            FROM journal_entries e
            JOIN ledger_postings p ON p.entry_id = e.id
            JOIN ledger_accounts pa ON pa.id = p.account_id
            -- Entries written before milestones name only their contract, whose one milestone
            -- has the contract's id.
            WHERE e.contract_id = c.id AND coalesce(e.milestone_id, e.contract_id) = m.id
              AND e.kind IN ('release', 'refund', 'split')
            GROUP BY e.id))
          ORDER BY m.position)
        FROM contract_milestones m
        LEFT JOIN ledger_accounts a ON a.milestone_id = m.id
        WHERE m.contract_id = c.id) AS milestones,
      coalesce((SELECT balance_minor FROM ledger_accounts
                WHERE user_id = c.buyer_id AND kind = 'available' AND currency = c.currency), 0)::text
        AS buyer_available_minor,
      coalesce((
        SELECT json_agg(json_build_object(
          'id', d.id, 'milestoneId', d.milestone_id, 'revision', d.revision, 'report', d.report, 'checklist', d.checklist,
          'createdAt', ${isoTime('d.created_at')},
          'files', coalesce((
            SELECT json_agg(json_build_object(
              'id', f.id, 'fileName', f.file_name, 'contentType', f.content_type,
              'sizeBytes', f.size_bytes) ORDER BY f.created_at)
            FROM stored_files f WHERE f.delivery_id = d.id), '[]'))
          ORDER BY d.created_at, d.revision)
        FROM contract_deliveries d WHERE d.contract_id = c.id), '[]') AS deliveries,
      (SELECT json_build_object(
          'id', x.id, 'milestoneId', x.milestone_id, 'milestonePosition', dm.position,
          'milestoneTitle', dm.title, 'openerRole', x.opener_role, 'openerName', u.name, 'reason', x.reason,
          'response', x.response, 'respondedAt', ${isoTime('x.responded_at')},
          'outcome', x.outcome, 'sellerMinor', x.seller_minor::text,
          'buyerMinor', x.buyer_minor::text, 'resolutionNote', x.resolution_note,
          'resolvedAt', ${isoTime('x.resolved_at')}, 'createdAt', ${isoTime('x.created_at')},
          'openedBy', x.opened_by,
          'files', coalesce((
            SELECT json_agg(json_build_object(
              'id', f.id, 'fileName', f.file_name, 'contentType', f.content_type,
              'sizeBytes', f.size_bytes, 'ownerId', f.owner_id) ORDER BY f.created_at)
            FROM stored_files f WHERE f.dispute_id = x.id), '[]'))
        FROM disputes x JOIN users u ON u.id = x.opened_by
        JOIN contract_milestones dm ON dm.id = x.milestone_id
        WHERE x.contract_id = c.id
        -- One dispute per milestone, one open at a time: the open one, else the latest.
        ORDER BY x.resolved_at IS NULL DESC, x.created_at DESC LIMIT 1) AS dispute,
      coalesce((
        SELECT json_agg(json_build_object(
          'action', e.action,
          'milestonePosition', CASE WHEN (SELECT count(*) FROM contract_milestones
                                          WHERE contract_id = c.id) > 1 THEN tm.position END,
          'fromState', e.from_state, 'toState', e.to_state,
          'actorName', u.name, 'note', coalesce(nullif(e.details->'note', 'null'), e.details->'reason'),
          'at', ${isoTime('e.created_at')}) ORDER BY e.created_at)
        FROM lifecycle_events e LEFT JOIN users u ON u.id = e.actor_id
        LEFT JOIN contract_milestones tm ON e.entity_type = 'milestone' AND tm.id = e.entity_id
        WHERE (e.entity_type = 'contract' AND e.entity_id = c.id)
           OR (e.entity_type = 'milestone'
               AND e.entity_id IN (SELECT id FROM contract_milestones WHERE contract_id = c.id))),
        '[]') AS timeline,
      ${balancesColumn('$2::uuid')}
    FROM contracts c
    JOIN gigs g ON g.id = c.gig_id
    JOIN users b ON b.id = c.buyer_id
    JOIN users s ON s.id = c.seller_id
    LEFT JOIN profiles bp ON bp.id = c.buyer_id
    LEFT JOIN profiles sp ON sp.id = c.seller_id
    WHERE c.id = $1::uuid`,
};

type StoredFileJson = Omit<Attachment, 'url'>;

/** The dispute as the statement reads it: its evidence in one list, told apart by owner. */
type DisputeJson = Omit<ContractDetail['dispute'] & object, 'reasonFiles' | 'responseFiles'> & {
  openedBy: string;
  files: (StoredFileJson & { ownerId: string })[];
};

type ContractPageRow = BalancesColumn & {
  id: string;
  gig_id: string;
  gig_title: string;
  gig_category: string;
  state: ContractState;
  currency: CurrencyCode;
  amount_minor: string;
  fee_bps: number;
  buyer_id: string;
  buyer_name: string;
  buyer_picture: string | null;
  seller_id: string;
  seller_name: string;
  seller_picture: string | null;
  created_at: string;
  funded_at: string | null;
  delivered_at: string | null;
  auto_release_at: string | null;
  closed_at: string | null;
  held_minor: string;
  milestones: MilestoneJson[];
  buyer_available_minor: string;
  deliveries: {
    id: string;
    milestoneId: string;
    revision: number;
    report: string;
    checklist: ChecklistAnswer[];
    createdAt: string;
    files: StoredFileJson[];
  }[];
  dispute: DisputeJson | null;
  timeline: (Omit<ContractDetail['timeline'][number], 'note'> & { note: unknown })[];
};

/** Each side's evidence beside its statement: the opener's with the reason, the other's with the
 * answer. */
function toDispute(
  { openedBy, files, ...dispute }: DisputeJson,
  links: FileLinks,
): ContractDetail['dispute'] {
  const linked = (mine: boolean) =>
    files
      .filter((file) => (file.ownerId === openedBy) === mine)
      .map((file) => toAttachment(file, links));
  return { ...dispute, reasonFiles: linked(true), responseFiles: linked(false) };
}

function toDetail(row: ContractPageRow, viewer: SessionUser, links: FileLinks): ContractDetail {
  const amountMinor = BigInt(row.amount_minor);
  const actors = requireParty({ buyerId: row.buyer_id, sellerId: row.seller_id }, viewer);
  const isBuyer = actors.includes('buyer');
  const buyerAvailable = BigInt(row.buyer_available_minor);
  const milestones = toMilestones(row.milestones, row.fee_bps, row.currency, actors);
  const { actions, current, nextToFund } = contractActionsFor(milestones, actors);
  // What the client pays next is the next milestone's amount, not the whole price.
  const toFund = nextToFund ? BigInt(nextToFund.amountMinor) : amountMinor;
  const awaitingFunds = isBuyer && row.state === 'awaiting_funding';
  const shortfall = buyerAvailable >= toFund ? 0n : toFund - buyerAvailable;
  return {
    ...toContractSummary({
      id: row.id,
      gigId: row.gig_id,
      gigTitle: row.gig_title,
      state: row.state,
      currency: row.currency,
      amountMinor,
      feeBps: row.fee_bps,
      buyerId: row.buyer_id,
      buyerName: row.buyer_name,
      buyerPicture: row.buyer_picture,
      sellerId: row.seller_id,
      sellerName: row.seller_name,
      sellerPicture: row.seller_picture,
      createdAt: new Date(row.created_at),
    }),
    heldMinor: row.held_minor,
    fundedAt: row.funded_at,
    deliveredAt: row.delivered_at,
    autoReleaseAt: row.auto_release_at,
    closedAt: row.closed_at,
    viewerRole: isBuyer ? 'buyer' : actors.includes('seller') ? 'seller' : 'admin',
    actions,
    checklist: [...checklistForCategory(row.gig_category)],
    funding: awaitingFunds
      ? { availableMinor: buyerAvailable.toString(), shortfallMinor: shortfall.toString() }
      : null,
    deliveries: row.deliveries.map((delivery) => ({
      ...delivery,
      checklist: delivery.checklist.map((answer) => ({
        ...answer,
        label: checklistItemOf(answer.key)?.label ?? answer.key,
      })),
      files: delivery.files.map((file) => toAttachment(file, links)),
    })),
    dispute: row.dispute && toDispute(row.dispute, links),
    settlement: settlementOf(milestones),
    timeline: row.timeline.map((event) => ({
      ...event,
      note: typeof event.note === 'string' ? event.note : null,
    })),
    milestones,
    currentMilestoneId: current?.id ?? null,
  };
}

/**
 * What the payouts of the milestones came to, together, with the kind and time of the latest;
 * null before the first.
 */
function settlementOf(milestones: ContractDetail['milestones']): ContractDetail['settlement'] {
  const paid = milestones.flatMap((milestone) =>
    milestone.settlement ? [milestone.settlement] : [],
  );
  const latest = paid.reduce<Settlement | null>(
    (last, one) => (!last || one.at > last.at ? one : last),
    null,
  );
  if (!latest) return null;
  const total = (part: 'sellerReceivedMinor' | 'buyerRefundedMinor' | 'feeMinor') =>
    paid.reduce((sum, one) => sum + BigInt(one[part]), 0n).toString();
  return {
    kind: latest.kind,
    sellerReceivedMinor: total('sellerReceivedMinor'),
    buyerRefundedMinor: total('buyerRefundedMinor'),
    feeMinor: total('feeMinor'),
    at: latest.at,
  };
}

type Deps = { db: Database | Tx; fileLinks: FileLinks };

/** The page's row; the balance columns are the viewer's when asked for, else empty reads. */
async function readContractPage(deps: Deps, contractId: string, balancesOf: string | null) {
  const [row] = await runNamed<ContractPageRow>(deps.db, CONTRACT_PAGE, [contractId, balancesOf]);
  if (!row) throw new AppError('NOT_FOUND', 'No contract with that id.');
  return row;
}

/**
 * The contract page and the viewer's balances after a change (one read). Only the parties and
 * administrators.
 */
export async function getContractPage(
  deps: Deps,
  viewer: SessionUser,
  contractId: string,
): Promise<{ contract: ContractDetail; balances: Balances }> {
  const row = await readContractPage(deps, contractId, viewer.id);
  return { contract: toDetail(row, viewer, deps.fileLinks), balances: row.balances };
}

/**
 * The contract page: amounts and what escrow holds, the deliveries with their files, the
 * dispute, the timeline, and what the viewer may do now. Only the parties and administrators.
 */
export async function getContractDetail(
  deps: Deps,
  viewer: SessionUser,
  contractId: string,
): Promise<ContractDetail> {
  return toDetail(await readContractPage(deps, contractId, null), viewer, deps.fileLinks);
}
