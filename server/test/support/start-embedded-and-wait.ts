// Test helper: starts an embedded cluster, says "ready" and waits to be killed.
import { startEmbeddedPostgres } from '../../src/db/embedded/embedded-postgres';

const [dataDir, port] = process.argv.slice(2);
await startEmbeddedPostgres({ dataDir: dataDir!, port: Number(port) });
process.stdout.write('ready\n');
setInterval(() => {}, 1 << 30);
