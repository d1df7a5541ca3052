import '../ui/moreStyles';
import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconUserCircle, IconWallet } from '@tabler/icons-react';
import { PAGES, type SessionUser } from '@titletrust/shared';
import { Link } from 'react-router';
import { ROLE_LABELS, useSignOut } from '../features/accounts';
import { UserAvatar } from '../ui/UserAvatar';
import { LazyTooltip } from '../ui/LazyTooltip';

interface Props {
  user: SessionUser;
  /** Called after any action, so the mobile drawer closes. */
  onAction: () => void;
  stacked?: boolean;
}

const ACCOUNT_PAGE_LINKS = [
  { label: 'Wallet', to: PAGES.wallet.path, icon: IconWallet },
  { label: 'Profile', to: PAGES.profile.path, icon: IconUserCircle },
];

/** The header shows the small version the server keeps in `avatars`. */
const smallPicture = (url: string) => `${url}${url.includes('?') ? '&' : '?'}size=avatar`;

function dashboardLinkOf(user: SessionUser) {
  if (user.role === 'admin') return { label: 'Admin', to: PAGES.adminDashboard.path };
  if (user.role === 'seller') return { label: 'Dashboard', to: PAGES.sellerDashboard.path };
  return { label: 'Dashboard', to: PAGES.buyerDashboard.path };
}

/** Spec §2, signed in: e-mail, role, the dashboard link, profile and sign-out. */
export default function HeaderSignedInActions({ user, onAction, stacked }: Props) {
  const signOut = useSignOut();
  const dashboard = dashboardLinkOf(user);
  const signOutHere = () => signOut.mutate('local', { onSettled: onAction });
  return (
    <>
      <Group gap={6} wrap="nowrap" miw={0}>
        <UserAvatar
          name={user.name || user.email}
          pictureUrl={user.pictureUrl && smallPicture(user.pictureUrl)}
          size={32}
          data-testid="header-avatar"
        />
        <Text size="sm" fw={500} truncate="end" maw={stacked ? undefined : 180} title={user.email}>
          {user.email}
        </Text>
        <Badge variant="light" title={ROLE_LABELS[user.role]} style={{ flexShrink: 0 }}>
          {user.role}
        </Badge>
      </Group>
      <Button
        component={Link}
        to={dashboard.to}
        variant="light"
        leftSection={<IconLayoutDashboard size={18} aria-hidden />}
        onClick={onAction}
      >
        {dashboard.label}
      </Button>
      {stacked ? (
        <>
          {ACCOUNT_PAGE_LINKS.map((link) => (
            <Button
              key={link.to}
              component={Link}
              to={link.to}
              variant="default"
              leftSection={<link.icon size={18} aria-hidden />}
              onClick={onAction}
            >
              {link.label}
            </Button>
          ))}
          <Button
            variant="subtle"
            color="dark"
            leftSection={<IconLogout size={18} aria-hidden />}
            loading={signOut.isPending}
            onClick={signOutHere}
          >
            Sign out
          </Button>
        </>
      ) : (
        // Icons keep the desktop header on one line next to the section links; the balance
        // beside the bell (HeaderBalance) is the way to the wallet there.
        <>
          {ACCOUNT_PAGE_LINKS.filter((link) => link.to !== PAGES.wallet.path).map((link) => (
            <LazyTooltip key={link.to} label={link.label}>
              <ActionIcon
                component={Link}
                to={link.to}
                variant="default"
                size={36}
                aria-label={link.label}
              >
                <link.icon size={20} aria-hidden />
              </ActionIcon>
            </LazyTooltip>
          ))}
          <LazyTooltip label="Sign out">
            <ActionIcon
              variant="subtle"
              color="dark"
              size={36}
              aria-label="Sign out"
              loading={signOut.isPending}
              onClick={signOutHere}
            >
              <IconLogout size={20} aria-hidden />
            </ActionIcon>
          </LazyTooltip>
        </>
      )}
    </>
  );
}
