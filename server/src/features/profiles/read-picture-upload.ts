import { PROFILE_MESSAGES } from '@titletrust/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', PROFILE_MESSAGES.pictureTooLarge, [
    { path: 'file', message: PROFILE_MESSAGES.pictureTooLarge },
  ]);

/**
 * The two files of a picture upload: "file", the cropped square, and "avatar", its small
 * version (the browser makes both). Each is read whole within the plugin's 5 MB limit; over it
 * the stream fails or ends truncated, and both are the same refusal.
 */
export async function readPictureUpload(
  request: FastifyRequest,
): Promise<{ picture: Buffer; avatar: Buffer }> {
  const files: Record<string, Buffer> = {};
  try {
    for await (const part of request.files()) {
      const data = await part.toBuffer().catch(() => {
        throw tooLarge();
      });
      if (part.file.truncated) throw tooLarge();
      files[part.fieldname] = data;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError(
      'VALIDATION_FAILED',
      'Send the picture as multipart/form-data in a field named "file".',
    );
  }
  const picture = files.file;
  if (!picture)
    throw new AppError(
      'VALIDATION_FAILED',
      'Send the picture as multipart/form-data in a field named "file".',
    );
  // A client that sends only the square has its square used as the avatar too.
  return { picture, avatar: files.avatar ?? picture };
}
