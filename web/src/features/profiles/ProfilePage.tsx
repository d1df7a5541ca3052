import { Container, Stack, Title } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { usePageTitle } from '../../lib/usePageTitle';
import { SecurityActivityCard } from '../audit';
import { WalletShortcutCard } from '../wallets';
import { YourProfileSections } from './YourProfileSections';
import {
  AccountSummaryCard,
  DeviceSessionsCard,
  EmailAddressCard,
  EmailVerificationNotice,
  LinkedWalletsCard,
  PasswordCard,
  TwoFactorCard,
  useSession,
} from '../accounts';

/**
 * The signed-in user's own account: who they are, their profile and picture, their wallets, where
 * they are signed in. /buyer-profile is the same page for clients, with its own title.
 */
export function ProfilePage({ page = 'profile' }: { page?: 'profile' | 'buyerProfile' }) {
  usePageTitle(PAGES[page].title);
  // The guard renders this page only once the session holds a user.
  const { data: user } = useSession();
  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Title order={1}>{PAGES[page].title}</Title>
        {user && <EmailVerificationNotice user={user} />}
        {user && <AccountSummaryCard user={user} />}
        {user && <YourProfileSections />}
        {user && <WalletShortcutCard />}
        {user && <LinkedWalletsCard />}
        {user && <TwoFactorCard />}
        {user && <EmailAddressCard user={user} />}
        {user && <PasswordCard />}
        {user && <DeviceSessionsCard />}
        {user && <SecurityActivityCard />}
      </Stack>
    </Container>
  );
}
