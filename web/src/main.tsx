// Only the styles the first page draws; the rest load with what needs them (decision 033).
import './ui/styles/first-load.css';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { AppRouter, loadPageAt } from './app/AppRouter';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render is a transition, so React draws the page in slices that yield to the
// browser between them instead of one long task that holds a slow phone's main thread. It waits
// for the page's own module: drawn without it, the page came a retry after the header. If that
// module cannot be had, the page draws anyway and its lazy load reports the failure.
void loadPageAt(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <AppProviders>
            <AppRouter />
          </AppProviders>
        </StrictMode>,
      );
    }),
  );
