import { DOCUMENT_MESSAGES, documentKindSchema, type DocumentKind } from '@titletrust/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge, [
    { path: 'file', message: DOCUMENT_MESSAGES.tooLarge },
  ]);

const SEND_AS_FORM =
  'Send the document as multipart/form-data: a field "kind", then the file in a field "file".';

/**
 * A document upload: the field "kind" (government_id, selfie_with_id or other), then "file".
 * The file is read whole within the plugin's 10 MB limit; past it the stream ends truncated.
 */
export async function readDocumentUpload(
  request: FastifyRequest,
): Promise<{ kind: DocumentKind; fileName: string; data: Buffer }> {
  let kind: unknown;
  let file: { fileName: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'kind') kind = part.value;
        continue;
      }
      const data = await part.toBuffer().catch(() => {
        throw tooLarge();
      });
      if (part.file.truncated) throw tooLarge();
      if (part.fieldname === 'file') file = { fileName: part.filename, data };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError('VALIDATION_FAILED', SEND_AS_FORM);
  }
  const parsedKind = documentKindSchema.safeParse(kind);
  if (!parsedKind.success)
    throw new AppError('VALIDATION_FAILED', DOCUMENT_MESSAGES.kindInvalid, [
      { path: 'kind', message: DOCUMENT_MESSAGES.kindInvalid },
    ]);
  if (!file || file.data.length === 0)
    throw new AppError('VALIDATION_FAILED', SEND_AS_FORM, [
      { path: 'file', message: SEND_AS_FORM },
    ]);
  return { kind: parsedKind.data, ...file };
}
