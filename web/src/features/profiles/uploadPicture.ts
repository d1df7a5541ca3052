import { z } from 'zod';
import { uploadWithProgress } from '../../lib/uploadWithProgress';

const pictureUploadedSchema = z.object({ pictureUrl: z.string() });

/** Sends the cropped picture and its avatar, reporting progress as it goes. */
export function uploadPicture(
  files: { picture: Blob; avatar: Blob },
  onProgress: (percent: number) => void,
): Promise<{ pictureUrl: string }> {
  const form = new FormData();
  form.append('file', files.picture, 'picture.jpg');
  form.append('avatar', files.avatar, 'avatar.jpg');
  return uploadWithProgress('/profile/picture', form, pictureUploadedSchema, onProgress);
}
