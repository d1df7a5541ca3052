// `npm run admin:create -- <email>`: makes the first admin. An existing account is promoted once
// its address is verified; for a new address an account is created, verified (the operator
// vouches for the address) and given a generated password, printed once.
import { randomBytes } from 'node:crypto';
import { emailProblem } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import { parseEnv } from '../config/env';
import { connectDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { users } from '../db/schema';
import { markEmailVerified, promoteConfiguredAdmins } from '../features/accounts';
import { resolveAuthSecret } from '../platform/server-secrets';
import { createLogger } from '../platform/logger';
import { startServices } from '../services';

/** Admins must use two-factor sign-in: the first page after signing in sets it up. */
const TWO_FACTOR_NOTE =
  'Admins must use two-factor sign-in: have an authenticator app ready (Google Authenticator, ' +
  'Microsoft Authenticator, 1Password…). The first page after signing in sets it up; nothing ' +
  'else opens until it is on.';

async function createAdmin(rawEmail: string | undefined) {
  const email = rawEmail?.trim().toLowerCase() ?? '';
  const problem = emailProblem(email, () => false);
  if (problem) throw new Error(`${problem}. Usage: npm run admin:create -- you@example.com`);

  const env = parseEnv();
  const logger = createLogger({ ...env, LOG_LEVEL: 'warn' });
  const database = await openDatabase(env, logger);
  const connection = connectDatabase(database.url, { maxConnections: 3 });
  try {
    await runMigrations(connection.pool);
    const [existing] = await connection.db
      .select({ id: users.id, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email));
    if (existing && !existing.emailVerified) {
      // Anyone can register any address: an unverified account may be a stranger's, holding a
      // password the stranger knows. Its owner proves the address first.
      throw new Error(
        `${email} has an account whose address is not verified yet, so it may not be yours. ` +
          'Verify it first (the link in its sign-up e-mail, or "Forgot password?"), then run this again.',
      );
    }
    if (existing) {
      await promoteConfiguredAdmins(connection.db, [email]);
      console.log(`${email} is now an admin.\n${TWO_FACTOR_NOTE}`);
      return;
    }
    const services = await startServices({
      env,
      db: connection.db,
      pool: connection.pool,
      secret: await resolveAuthSecret(env),
      logger: false,
    });
    try {
      const password = `Adm-${randomBytes(15).toString('base64url')}-9!`;
      const { user } = await services.auth.api.signUpEmail({
        body: { name: 'Administrator', email, password, userMetadata: { name: 'Administrator' } },
      });
      await markEmailVerified(connection.db, user.id, [email]);
      console.log(
        `Created the admin ${email} with this password (shown once; change it after signing in):\n\n  ${password}\n\n${TWO_FACTOR_NOTE}`,
      );
    } finally {
      await services.stop();
    }
  } finally {
    await connection.close();
    await database.stop();
  }
}

createAdmin(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
