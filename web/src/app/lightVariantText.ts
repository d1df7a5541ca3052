import type { CSSVariablesResolver } from '@mantine/core';

/**
 * The text colour of light badges and alerts (Mantine's light variant: shade 9 on shade 1)
 * where shade 9 reads below WCAG's 4.5:1 on its own tint: darker shades of the same hue,
 * checked by lightVariantText.test.ts.
 */
export const LIGHT_VARIANT_TEXT: Record<string, string> = {
  teal: '#066b4d',
  green: '#1f6e30',
  lime: '#3d6b09',
  yellow: '#8a5a00',
  orange: '#a33508',
  gold: '#8a5900',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: Object.fromEntries(
    Object.entries(LIGHT_VARIANT_TEXT).map(([name, text]) => [
      `--mantine-color-${name}-light-color`,
      text,
    ]),
  ),
  dark: {},
});
