import path from 'node:path';
import type { Env } from '../../config/env';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { checkBucket, createS3FileStorage, type S3StorageOptions } from './s3-file-storage';

type StorageEnv = Pick<
  Env,
  'DATA_DIR' | 'STORAGE_URL' | 'STORAGE_ACCESS_KEY_ID' | 'STORAGE_SECRET_ACCESS_KEY'
>;

/** Where local files live: beside the embedded database, under DATA_DIR. */
export const localStorageFolder = (env: Pick<Env, 'DATA_DIR'>) =>
  path.join(env.DATA_DIR, 'storage');

/** The bucket STORAGE_URL names with its keys, or undefined for the local disk. */
export function s3OptionsOf(env: StorageEnv): S3StorageOptions | undefined {
  if (!env.STORAGE_URL) return undefined;
  const { STORAGE_ACCESS_KEY_ID: accessKeyId, STORAGE_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    ...env.STORAGE_URL,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/**
 * The store this installation uses: the bucket STORAGE_URL names (checked with one write, so a
 * wrong one stops the start), or DATA_DIR/storage on this machine's disk.
 */
export async function openFileStorage(
  env: StorageEnv,
  logger?: { error(details: object, message: string): void } | false,
): Promise<FileStorage> {
  const s3 = s3OptionsOf(env);
  if (!s3) return createLocalFileStorage(localStorageFolder(env));
  await checkBucket(s3);
  return createS3FileStorage({
    ...s3,
    onError: (error, action, key) => {
      if (logger) logger.error({ err: error, action, key }, 'file storage call failed');
    },
  });
}
