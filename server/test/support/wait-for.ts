/** Reads until the value is accepted, for effects of background jobs; fails with the last value. */
export async function waitFor<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(
        `condition not met within ${timeoutMs} ms: ${JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
