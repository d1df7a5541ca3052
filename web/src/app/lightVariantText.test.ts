import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { LIGHT_VARIANT_TEXT } from './lightVariantText';
import { theme } from './theme';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('light badges and alerts', () => {
  it('read at 4.5:1 or better in every colour, ours and Mantine’s', () => {
    const palettes = { ...DEFAULT_THEME.colors, ...theme.colors };
    const below = Object.entries(palettes)
      .filter(([name]) => name !== 'dark')
      .map(([name, shades = []]) => ({
        name,
        ratio: contrast(LIGHT_VARIANT_TEXT[name] ?? shades[9]!, shades[1]!),
      }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(below).toEqual([]);
  });
});
