import { apiErrorSchema } from '@titletrust/shared';
import { ApiError } from '../../lib/api';

const NETWORK_MESSAGE = 'We could not reach TitleTrust. Check your connection and try again.';

/**
 * Sends the cropped picture and its avatar with progress (fetch cannot report upload progress,
 * XMLHttpRequest can). Errors come back as ApiError like every other call.
 */
export function uploadPicture(
  files: { picture: Blob; avatar: Blob },
  onProgress: (percent: number) => void,
): Promise<{ pictureUrl: string }> {
  const form = new FormData();
  form.append('file', files.picture, 'picture.jpg');
  form.append('avatar', files.avatar, 'avatar.jpg');
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/profile/picture');
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
      if (request.status >= 200 && request.status < 300) {
        resolve(body as { pictureUrl: string });
        return;
      }
      const parsed = apiErrorSchema.safeParse(body);
      reject(
        parsed.success
          ? new ApiError(
              request.status,
              parsed.data.error.code,
              parsed.data.error.message,
              parsed.data.error.fields,
            )
          : new ApiError(request.status, 'INTERNAL', 'Something went wrong. Please try again.'),
      );
    };
    request.send(form);
  });
}
