import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A deep Nigerian green: the brand colour of trust and of the flag. */
const brand: MantineColorsTuple = [
  '#e6f7ef',
  '#d2ede0',
  '#a5dac0',
  '#74c69e',
  '#4db582',
  '#34aa70',
  '#24a466',
  '#128f55',
  '#0b6e4f',
  '#005c3f',
];

/** Warm gold for highlights such as ratings. */
const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8400',
  '#af7100',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 6 },
  colors: { brand, gold },
  // The phone's own fonts: nothing to download before the text shows (decision 033).
  fontFamily: 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // A person whose system asks for less motion gets menus, dialogs and toasts without their
  // transitions (WCAG 2.3.3); the end-to-end tests browse so too, and wait on no animation.
  respectReducedMotion: true,
  components: {
    // A select's list is drawn when it opens, not kept hidden in the page: a page of selects
    // (the gig filters) otherwise positioned every hidden list as it first drew, a long task on
    // a slow phone.
    Combobox: { defaultProps: { keepMounted: false } },
    // A dialog's ✕ is an icon: without a name a screen reader announces a bare "button".
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
