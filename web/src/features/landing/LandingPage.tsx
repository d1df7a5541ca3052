import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { BenefitsSection } from './BenefitsSection';
import { CallToActionSection } from './CallToActionSection';
import { AskTitleTrustButton } from '../assistant/AskTitleTrustButton';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { ReviewsSection } from './ReviewsSection';
import { ServicesSection } from './ServicesSection';

/** Links such as /#services come from other pages too, so scroll once the section exists. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

export function LandingPage() {
  usePageTitle('Property due diligence with escrow');
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <AskTitleTrustButton />
      <HowItWorksSection />
      <BenefitsSection />
      <ServicesSection />
      <ReviewsSection />
      <CallToActionSection />
    </>
  );
}
