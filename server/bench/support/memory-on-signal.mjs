// Loaded into a bench's server process (node --expose-gc --import <this file>): on SIGUSR2 it
// collects garbage and writes the memory then in use to stdout, so the bench can tell what open
// streams hold apart from garbage V8 has not collected yet.
process.on('SIGUSR2', () => {
  globalThis.gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.stdout.write(`bench-memory ${JSON.stringify({ rss, heapUsed, external })}\n`);
});
