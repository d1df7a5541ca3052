import type { PageKey } from '@titletrust/shared';
import { createElement } from 'react';
import type { LazyPage } from '../../lib/lazyPage';

/** The spec's two public lawyer-profile pages: the demo professional's profile (demo mode). */
const publicProfileDemoPage: LazyPage = async () => {
  const { PublicProfilePage } = await import('./PublicProfilePage');
  return { Component: () => createElement(PublicProfilePage, { demo: true }) };
};

/**
 * The feature's pages, each its own chunk fetched on the first visit (app/AppRouter routes them).
 * Kept out of index.ts, which only re-exports: the first bundle then takes nothing else of it.
 */
export const profilesPages = {
  publicProfile: async () => ({
    Component: (await import('./PublicProfilePage')).PublicProfilePage,
  }),
  profileDemo: publicProfileDemoPage,
  profileTest: publicProfileDemoPage,
  profile: async () => ({
    Component: (await import('./ProfilePage')).ProfilePage,
  }),
  buyerProfile: async () => {
    const { ProfilePage } = await import('./ProfilePage');
    return { Component: () => createElement(ProfilePage, { page: 'buyerProfile' }) };
  },
} satisfies Partial<Record<PageKey, LazyPage>>;
