/** The landing page's sections, linked from the header on wide screens and from the phone menu. */
export const SECTION_LINKS = [
  { label: 'How it works', to: '/#how-it-works' },
  { label: 'Services', to: '/#services' },
  { label: 'Reviews', to: '/#reviews' },
];
