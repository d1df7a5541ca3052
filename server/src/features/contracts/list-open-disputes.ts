import type { ContractDetail, DisputeHistoryEntry, Message, SessionUser } from '@titletrust/shared';
import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { disputes } from '../../db/schema';
import type { FileLinks } from '../../platform/storage/signed-links';
import { readDisputeConversation } from '../messages';
import { getContractDetail } from './get-contract';

/**
 * Both sides' statements, with their files, and the messages between the parties in one list,
 * oldest first: what was said before and after the dispute reads in the order it happened.
 */
export function disputeHistory(
  contract: ContractDetail,
  conversation: readonly Message[],
): DisputeHistoryEntry[] {
  const { dispute, buyer, seller } = contract;
  if (!dispute) return [];
  const other: DisputeHistoryEntry['side'] = dispute.openerRole === 'buyer' ? 'seller' : 'buyer';
  const entries: DisputeHistoryEntry[] = [
    {
      kind: 'opened',
      side: dispute.openerRole,
      authorName: dispute.openerName,
      text: dispute.reason,
      files: dispute.reasonFiles,
      at: dispute.createdAt,
    },
    ...(dispute.response !== null && dispute.respondedAt
      ? [
          {
            kind: 'answered' as const,
            side: other,
            authorName: contract[other].name,
            text: dispute.response,
            files: dispute.responseFiles,
            at: dispute.respondedAt,
          },
        ]
      : []),
    ...conversation.map((message) => {
      const side = message.senderId === buyer.id ? ('buyer' as const) : ('seller' as const);
      return {
        kind: 'message' as const,
        side,
        authorName: side === 'buyer' ? buyer.name : seller.name,
        text: message.body,
        files: message.attachments,
        at: message.createdAt,
      };
    }),
  ];
  // A stable sort: at the same instant the statements stay before the messages.
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/**
 * The administrators' queue: every undecided dispute, oldest first, with both sides, their
 * evidence, the conversation between them and the work.
 */
export async function listOpenDisputes(
  deps: { db: Database; fileLinks: FileLinks },
  viewer: SessionUser,
): Promise<{ contract: ContractDetail; history: DisputeHistoryEntry[] }[]> {
  const open = await deps.db
    .select({ contractId: disputes.contractId })
    .from(disputes)
    .where(isNull(disputes.resolvedAt))
    .orderBy(asc(disputes.createdAt))
    .limit(100);
  return Promise.all(
    open.map(async ({ contractId }) => {
      const contract = await getContractDetail(deps, viewer, contractId);
      const conversation = await readDisputeConversation(deps, viewer, {
        gigId: contract.gigId,
        sellerId: contract.seller.id,
      });
      return { contract, history: disputeHistory(contract, conversation) };
    }),
  );
}
