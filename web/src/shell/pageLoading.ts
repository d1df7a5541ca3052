import { createElement, lazy, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { LazyPage } from '../lib/lazyPage';

let loading = 0;
const listeners = new Set<() => void>();

// React calls a lazy component's loader while rendering: the bar is told a moment later.
function change(by: number) {
  loading += by;
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/** A page's component, and a way to have its module before it is first drawn. */
export type PageComponent = ComponentType & { preload: () => Promise<void> };

/**
 * The page as a component that loads its module on first render, counted while it loads. The
 * page someone arrives at is loaded before the first render instead (`preload`), so that render
 * draws it with the header rather than a moment after it, in a retry of its own.
 */
export function lazyPage(load: LazyPage): PageComponent {
  let loaded: ComponentType | undefined;
  const loadComponent = async () => {
    const [{ Component }] = await Promise.all([load(), import('../ui/moreStyles')]);
    loaded = Component;
    return Component;
  };
  const Lazy = lazy(async () => {
    change(1);
    try {
      return { default: await loadComponent() };
    } finally {
      change(-1);
    }
  });
  function Page() {
    // Chosen once: switching from the lazy wrapper to the component would draw the page anew.
    const [direct] = useState(() => loaded);
    return createElement(direct ?? Lazy);
  }
  Page.preload = async () => {
    await loadComponent();
  };
  return Page;
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
