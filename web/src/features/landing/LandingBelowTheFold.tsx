import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { BenefitsSection } from './BenefitsSection';
import { CallToActionSection } from './CallToActionSection';
import { HowItWorksSection } from './HowItWorksSection';
import { PaymentsSection } from './PaymentsSection';
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

/** The landing page under its hero: loaded while the hero is already on screen. */
export default function LandingBelowTheFold() {
  useScrollToHash();
  return (
    <>
      <HowItWorksSection />
      <BenefitsSection />
      <ServicesSection />
      <ReviewsSection />
      <PaymentsSection />
      <CallToActionSection />
    </>
  );
}
