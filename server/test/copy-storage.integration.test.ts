import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../src/platform/storage/file-storage';
import { createS3FileStorage } from '../src/platform/storage/s3-file-storage';
import { startTestS3, type TestS3 } from './support/s3-server';

const script = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/scripts/copy-storage.ts',
);

async function runCopy(env: Record<string, string>, folder: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, folder], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: folder, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, output };
}

async function text(stream: Readable) {
  let all = '';
  for await (const chunk of stream) all += (chunk as Buffer).toString();
  return all;
}

describe('npm run storage:copy', () => {
  let s3: TestS3;
  let bucket: FileStorage;
  let folder: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    bucket = createS3FileStorage(s3.options);
    folder = await mkdtemp(path.join(tmpdir(), 'titletrust-copy-'));
    const files: Record<string, string> = {
      'gig-attachments/7f0c2d4e-0000-4000-8000-000000000001': '%PDF-1.4 a deed',
      'documents/u1/profile_documents/id.png': 'a picture of an ID',
      'avatars/u1/small.webp': 'small',
      '.DS_Store': 'left by a desktop',
    };
    for (const [key, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(folder, key)), { recursive: true });
      await writeFile(path.join(folder, key), content);
    }
  });
  afterAll(async () => {
    bucket?.close();
    await s3?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('copies a local store into the bucket, then copies only what changed', async () => {
    const first = await runCopy(s3.env, folder);
    expect(first.output).toContain('copied 3, already there 0, failed 0, left out 1');
    expect(first.code).toBe(0);
    expect(await text(await bucket.read('documents/u1/profile_documents/id.png'))).toBe(
      'a picture of an ID',
    );

    await writeFile(path.join(folder, 'avatars/u1/small.webp'), 'a new, larger avatar');
    const again = await runCopy(s3.env, folder);
    expect(again.output).toContain('copied 1, already there 2, failed 0');
    expect(again.code).toBe(0);
    expect(await text(await bucket.read('avatars/u1/small.webp'))).toBe('a new, larger avatar');
  });

  it('says what is missing when no bucket is named', async () => {
    const refused = await runCopy({}, folder);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('STORAGE_URL is not set');
  });
});
