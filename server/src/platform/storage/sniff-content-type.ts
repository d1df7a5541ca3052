export type AllowedContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

const SIGNATURES: { type: AllowedContentType; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/**
 * What a file really is, from its first bytes — never from its name or the browser's claim
 * (spec §5: only jpeg, jpg, png and pdf). Undefined for anything else.
 */
export function sniffContentType(data: Buffer): AllowedContentType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => data[i] === byte))?.type;
}
