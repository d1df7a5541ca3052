import { create } from 'qrcode';

export interface QrCodeShape {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** One SVG path of every dark module, one unit per module. */
  path: string;
}

/**
 * Encodes `text` as a QR code and describes its dark modules as an SVG path, so React can draw
 * it as an element: no canvas, no HTML strings, nothing the Content-Security-Policy objects to.
 * Runs of dark modules in a row become one rectangle to keep the path short.
 */
export function qrCodePath(text: string): QrCodeShape {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      parts.push(`M${start} ${row}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}
