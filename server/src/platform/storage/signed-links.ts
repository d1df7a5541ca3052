import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a refused link answers: expired, altered, or signed for another file. */
export const LINK_REFUSED_MESSAGE =
  'This link has expired or is not valid. Open the page again to get a fresh one.';

/** Spec §9: signed document links live 3600 seconds. */
export const SIGNED_LINK_SECONDS = 3600;

export interface FileLinks {
  sign(fileId: string, now?: number): string;
  verify(fileId: string, expires: string, signature: string, now?: number): boolean;
}

/**
 * HMAC-SHA256 links: <path of id>?expires=<unix s>&signature=<hex>, refused once expired. The
 * signature covers the path, so a link to a gig's file never opens an identity document.
 */
export function createFileLinks(
  secret: string,
  pathOf: (fileId: string) => string = (fileId) => `/api/files/${fileId}`,
): FileLinks {
  const key = createHmac('sha256', 'titletrust:file-links').update(secret).digest();
  const signatureOf = (fileId: string, expires: number) =>
    createHmac('sha256', key)
      .update(`${pathOf(fileId)}.${expires}`)
      .digest('hex');
  return {
    sign(fileId, now = Date.now()) {
      const expires = Math.floor(now / 1000) + SIGNED_LINK_SECONDS;
      return `${pathOf(fileId)}?expires=${expires}&signature=${signatureOf(fileId, expires)}`;
    },
    verify(fileId, expires, signature, now = Date.now()) {
      const expiresAt = Number(expires);
      if (!Number.isInteger(expiresAt) || expiresAt * 1000 < now) return false;
      const expected = Buffer.from(signatureOf(fileId, expiresAt), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
