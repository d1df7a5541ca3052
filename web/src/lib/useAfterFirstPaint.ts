import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the page once. What is rendered only after it (the footer,
 * the landing page below its hero) starts loading then, instead of sharing the phone's
 * bandwidth with what the first paint needs (decision 033).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame after next: the first one is being painted.
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setPainted(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
