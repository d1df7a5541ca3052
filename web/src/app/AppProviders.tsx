import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@titletrust/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';
import { theme } from './theme';

/**
 * The server puts a fresh CSP nonce into this meta tag on every page load; Mantine stamps it on
 * the <style> elements it injects so they pass the Content-Security-Policy.
 */
function readStyleNonce(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || '';
}

const styleNonce = readStyleNonce();
// Mantine's scroll lock (react-remove-scroll) injects its own <style>, stamped from get-nonce.
setNonce(styleNonce);

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" getStyleNonce={() => styleNonce}>
      <Notifications
        position="top-right"
        autoClose={TOAST_DURATION_MS}
        limit={4}
        className="toasts-below-header"
      />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
