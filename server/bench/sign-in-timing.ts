// `npm run bench:auth`: does sign-in time tell whether an account exists? Measures the sign-in
// route for an unknown e-mail, a known e-mail with a wrong password and the right password, on a
// scratch database, against a bare route of the same app. Prints medians, p95 and ratios.
import { randomUUID } from 'node:crypto';
import { connectDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { acquireTestPostgres, databaseUrl, withAdminClient } from '../test/support/test-postgres';
import { buildTestApp } from '../test/support/test-app';
import { randomIp, registrationBody } from '../test/support/personas';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const postgres = await acquireTestPostgres();
const name = `${postgres.runPrefix}_bench_auth`;
await withAdminClient(postgres.adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
const connection = connectDatabase(databaseUrl(postgres.adminUrl, name));
await runMigrations(connection.pool);
const app = await buildTestApp(connection);

const body = registrationBody();
await app.inject({
  method: 'POST',
  url: '/api/accounts/register',
  payload: body,
  remoteAddress: randomIp(),
});

async function time(payload: Record<string, unknown> | undefined, url = '/api/accounts/sign-in') {
  const started = performance.now();
  await app.inject(
    payload
      ? { method: 'POST', url, payload, remoteAddress: randomIp() }
      : { method: 'GET', url, remoteAddress: randomIp() },
  );
  return performance.now() - started;
}

const cases = {
  'bare route (GET /api/health)': () => time(undefined, '/api/health'),
  'unknown e-mail': () =>
    time({ email: `nobody-${randomUUID()}@example.com`, password: 'Wrong-Pass!2026' }),
  'known e-mail, wrong password': () => time({ email: body.email, password: 'Wrong-Pass!2026' }),
  'known e-mail, right password': () => time({ email: body.email, password: body.password }),
};
const samples = Object.fromEntries(Object.keys(cases).map((key) => [key, [] as number[]]));
for (let round = 0; round < ROUNDS; round++) {
  // Keep the per-account failure limit out of the measurement.
  await connection.pool.query('DELETE FROM rate_limits');
  for (const [key, run] of Object.entries(cases)) samples[key]!.push(await run());
}

console.log(`sign-in timing over ${ROUNDS} rounds (ms)`);
for (const [key, values] of Object.entries(samples)) {
  console.log(
    `  ${key.padEnd(32)} median ${percentile(values, 50).toFixed(2).padStart(7)}   p95 ${percentile(values, 95).toFixed(2).padStart(7)}`,
  );
}
const unknown = percentile(samples['unknown e-mail']!, 50);
const wrong = percentile(samples['known e-mail, wrong password']!, 50);
console.log(
  `  ratio unknown / known-wrong (median): ${(unknown / wrong).toFixed(2)} (1.00 = indistinguishable)`,
);
console.log(
  `  ratio known-wrong / bare route (median): ${(wrong / percentile(samples['bare route (GET /api/health)']!, 50)).toFixed(1)}`,
);

await app.close();
await connection.close();
await postgres.release();
