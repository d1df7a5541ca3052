import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';
import { usePageTitle } from '../../lib/usePageTitle';
import { AskTitleTrustButton } from '../assistant';
import { HeroSection } from './HeroSection';

const LandingBelowTheFold = lazy(() => import('./LandingBelowTheFold'));

export function LandingPage() {
  usePageTitle('Property due diligence with escrow');
  // Below the hero: fetched once the hero is on screen, not alongside what it needs.
  const painted = useAfterFirstPaint();
  return (
    <>
      <HeroSection />
      <AskTitleTrustButton />
      {painted && (
        <Suspense fallback={null}>
          <LandingBelowTheFold />
        </Suspense>
      )}
    </>
  );
}
