import {
  apiErrorSchema,
  attachmentResponseSchema,
  GIG_LIMITS,
  GIG_MESSAGES,
  type Attachment,
} from '@titletrust/shared';
import { ApiError } from '../../lib/api';

export const ACCEPTED_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Where a set of files goes and how many it may hold: a gig's documents, a delivery's files. */
export interface UploadTarget {
  /** Takes one multipart field "file" and answers with the stored attachment. */
  url: string;
  maxFiles: number;
  tooManyMessage: string;
}

export const GIG_ATTACHMENT_UPLOADS: UploadTarget = {
  url: '/api/gig-attachments',
  maxFiles: GIG_LIMITS.attachmentsMax,
  tooManyMessage: GIG_MESSAGES.tooManyAttachments,
};

interface UploadOptions {
  url: string;
  /** From 0 to 1 as the bytes leave the browser. */
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

function errorOf(status: number, text: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(status, code, message, fields);
  }
  if (status === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE', GIG_MESSAGES.fileTooLarge);
  return new ApiError(status, 'INTERNAL', 'The file could not be uploaded. Please try again.');
}

/**
 * Uploads one file to `url`. XMLHttpRequest rather than fetch: only it reports upload
 * progress, which a 10 MB survey plan on a slow connection needs.
 */
export function uploadAttachment(file: File, { url, onProgress, signal }: UploadOptions) {
  return new Promise<Attachment>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status < 200 || request.status >= 300) {
        return reject(errorOf(request.status, request.responseText));
      }
      try {
        resolve(attachmentResponseSchema.parse(JSON.parse(request.responseText)).attachment);
      } catch {
        reject(new ApiError(request.status, 'INTERNAL', 'The upload answer was not understood.'));
      }
    });
    request.addEventListener('error', () =>
      reject(
        new ApiError(
          0,
          'SERVICE_UNAVAILABLE',
          'The upload was interrupted. Check your connection.',
        ),
      ),
    );
    request.addEventListener('abort', () =>
      reject(new DOMException('Upload cancelled', 'AbortError')),
    );
    signal.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}
