import { lazy, Suspense } from 'react';
import { loadFreshCheckPrompt } from '../features/accounts';
import { loadMessagesNavLink } from '../features/messages';
import { loadNotificationsBell } from '../features/notifications';

// Each a module of its own (decision 043), fetched once someone is signed in and the page is on
// screen: each is evaluated and drawn in a task of its own. As one module, the three held a slow
// phone in one long task, most of it zod building the contracts of their answers.
const HeaderBalance = lazy(() => import('./HeaderBalance'));
const MessagesNavLink = lazy(async () => ({ default: await loadMessagesNavLink() }));
const NotificationsBell = lazy(async () => ({ default: await loadNotificationsBell() }));
// Not a header tool, but it needs the same moment: someone signed in, the page on screen. Only
// their money and account calls can ask for a fresh check, and none is sent before then.
const FreshCheckPrompt = lazy(async () => ({ default: await loadFreshCheckPrompt() }));

/**
 * The balance, the messages link and the bell, for a signed-in person only, so a visitor's first
 * page carries none of them nor their tooltip and popover code; and what opens "Confirm it's
 * you" when the API asks for a fresh check (a modal, drawn outside the header).
 */
export default function SignedInHeaderTools() {
  return (
    <>
      <Suspense fallback={null}>
        <HeaderBalance />
      </Suspense>
      <Suspense fallback={null}>
        <MessagesNavLink />
      </Suspense>
      <Suspense fallback={null}>
        <NotificationsBell />
      </Suspense>
      <Suspense fallback={null}>
        <FreshCheckPrompt />
      </Suspense>
    </>
  );
}
