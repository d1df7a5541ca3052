import type { ComponentType } from 'react';

/** A page's module, fetched when the page is first visited. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;
