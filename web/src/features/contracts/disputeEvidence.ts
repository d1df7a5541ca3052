import { ESCROW_LIMITS } from '@titletrust/shared';
import type { UploadTarget } from '../files';

/** Where a side's evidence for a dispute statement is uploaded, as a delivery's files are. */
export const disputeEvidenceUploads = (contractId: string): UploadTarget => ({
  url: `/api/contracts/${encodeURIComponent(contractId)}/dispute-files`,
  maxFiles: ESCROW_LIMITS.disputeFilesMax,
  tooManyMessage: `Attach at most ${ESCROW_LIMITS.disputeFilesMax} files`,
});
