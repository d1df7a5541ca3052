import type { Database } from '../../db/client';
import { QUEUES, type JobQueue } from '../../platform/jobs';
import type { FileStorage } from '../../platform/storage/file-storage';
import { removeUnattachedFiles } from './remove-unattached-files';

/** Hourly, files attached to nothing a day after upload are removed, row first, then bytes. */
export async function startFilesJobs(deps: { db: Database; jobs: JobQueue; storage: FileStorage }) {
  const { db, jobs, storage } = deps;
  await jobs.schedule(QUEUES.removeUnattachedFiles.name, '41 * * * *');
  await jobs.work(QUEUES.removeUnattachedFiles.name, async () => {
    await removeUnattachedFiles({ db, storage });
  });
}
