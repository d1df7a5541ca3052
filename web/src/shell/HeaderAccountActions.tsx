import { Box, Button, Skeleton, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PAGES } from '@titletrust/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ConnectWalletButton, useSession } from '../features/accounts';
import { useAfterFirstPaint } from '../lib/useAfterFirstPaint';

interface Props {
  /** Called after any action, so the mobile drawer closes. */
  onAction: () => void;
  stacked?: boolean;
}

// A visitor's first page does without the signed-in actions' avatar, badge and tooltips; a
// signed-in page draws first and brings them after (their place is held meanwhile).
const HeaderSignedInActions = lazy(() => import('./HeaderSignedInActions'));

function SignedOutActions({ onAction }: Props) {
  return (
    <>
      <Button component={Link} to={PAGES.login.path} variant="default" onClick={onAction}>
        Sign in
      </Button>
      <Button component={Link} to={PAGES.register.path} onClick={onAction}>
        Register
      </Button>
      <ConnectWalletButton onSignedIn={onAction} />
    </>
  );
}

/**
 * Spec §2: signed out, sign in / register / wallet; signed in, e-mail, role and dashboard link.
 * While the session is read, the signed-out actions hold their place unseen, so the header does
 * not move when it learns that nobody is signed in (most first visits).
 */
export function HeaderAccountActions(props: Props) {
  const { data: user, isPending } = useSession();
  const painted = useAfterFirstPaint();
  // The header's copy shows from md up (SiteHeader); on a phone the menu holds its own.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`);
  const placeholder = <Skeleton h={36} w={props.stacked ? '100%' : 240} aria-hidden />;
  if (isPending && props.stacked) return placeholder;
  if (isPending) {
    return (
      <Box display="contents" style={{ visibility: 'hidden' }} aria-hidden inert>
        <SignedOutActions onAction={props.onAction} />
      </Box>
    );
  }
  if (user) {
    if (!painted || !(props.stacked || wide)) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <HeaderSignedInActions user={user} {...props} />
      </Suspense>
    );
  }
  return <SignedOutActions {...props} />;
}
