const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Settles like `work`, but no sooner than `ms` after the call, so a loading state never just
 * flickers. The work itself starts at once.
 */
export async function withMinimumDuration<T>(work: Promise<T>, ms: number): Promise<T> {
  const [outcome] = await Promise.allSettled([work, wait(ms)]);
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}
