import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/app-error';
import {
  KYC_MESSAGES,
  type KycMatchInput,
  type KycMatchResult,
  type KycProvider,
} from './kyc-provider';

export interface DojahOptions {
  appId: string;
  secretKey: string;
  /** https://api.dojah.io, or https://sandbox.dojah.io, or a local fake in tests. */
  baseUrl: string;
  /** 0–100. Dojah's documentation reads 90 or more as a match. */
  threshold: number;
  /** NIMC lookups behind Dojah can take several seconds; a hung one must not hang the request. */
  timeoutMs?: number;
  logger?: FastifyBaseLogger | false;
}

const DEFAULT_TIMEOUT_MS = 20_000;

/** Dojah's answer to POST /api/v1/kyc/nin/verify, the parts we read. */
interface DojahNinAnswer {
  entity?: { selfie_verification?: { confidence_value?: unknown; match?: unknown } };
  error?: unknown;
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/** Anything 11 digits long in text from the provider is masked before it reaches a log. */
const withoutNins = (text: string) => text.replace(/\d{11}/g, '[nin]');

/**
 * Dojah's "NIN lookup with selfie image verification" (docs.dojah.io, Nigeria → Verify NIN with
 * selfie image): POST {baseUrl}/api/v1/kyc/nin/verify with the headers AppId and Authorization
 * (the secret key itself, no "Bearer"), and a JSON body { nin, selfie_image (base64 without a
 * data: prefix), first_name, last_name }. The answer's entity.selfie_verification.confidence_value
 * (0–100) is the match score. Status codes as Dojah documents them: 404 when the record is not
 * found, 400 for a request it cannot use, 401/402/403 for our account, 408/424/429/5xx for
 * trouble on their side or NIMC's.
 */
export function createDojahKycProvider(options: DojahOptions): KycProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api/v1/kyc/nin/verify`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const log = options.logger || undefined;

  const unavailable = (reason: string, details: Record<string, unknown> = {}) => {
    log?.warn({ kycProvider: 'dojah', ...details }, `identity check failed: ${reason}`);
    return new AppError('SERVICE_UNAVAILABLE', KYC_MESSAGES.unavailable);
  };

  async function matchSelfieToNin(input: KycMatchInput): Promise<KycMatchResult> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          AppId: options.appId,
          Authorization: options.secretKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          nin: input.nin,
          selfie_image: input.selfie.toString('base64'),
          first_name: input.firstName,
          last_name: input.lastName,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unavailable(isTimeout(error) ? `no answer within ${timeoutMs} ms` : 'unreachable', {
        cause: error instanceof Error ? withoutNins(error.message) : undefined,
      });
    }

    let answer: DojahNinAnswer | undefined;
    try {
      answer = (await response.json()) as DojahNinAnswer;
    } catch (error) {
      if (isTimeout(error)) throw unavailable(`no answer within ${timeoutMs} ms`);
      // A body that is not JSON (a proxy's error page) is judged by its status alone.
    }
    const providerError =
      typeof answer?.error === 'string' ? withoutNins(answer.error).slice(0, 200) : undefined;

    if (response.status === 404) {
      throw new AppError('VALIDATION_FAILED', KYC_MESSAGES.ninNotFound, [
        { path: 'nin', message: KYC_MESSAGES.ninNotFound },
      ]);
    }
    if (response.status === 400) {
      log?.warn({ kycProvider: 'dojah', providerError }, 'identity check refused the input');
      throw new AppError('VALIDATION_FAILED', KYC_MESSAGES.unreadable);
    }
    if ([401, 402, 403].includes(response.status)) {
      // Our account, not the person: wrong keys, no balance, or the product not enabled.
      log?.error(
        { kycProvider: 'dojah', status: response.status, providerError },
        'identity check refused our Dojah account: check DOJAH_APP_ID, DOJAH_SECRET_KEY and the balance',
      );
      throw new AppError('SERVICE_UNAVAILABLE', KYC_MESSAGES.unavailable);
    }
    if (!response.ok) {
      throw unavailable(`Dojah answered ${response.status}`, {
        status: response.status,
        providerError,
      });
    }

    const score = answer?.entity?.selfie_verification?.confidence_value;
    if (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 100) {
      throw unavailable('answer without a confidence value', { status: response.status });
    }
    // Two decimals, so the score shown and stored is the one the threshold was compared with.
    const matchScore = Math.round(score * 100) / 100;
    return { matchScore, passed: matchScore >= options.threshold };
  }

  return { name: 'dojah', threshold: options.threshold, matchSelfieToNin };
}
