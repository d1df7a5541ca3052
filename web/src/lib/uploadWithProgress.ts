import { apiErrorSchema } from '@titletrust/shared';
import type { z } from 'zod';
import { ApiError } from './api';

const NETWORK_MESSAGE = 'We could not reach TitleTrust. Check your connection and try again.';

function errorOf(status: number, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success)
    return new ApiError(status, 'INTERNAL', 'Something went wrong. Please try again.');
  const { code, message, fields } = parsed.data.error;
  return new ApiError(status, code, message, fields);
}

/**
 * Posts a multipart form to the API and reports how much of it has been sent (fetch cannot report
 * upload progress, XMLHttpRequest can). The answer is checked against the shared contract and
 * errors come back as ApiError, like every other call. Aborting `signal` cancels the upload and
 * rejects with a DOMException named AbortError.
 */
export function uploadWithProgress<Schema extends z.ZodType>(
  path: string,
  form: FormData,
  responseSchema: Schema,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    request.open('POST', `/api${path}`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(0, 'SERVICE_UNAVAILABLE', NETWORK_MESSAGE));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status < 200 || request.status >= 300) {
        reject(errorOf(request.status, body));
        return;
      }
      const parsed = responseSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else
        reject(new ApiError(request.status, 'INTERNAL', 'Something went wrong. Please try again.'));
    };
    request.send(form);
  });
}
