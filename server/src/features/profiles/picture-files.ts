import { PROFILE_MESSAGES } from '@titletrust/shared';
import { AppError } from '../../platform/app-error';
import { sniffContentType } from '../../platform/storage/sniff-content-type';

export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';

const EXTENSIONS: Record<PictureType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** "RIFF", four bytes of length, "WEBP": the WebP container's first twelve bytes. */
const isWebp = (data: Buffer) =>
  data.subarray(0, 4).toString('latin1') === 'RIFF' &&
  data.subarray(8, 12).toString('latin1') === 'WEBP';

/**
 * What a picture really is, from its bytes — never its name or the browser's claim. A PDF named
 * photo.png is refused like any other file that is not a JPEG, PNG or WebP picture.
 */
export function pictureTypeOf(data: Buffer): PictureType {
  if (isWebp(data)) return 'image/webp';
  const sniffed = sniffContentType(data);
  if (sniffed === 'image/jpeg' || sniffed === 'image/png') return sniffed;
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROFILE_MESSAGES.pictureType, [
    { path: 'file', message: PROFILE_MESSAGES.pictureType },
  ]);
}

/** Our own storage keys end in the type's extension, so serving needs no second look. */
export const pictureKeyExtension = (type: PictureType) => EXTENSIONS[type];

export function pictureTypeOfKey(key: string): PictureType {
  const found = Object.entries(EXTENSIONS).find(([, ext]) => key.endsWith(`.${ext}`));
  return (found?.[0] as PictureType | undefined) ?? 'image/jpeg';
}
