import multipart from '@fastify/multipart';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  kycCheckRequestSchema,
  ownVerificationSchema,
  profileDocumentSchema,
  profileDocumentsQuerySchema,
  profileDocumentsResponseSchema,
  registrationRequestSchema,
  signedUrlRequestSchema,
  signedUrlResponseSchema,
} from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps';
import type { KycProvider } from './kyc/kyc-provider';
import { viewerOf } from '../../http/access-control';
import { checkIdentity } from './check-identity';
import { getOwnVerification } from './get-own-verification';
import { listDocuments } from './list-documents';
import { readDocument } from './read-document';
import { readDocumentUpload } from './read-document-upload';
import { removeDocument } from './remove-document';
import { saveRegistration } from './save-registration';
import { signDocumentPath } from './sign-document-path';
import { submitVerification } from './submit-verification';
import { uploadDocument } from './upload-document';
import { privateFileHeaders } from '../../platform/storage/private-file-headers';

const tags = ['verification'];
const seller = { access: 'seller' } as const;
const documentIdParams = z.object({ id: z.string().uuid() });

/** A professional's documents and verification (spec §3, §5, §6; PRODUCT.md "Verification"). */
export const verificationRoutes: FastifyPluginAsyncZod<
  RouteDeps<{ kyc: KycProvider | null }>
> = async (app, { db, services }) => {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_LIMITS.bytesMax, files: 1, fields: 2 },
  });
  const { storage, documentLinks, kyc } = services;
  const deps = { db, documentLinks, kycConfigured: kyc !== null };

  app.post(
    '/documents',
    {
      config: { access: 'signed-in', signInMessage: DOCUMENT_MESSAGES.notAuthenticated },
      schema: {
        tags,
        summary: 'Upload a document: "kind" then "file" (JPG, PNG or PDF, ≤ 10 MB)',
        response: { 201: profileDocumentSchema },
      },
    },
    async (request, reply) => {
      const upload = await readDocumentUpload(request);
      const document = await uploadDocument(
        { db, storage, documentLinks },
        viewerOf(request).id,
        upload,
      );
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/documents',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "A user's profile documents with signed links (your own, or anyone's for admins)",
        querystring: profileDocumentsQuerySchema,
        response: { 200: profileDocumentsResponseSchema },
      },
    },
    async (request) => ({
      documents: await listDocuments(deps, viewerOf(request), request.query.userId),
    }),
  );

  app.post(
    '/documents/signed-url',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A signed link, valid 3600 seconds, for a document path',
        body: signedUrlRequestSchema,
        response: { 200: signedUrlResponseSchema },
      },
    },
    async (request) => signDocumentPath(deps, viewerOf(request), request.body.filepath),
  );

  app.delete(
    '/documents/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Remove one of your documents', params: documentIdParams },
    },
    async (request, reply) => {
      await removeDocument({ db, storage }, viewerOf(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/documents/:id/file',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A document through its signed, expiring link',
        params: documentIdParams,
        querystring: z.object({ expires: z.string().max(20), signature: z.string().max(128) }),
      },
    },
    async (request, reply) => {
      const document = await readDocument(deps, { id: request.params.id, ...request.query });
      const bytes = await storage.read(document.storageKey);
      return reply.headers(privateFileHeaders(document, 3600)).send(bytes);
    },
  );

  app.get(
    '/verification',
    {
      config: seller,
      schema: {
        tags,
        summary: 'Your verification: documents, registration, review and badges',
        response: { 200: ownVerificationSchema },
      },
    },
    async (request) => getOwnVerification(deps, viewerOf(request).id),
  );

  app.put(
    '/verification/registration',
    {
      config: seller,
      schema: {
        tags,
        summary: "Save a lawyer's SCN and year of call, or a surveyor's SURCON number",
        body: registrationRequestSchema,
        response: { 200: ownVerificationSchema },
      },
    },
    async (request) => saveRegistration(deps, viewerOf(request).id, request.body),
  );

  app.post(
    '/verification/submit',
    {
      config: seller,
      schema: {
        tags,
        summary: 'Send your verification to the admins for review',
        response: { 200: ownVerificationSchema },
      },
    },
    async (request) => submitVerification(deps, viewerOf(request).id),
  );

  app.post(
    '/verification/identity-check',
    {
      config: seller,
      schema: {
        tags,
        summary: 'The optional automatic identity check: NIN and selfie match, with consent',
        body: kycCheckRequestSchema,
        response: { 200: ownVerificationSchema },
      },
    },
    async (request) =>
      checkIdentity({ ...deps, storage, kyc }, viewerOf(request).id, { nin: request.body.nin }),
  );
};
