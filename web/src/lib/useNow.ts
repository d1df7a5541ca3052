import { startTransition, useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`, so "2 minutes ago" does not go stale. A tick is
 * a transition: redrawing a list's times never holds up what the person is doing.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => startTransition(() => setNow(new Date())), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
