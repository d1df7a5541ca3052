import { VERIFICATION_MESSAGES, type OwnVerification } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import { professionalVerifications } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { enforceRateLimits } from '../../platform/rate-limit';
import type { FileStorage } from '../../platform/storage/file-storage';
import { storageKeyOf } from './document-files';
import { toOwnVerification, type VerificationDeps } from './get-own-verification';
import { KYC_CONSENT_TEXT, type KycProvider } from './kyc/kyc-provider';
import {
  assertDocumentsEditable,
  ensureVerificationRow,
  loadVerification,
} from './verification-record';

/** Each check is billed by the provider: a few a day per account is plenty for honest retries. */
const CHECKS_PER_ACCOUNT = { limit: 5, windowSeconds: 24 * 60 * 60 };

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The optional automatic identity check: the person's NIN and their uploaded selfie go to the KYC
 * provider once, with their consent. Kept: the provider, its match score and threshold, the
 * outcome and the consent text accepted; never the NIN. It informs the admin, who still decides.
 */
export async function checkIdentity(
  deps: VerificationDeps & { storage: FileStorage; kyc: KycProvider | null },
  userId: string,
  request: { nin: string },
): Promise<OwnVerification> {
  if (!deps.kyc) throw new AppError('CONFLICT', VERIFICATION_MESSAGES.kycUnavailable);
  const before = await loadVerification(deps.db, userId);
  assertDocumentsEditable(before);
  const selfie = before.documents.find((document) => document.kind === 'selfie_with_id');
  if (!selfie || selfie.contentType === 'application/pdf')
    throw new AppError('VALIDATION_FAILED', VERIFICATION_MESSAGES.needsSelfie, [
      { path: 'selfie', message: VERIFICATION_MESSAGES.needsSelfie },
    ]);
  await enforceRateLimits(deps.db, 'identity checks', [
    { key: `kyc:user:${userId}`, rule: CHECKS_PER_ACCOUNT },
  ]);
  const result = await deps.kyc.matchSelfieToNin({
    nin: request.nin,
    selfie: await readAll(deps.storage, storageKeyOf(selfie.filepath)),
    firstName: before.profile.firstName ?? '',
    lastName: before.profile.lastName ?? '',
  });
  const state = await deps.db.transaction(async (tx) => {
    await ensureVerificationRow(tx, userId);
    await tx
      .update(professionalVerifications)
      .set({
        kycProvider: deps.kyc!.name,
        kycMatchScore: result.matchScore,
        kycThreshold: deps.kyc!.threshold,
        kycPassed: result.passed,
        kycConsentText: KYC_CONSENT_TEXT,
        kycCheckedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(professionalVerifications.userId, userId));
    return loadVerification(tx, userId);
  });
  return toOwnVerification(state, deps);
}
