import '../ui/moreStyles';
import { MessagesNavLink } from '../features/messages';
import { NotificationsBell } from '../features/notifications';
import { HeaderBalance } from './HeaderBalance';

/**
 * The balance, the messages link and the bell, for a signed-in person only: loaded once someone
 * is signed in, so a visitor's first page carries none of them nor their popover and tooltip code.
 */
export default function SignedInHeaderTools() {
  return (
    <>
      <HeaderBalance />
      <MessagesNavLink />
      <NotificationsBell />
    </>
  );
}
