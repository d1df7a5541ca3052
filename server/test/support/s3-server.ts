import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../src/platform/storage/s3-file-storage';

export interface TestS3 {
  /** The app's variables for this bucket (STORAGE_URL and its keys). */
  env: Record<string, string>;
  /** The same bucket for createS3FileStorage. */
  options: S3StorageOptions;
  stop(): Promise<void>;
}

/** s3rver's one account: it checks the key id, not the signature. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver, the S3 API over files) on a free port of 127.0.0.1, its
 * objects in a temporary folder removed by stop(), with one empty bucket.
 */
export async function startTestS3(bucket = 'titletrust-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'titletrust-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      STORAGE_URL: `s3://${bucket}?endpoint=${endpoint}&region=us-east-1&forcePathStyle=true`,
      STORAGE_ACCESS_KEY_ID: KEYS.accessKeyId,
      STORAGE_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    },
    options: { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
