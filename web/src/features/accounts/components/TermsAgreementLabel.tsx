import { Anchor } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import type { ReactNode } from 'react';

// A new tab, so reading the terms never costs the half-filled form beside the checkbox (the
// form keeps nothing across a page change). A link inside the label opens itself; it does not
// tick the box.
function NewTabLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor href={to} target="_blank" rel="noopener" title="Opens in a new tab" inherit>
      {children}
    </Anchor>
  );
}

/** The terms checkbox's label, on sign-up and profile completion: the documents it agrees to. */
export function TermsAgreementLabel() {
  return (
    <>
      I agree to the <NewTabLink to={PAGES.terms.path}>Terms of Service</NewTabLink> and have read
      the <NewTabLink to={PAGES.privacy.path}>Privacy Policy</NewTabLink>
    </>
  );
}
