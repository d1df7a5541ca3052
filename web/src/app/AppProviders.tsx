import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { queryClient } from './query-client';
import { theme } from './theme';
import { cssVariablesResolver } from './lightVariantText';

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

const Toasts = lazy(() => import('./Toasts'));

/**
 * The toasts' container and styles load with the first toast, not with the first page. A toast
 * shown meanwhile waits in Mantine's notifications store and appears once they are in.
 */
function ToastsOnceNeeded() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      getStyleNonce={() => styleNonce}
    >
      <ToastsOnceNeeded />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
