import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the page once. What is rendered only after it (the footer,
 * the landing page below its hero) starts loading then, instead of sharing the phone's
 * bandwidth with what the first paint needs (decision 033). The change is a transition: an
 * update from a frame callback is otherwise urgent, and React would draw whatever it reveals, and
 * everything below the component using it, as one long task that holds a slow phone.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame after next: the first one is being painted.
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => startTransition(() => setPainted(true))),
    );
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
