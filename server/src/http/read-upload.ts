import { GIG_MESSAGES } from '@titletrust/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The one file of a multipart upload (field "file"), read whole within the size limit. */
export async function readUploadedFile(
  request: FastifyRequest,
): Promise<{ fileName: string; data: Buffer }> {
  const file = await request.file().catch(() => undefined);
  if (!file)
    throw new AppError(
      'VALIDATION_FAILED',
      'Send the file as multipart/form-data in a field named "file".',
    );
  try {
    return { fileName: file.filename, data: await file.toBuffer() };
  } catch {
    throw new AppError('PAYLOAD_TOO_LARGE', GIG_MESSAGES.fileTooLarge, [
      { path: 'file', message: GIG_MESSAGES.fileTooLarge },
    ]);
  }
}
