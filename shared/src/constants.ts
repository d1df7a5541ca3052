/** How long a toast notice stays on screen (spec §9). */
export const TOAST_DURATION_MS = 5000;

/** The landing page's reviews widget retries its load every 100 ms for up to 10 s (spec §9). */
export const REVIEWS_RETRY_INTERVAL_MS = 100;
export const REVIEWS_RETRY_WINDOW_MS = 10_000;

/** How many reviews the landing page shows at most. */
export const FEATURED_REVIEWS_LIMIT = 6;

/** Contact details shown in the footer and on help pages. */
export const CONTACT = {
  email: 'support@titletrust.ng',
  phone: '+234 1 700 0100',
  phoneHref: 'tel:+23417000100',
  address: '14 Adeola Odeku Street, Victoria Island, Lagos',
  hours: 'Monday to Friday, 8:00 to 18:00 WAT',
} as const;
