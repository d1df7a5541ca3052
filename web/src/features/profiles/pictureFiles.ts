import { PROFILE_LIMITS, PROFILE_MESSAGES } from '@titletrust/shared';

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** A first look before cropping; the server checks the bytes again, whatever the browser says. */
export function pictureProblemOf(file: File): string | undefined {
  if (!PICTURE_TYPES.includes(file.type)) return PROFILE_MESSAGES.pictureType;
  if (file.size > PROFILE_LIMITS.pictureBytesMax) return PROFILE_MESSAGES.pictureTooLarge;
  return undefined;
}

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read.'));
    image.src = source;
  });
}

function drawSquare(image: HTMLImageElement, area: CropArea, side: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot crop pictures.'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  // JPEG keeps a photo small; quality 0.9 is hard to tell from the original.
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be cropped.'))),
      'image/jpeg',
      0.9,
    ),
  );
}

/**
 * The square the person chose (at most 1024 px a side) and its small version for avatars. Both
 * are made in the browser, so the server only stores what it is sent.
 */
export async function cropPicture(
  source: string,
  area: CropArea,
): Promise<{ picture: Blob; avatar: Blob }> {
  const image = await loadImage(source);
  const side = Math.min(1024, Math.round(area.width));
  return {
    picture: await drawSquare(image, area, side),
    avatar: await drawSquare(image, area, Math.min(side, PROFILE_LIMITS.avatarSize)),
  };
}
