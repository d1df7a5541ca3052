import { Box, Progress } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePageLoading } from './pageLoading';
import { loadCompleteProfileModal, useAuthSync, useSession } from '../features/accounts';
import { arrivedAtNextPage, useLeavingPage } from '../lib/leavePage';
import { useAfterFirstPaint } from '../lib/useAfterFirstPaint';
import { SiteHeader } from './SiteHeader';
import { useScrollRestoration } from './useScrollRestoration';

// Below every page: it loads once the page above it is painted.
const SiteFooter = lazy(() => import('./SiteFooter'));

const CompleteProfileModal = lazy(async () => {
  const [Modal] = await Promise.all([loadCompleteProfileModal(), import('../ui/moreStyles')]);
  return { default: Modal };
});

/**
 * The Complete Your Profile modal loads the first time a session owes its profile (a new wallet
 * or Google account), then stays mounted so it can close as it should.
 */
function ProfileCompletion() {
  const { data: user } = useSession();
  const [needed, setNeeded] = useState(false);
  if (!needed && user?.profileStatus === 'incomplete') setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <CompleteProfileModal />
    </Suspense>
  ) : null;
}

/**
 * The bar shown while a page's module loads. Its own component: the layout does not draw again
 * when the bar comes and goes, so a page whose module has just arrived is drawn by React's
 * ordinary retry, in slices, rather than inside the bar's urgent update as one long task.
 */
function PageLoadingBar() {
  const loading = usePageLoading();
  if (!loading) return null;
  return (
    <Progress
      value={100}
      animated
      size="xs"
      radius={0}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
      aria-label="Loading page"
    />
  );
}

/**
 * The footer, once the page above it is painted. Its own component, so the layout and the page
 * are not drawn again when it comes.
 */
function FooterAfterFirstPaint() {
  const painted = useAfterFirstPaint();
  return painted ? (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  ) : null;
}

/**
 * The page's place is at least a screen tall (less the 64 px header): the footer starts out of
 * sight, so it does not jump down when a page's module, its session check or its data arrive.
 */
const PAGE_MIN_HEIGHT = 'calc(100dvh - 64px)';

export function AppLayout() {
  const leaving = useLeavingPage();
  const { key } = useLocation();
  useAuthSync();
  useScrollRestoration();
  useEffect(arrivedAtNextPage, [key]);
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PageLoadingBar />
      <SiteHeader />
      <Box component="main" id="main" mih={PAGE_MIN_HEIGHT} style={{ flex: 1 }}>
        <Suspense fallback={null}>{leaving ? null : <Outlet />}</Suspense>
      </Box>
      <FooterAfterFirstPaint />
      <ProfileCompletion />
    </Box>
  );
}
