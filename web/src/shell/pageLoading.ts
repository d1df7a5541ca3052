import { lazy, useSyncExternalStore, type ComponentType } from 'react';
import type { LazyPage } from '../lib/lazyPage';

let loading = 0;
const listeners = new Set<() => void>();

// React calls a lazy component's loader while rendering: the bar is told a moment later.
function change(by: number) {
  loading += by;
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/** The page as a component that loads its module on first render, counted while it loads. */
export function lazyPage(load: LazyPage): ComponentType {
  return lazy(async () => {
    change(1);
    try {
      const [{ Component }] = await Promise.all([load(), import('../ui/moreStyles')]);
      return { default: Component };
    } finally {
      change(-1);
    }
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a page's module is on its way (the layout shows a bar meanwhile). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}
