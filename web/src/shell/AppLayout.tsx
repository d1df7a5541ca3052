import { Box, Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useAuthSync } from '../features/accounts/session/useAuthSync';
import { CompleteProfileModal } from '../features/profile-completion/CompleteProfileModal';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function AppLayout() {
  const navigation = useNavigation();
  useAuthSync();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      {navigation.state === 'loading' && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-label="Loading page"
        />
      )}
      <SiteHeader />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <CompleteProfileModal />
      <ScrollRestoration />
    </Box>
  );
}
