// `npm run storage:copy [-- <folder>]`: copies the local file store (DATA_DIR/storage, or the
// folder given) into the bucket STORAGE_URL names, for an installation moving its files to
// object storage. Safe to run again: files already there with the same size are skipped. Prints
// the counts; exits 0 when every file is in the bucket, 1 when some could not be copied, 2 when
// it could not start.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from '../config/env';
import { repoRoot } from '../config/paths';
import { copyFiles } from '../platform/storage/copy-files';
import {
  localStorageFolder,
  openFileStorage,
  s3OptionsOf,
} from '../platform/storage/open-file-storage';

async function main(): Promise<number> {
  const dotenv = path.join(repoRoot, '.env');
  if (existsSync(dotenv)) process.loadEnvFile(dotenv);
  const env = parseEnv();
  const s3 = s3OptionsOf(env);
  if (!s3) throw new Error('STORAGE_URL is not set: it names the bucket to copy into.');
  const folder = path.resolve(process.argv[2] ?? localStorageFolder(env));
  if (!existsSync(folder)) throw new Error(`There is no folder ${folder} to copy from.`);

  console.log(
    `Copying ${folder} into bucket "${s3.bucket}"${s3.endpoint ? ` at ${s3.endpoint}` : ''}`,
  );
  const target = await openFileStorage(env);
  try {
    const counts = await copyFiles(folder, target, (key, problem) =>
      console.log(`  ${key}: ${problem}`),
    );
    console.log(
      `copied ${counts.copied}, already there ${counts.alreadyThere}, failed ${counts.failed}` +
        (counts.notKeys ? `, left out ${counts.notKeys} (not storage keys)` : ''),
    );
    return counts.failed === 0 ? 0 : 1;
  } finally {
    target.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `The files could not be copied: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(2);
  },
);
