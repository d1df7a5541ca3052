import { GIG_MESSAGES } from '@titletrust/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../platform/app-error';

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', GIG_MESSAGES.fileTooLarge, [
    { path: 'file', message: GIG_MESSAGES.fileTooLarge },
  ]);

/**
 * The one file of a multipart upload (field "file"), read whole within the size limit. Over the
 * limit the multipart stream either fails or ends early with `truncated` set, depending on how
 * the bytes arrived; both are the same refusal, and nothing of the file is kept.
 */
export async function readUploadedFile(
  request: FastifyRequest,
): Promise<{ fileName: string; data: Buffer }> {
  const file = await request.file().catch(() => undefined);
  if (!file)
    throw new AppError(
      'VALIDATION_FAILED',
      'Send the file as multipart/form-data in a field named "file".',
    );
  const data = await file.toBuffer().catch(() => {
    throw tooLarge();
  });
  if (file.file.truncated) throw tooLarge();
  return { fileName: file.filename, data };
}
