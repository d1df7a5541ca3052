import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrCodePath } from './qrCodePath';

/** Paints the path back onto a grid, to compare it with the modules the encoder chose. */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let col = Number(x); col < Number(x) + Number(width); col += 1) {
      grid[Number(y)]![col] = true;
    }
  }
  return grid;
}

describe('qrCodePath', () => {
  it('draws exactly the dark modules of the QR code', () => {
    const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
    const { size, path } = qrCodePath(address);
    const { modules } = create(address, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size);
    const painted = paint(path, size);
    for (let row = 0; row < size; row += 1) {
      for (let col = 0; col < size; col += 1) {
        expect(painted[row]![col], `module ${row},${col}`).toBe(modules.get(row, col) === 1);
      }
    }
  });

  it('starts with the top-left finder pattern: a run of seven dark modules', () => {
    expect(qrCodePath('TitleTrust').path.startsWith('M0 0h7v1h-7z')).toBe(true);
  });
});
