import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../lib/usePageTitle';
import { AskTitleTrustButton } from '../assistant/AskTitleTrustButton';
import { HeroSection } from './HeroSection';

const LandingBelowTheFold = lazy(() => import('./LandingBelowTheFold'));

export function LandingPage() {
  usePageTitle('Property due diligence with escrow');
  return (
    <>
      <HeroSection />
      <AskTitleTrustButton />
      <Suspense fallback={null}>
        <LandingBelowTheFold />
      </Suspense>
    </>
  );
}
