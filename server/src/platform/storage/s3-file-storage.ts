import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Location } from '../../config/storage-url';
import { AppError } from '../app-error';
import { checkStorageKey, fileMissing, type FileStorage } from './file-storage';

export interface S3StorageOptions extends S3Location {
  /** Unset: the SDK's own chain (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Told of a call that failed, for the log, before the caller gets a plain 503. */
  onError?: (error: unknown, action: string, key: string) => void;
}

const UNAVAILABLE_MESSAGE = 'File storage is not answering just now. Please try again in a minute.';

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** A missing object, not a missing bucket (also a 404, but the operator's to fix). */
const isMissingObject = (error: unknown) =>
  statusOf(error) === 404 && (error as Error).name !== 'NoSuchBucket';

function clientFor(options: S3StorageOptions) {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where the API requires them: R2, MinIO and others do not all accept the
    // SDK's newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A service that does not answer fails the request instead of holding it; a reader that
    // stalls for a minute loses its stream.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
  });
}

/**
 * Files as private objects in one bucket of an S3-compatible service. No ACL is ever set, so
 * objects stay as private as the bucket; the app streams them to whoever holds a signed link.
 */
export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const { bucket, onError } = options;
  const client = clientFor(options);
  const unavailable = (error: unknown, action: string, key: string) => {
    onError?.(error, action, key);
    return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
  };
  return {
    async put(key, data) {
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: checkStorageKey(key),
        Body: data,
      });
      await client.send(command).catch((error: unknown) => {
        throw unavailable(error, 'put', key);
      });
    },
    async read(key) {
      const command = new GetObjectCommand({ Bucket: bucket, Key: checkStorageKey(key) });
      const object = await client.send(command).catch((error: unknown) => {
        throw isMissingObject(error) ? fileMissing() : unavailable(error, 'read', key);
      });
      // In Node the body is the HTTP response itself: streamed, never buffered whole.
      return object.Body as Readable;
    },
    async sizeOf(key) {
      const command = new HeadObjectCommand({ Bucket: bucket, Key: checkStorageKey(key) });
      const head = await client.send(command).catch((error: unknown) => {
        if (statusOf(error) === 404) return undefined;
        throw unavailable(error, 'size', key);
      });
      return head?.ContentLength;
    },
    async remove(key) {
      const command = new DeleteObjectCommand({ Bucket: bucket, Key: checkStorageKey(key) });
      await client.send(command).catch((error: unknown) => {
        throw unavailable(error, 'remove', key);
      });
    },
    close: () => client.destroy(),
  };
}

/**
 * Writes and removes a small object, so that a wrong bucket, endpoint or key stops the start
 * with one clear line instead of failing the first upload.
 */
export async function checkBucket(options: S3StorageOptions): Promise<void> {
  const client = clientFor(options);
  const probe = { Bucket: options.bucket, Key: 'titletrust-storage-check' };
  try {
    await client.send(new PutObjectCommand({ ...probe, Body: 'ok' }));
    await client.send(new DeleteObjectCommand(probe));
  } catch (error) {
    const where = options.endpoint ?? `AWS S3 (${options.region})`;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const hint =
      statusOf(error) === 403
        ? ' (check STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY, and that they may write)'
        : '';
    throw new Error(
      `File storage: bucket "${options.bucket}" at ${where} could not be written to: ${reason}${hint}`,
      { cause: error },
    );
  } finally {
    client.destroy();
  }
}
