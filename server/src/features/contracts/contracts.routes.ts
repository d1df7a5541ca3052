import {
  attachmentResponseSchema,
  contractDetailResponseSchema,
  contractMoveResponseSchema,
  deliverWorkSchema,
  disputeQueueSchema,
  disputeResponseSchema,
  openDisputeSchema,
  requestChangesSchema,
  resolveDisputeSchema,
  type SessionUser,
  idempotencyHeadersSchema,
  milestoneTargetSchema,
} from '@titletrust/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps';
import { viewerOf, type RouteAccess } from '../../http/access-control';
import { AppError } from '../../platform/app-error';
import { sendMovement } from '../../http/money-request';
import { readUploadedFile } from '../../http/read-upload';
import type { Database, Tx } from '../../db/client';
import { uploadAttachment } from '../files';
import { cancelContract } from './cancel-contract';
import { findContract } from './contract-record';
import { deliverWork } from './deliver-work';
import { endContract } from './end-contract';
import { fundContract } from './fund-contract';
import { getContractDetail, getContractPage } from './get-contract';
import { listOpenDisputes } from './list-open-disputes';
import { openDispute } from './open-dispute';
import { approveDelivery } from './release-escrow';
import { requestChanges } from './request-changes';
import { resolveDispute } from './resolve-dispute';
import { respondToDispute } from './respond-to-dispute';

const tags = ['contracts'];
const params = z.object({ id: z.string().uuid('Contract ids are UUIDs') });

/** Who changes a contract how: each becomes POST <path> answering the contract and balances. */
type ContractAction = {
  path: string;
  access: RouteAccess;
  summary: string;
  body?: z.ZodType;
} & (
  | {
      /** A change without money, in one transaction with the answer's reads. */
      run: (
        tx: Tx,
        viewer: SessionUser,
        contractId: string,
        body: never,
        origin: RequestOrigin,
      ) => Promise<void>;
    }
  | {
      /** A money movement, once per Idempotency-Key: returns its journal entry's id. */
      move: (
        tx: Tx,
        viewer: SessionUser,
        contractId: string,
        body: never,
        origin: RequestOrigin,
      ) => Promise<string>;
    }
);

/** Where a request came from, for the acts the audit trail records (an admin's ruling). */
interface RequestOrigin {
  ipAddress: string;
}

// Which milestone a money movement is for; a request without a body acts on the next one.
const milestoneTarget = milestoneTargetSchema.nullish();
type Target = z.output<typeof milestoneTarget>;

const CONTRACT_ACTIONS: ContractAction[] = [
  {
    path: '/contracts/:id/fund',
    access: 'buyer',
    summary: "Fund a milestone's escrow from the available balance (the next one by default)",
    body: milestoneTarget,
    move: (tx, viewer, id, body: Target) => fundContract(tx, viewer, id, body ?? {}),
  },
  {
    path: '/contracts/:id/approve',
    access: 'buyer',
    summary: "Approve a milestone's delivered work: release its escrow",
    body: milestoneTarget,
    move: (tx, viewer, id, body: Target) => approveDelivery(tx, viewer, id, body ?? {}),
  },
  {
    path: '/admin/contracts/:id/resolve',
    access: 'admin',
    summary: 'Decide a dispute: release, refund or split',
    body: resolveDisputeSchema,
    move: (tx, viewer, id, body: z.output<typeof resolveDisputeSchema>, origin) =>
      resolveDispute(tx, viewer, id, body, origin.ipAddress),
  },
  {
    path: '/contracts/:id/cancel',
    access: 'signed-in',
    summary: 'Call off a contract before funding',
    run: cancelContract,
  },
  {
    path: '/contracts/:id/end',
    access: 'signed-in',
    summary: 'End a contract between milestones: the unfunded ones are dropped',
    run: endContract,
  },
  {
    path: '/contracts/:id/deliveries',
    access: 'seller',
    summary: 'Deliver the work: a report, checklist answers and files',
    body: deliverWorkSchema,
    run: (tx, viewer, id, body: z.output<typeof deliverWorkSchema>) =>
      deliverWork(tx, viewer, id, body),
  },
  {
    path: '/contracts/:id/request-changes',
    access: 'buyer',
    summary: 'Send the delivery back with a note',
    body: requestChangesSchema,
    run: (tx, viewer, id, body: z.output<typeof requestChangesSchema>) =>
      requestChanges(tx, viewer, id, body),
  },
  {
    path: '/contracts/:id/dispute',
    access: 'signed-in',
    summary: 'Open a dispute (either party)',
    body: openDisputeSchema,
    run: (tx, viewer, id, body: z.output<typeof openDisputeSchema>) =>
      openDispute(tx, viewer, id, body),
  },
  {
    path: '/contracts/:id/dispute-response',
    access: 'signed-in',
    summary: "The other party's side of a dispute",
    body: disputeResponseSchema,
    run: (tx, viewer, id, body: z.output<typeof disputeResponseSchema>) =>
      respondToDispute(tx, viewer, id, body),
  },
];

export const contractsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, services }) => {
  const { fileLinks } = services;
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 0 } });

  /** The contract and the viewer's balances after a change. */
  const afterMove = (from: Database | Tx, viewer: SessionUser, contractId: string) =>
    getContractPage({ db: from, fileLinks }, viewer, contractId);

  for (const action of CONTRACT_ACTIONS) {
    app.post(
      action.path,
      {
        config: { access: action.access },
        schema: {
          tags,
          summary:
            'move' in action ? `${action.summary} (Idempotency-Key required)` : action.summary,
          params,
          ...('move' in action ? { headers: idempotencyHeadersSchema } : {}),
          ...(action.body ? { body: action.body } : {}),
          response: { 200: contractMoveResponseSchema },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { id } = request.params;
        const body = request.body as never;
        const origin = { ipAddress: request.ip };
        if ('move' in action)
          await sendMovement(
            db,
            request,
            reply,
            (tx) => action.move(tx, viewer, id, body, origin),
            () => afterMove(db, viewer, id),
          );
        else
          await reply.send(
            await db.transaction(async (tx) => {
              await action.run(tx, viewer, id, body, origin);
              return afterMove(tx, viewer, id);
            }),
          );
        return reply;
      },
    );
  }

  app.get(
    '/contracts/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A contract (its parties and admins)',
        params,
        response: { 200: contractDetailResponseSchema },
      },
    },
    async (request) => ({
      contract: await getContractDetail({ db, fileLinks }, viewerOf(request), request.params.id),
    }),
  );

  app.post(
    '/contracts/:id/delivery-files',
    {
      config: { access: 'seller' },
      schema: {
        tags,
        summary: 'Upload a PDF, JPEG or PNG for a delivery (multipart field "file")',
        params,
        response: { 201: attachmentResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const contract = await findContract(db, request.params.id);
      if (contract.sellerId !== viewer.id)
        throw new AppError('FORBIDDEN', 'Only the professional on this contract delivers work.');
      const attachment = await uploadAttachment(
        { db, storage: services.storage, fileLinks },
        viewer.id,
        await readUploadedFile(request),
        'delivery',
      );
      return reply.status(201).send({ attachment });
    },
  );

  app.post(
    '/contracts/:id/dispute-files',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Upload a PDF, JPEG or PNG as evidence for a dispute statement (multipart field "file")',
        params,
        response: { 201: attachmentResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const contract = await findContract(db, request.params.id);
      if (contract.buyerId !== viewer.id && contract.sellerId !== viewer.id)
        throw new AppError('FORBIDDEN', 'Only the two parties to this contract add evidence.');
      const attachment = await uploadAttachment(
        { db, storage: services.storage, fileLinks },
        viewer.id,
        await readUploadedFile(request),
        'dispute',
      );
      return reply.status(201).send({ attachment });
    },
  );

  app.get(
    '/admin/disputes',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Open disputes, oldest first',
        response: { 200: disputeQueueSchema },
      },
    },
    async (request) => ({ disputes: await listOpenDisputes({ db, fileLinks }, viewerOf(request)) }),
  );
};
