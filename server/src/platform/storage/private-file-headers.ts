/**
 * The headers of a private file's response (a gig's, a delivery's, a dispute's or an identity
 * document). Every file opens in the browser, a PDF too: an admin or a client reads it where they
 * are, not in their downloads folder. It is kept harmless there by the response itself: the type
 * we recognised from its bytes and nothing the browser guesses (`nosniff`), and a sandbox with no
 * sources, so a PDF or image crafted to run script runs in an opaque origin that reaches neither
 * the site's cookies nor its pages. Chromium's PDF viewer still draws the file under it.
 */
export function privateFileHeaders(
  file: { contentType: string; sizeBytes: number; fileName: string },
  maxAgeSeconds: number,
): Record<string, string> {
  return {
    'content-type': file.contentType,
    'content-length': String(file.sizeBytes),
    'content-disposition': `inline; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`,
    'content-security-policy':
      "sandbox; default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cache-control': `private, max-age=${maxAgeSeconds}`,
  };
}
