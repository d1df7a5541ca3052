import { startTransition, useEffect, useState } from 'react';

/**
 * Calls `then` once the browser has shown the page's first content (its first-contentful-paint
 * entry, at once when that is past), or two frames on where the browser does not report it.
 * Returns a function that cancels the wait.
 */
function afterFirstContentfulPaint(then: () => void): () => void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(then)));
    return () => cancelAnimationFrame(frame);
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
}

/**
 * False until the browser has shown the page once. What is rendered only after it (the footer,
 * the signed-in header's tools, the landing page below its hero) starts loading then, instead of
 * sharing the phone's bandwidth and CPU with what the first screen needs (decision 033). The
 * browser's own paint report is the signal: a frame callback runs before the frame reaches the
 * screen, and on a slow phone its loads started before the page was seen. The change is a
 * transition: an update from a callback is otherwise urgent, and React would draw whatever it
 * reveals, and everything below the component using it, as one long task that holds a slow phone.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstContentfulPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
