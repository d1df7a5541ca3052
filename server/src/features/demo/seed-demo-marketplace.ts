import { randomBytes } from 'node:crypto';
import { CURRENCIES, DEMO_ACCOUNT_EMAILS, lagosToday, type CurrencyCode } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import { withAdvisoryLock } from '../../db/advisory-lock';
import type { DatabaseConnection } from '../../db/client';
import { gigs, professionalVerifications, profiles, users } from '../../db/schema';
import type { Auth } from '../accounts';
import { acceptBid, placeBid } from '../bids';
import type { WalletProvider } from '../wallets';
import { advanceDemoContract } from './advance-demo-contract';
import { postGig } from '../gigs';
import {
  DEMO_CLIENTS,
  DEMO_GIGS,
  DEMO_PROFESSIONALS,
  demoVerificationChecks,
} from './demo-marketplace-data';

const SEED_LOCK_KEY = 7_319_046_514;
/** Whole naira (or USDC) as minor units: kobo (or millionths). */
const minor = (whole: number, currency: CurrencyCode) =>
  BigInt(whole) * 10n ** BigInt(CURRENCIES[currency].decimals);
const DAY = 86_400_000;

async function ensureDemoPerson(
  { db }: Pick<DatabaseConnection, 'db'>,
  auth: Auth,
  person: { firstName: string; lastName: string },
  type: 'client' | 'professional',
): Promise<string> {
  const email = `${person.firstName}.${person.lastName}@people.demo.titletrust.ng`.toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return existing.id;
  const role = type === 'client' ? 'buyer' : 'seller';
  const name = `${person.firstName} ${person.lastName}`;
  const { user } = await auth.api.signUpEmail({
    body: {
      name,
      email,
      // Nobody signs in as these people: the password is random and never shown.
      password: `Dm-${randomBytes(18).toString('base64url')}-1!`,
      userMetadata: {
        name,
        first_name: person.firstName,
        last_name: person.lastName,
        user_type: type,
        role_title: role,
        role,
      },
    },
  });
  await db.execute(sql`DELETE FROM sessions WHERE user_id = ${user.id}`);
  return user.id;
}

/**
 * Demo mode's marketplace: a dozen realistic gigs across categories and states, in naira at Lagos
 * and Abuja fees but for one USDC gig, with bids from verified professionals and a few accepted
 * bids taken as far as funded, delivered or paid, made through the real use cases so the demo
 * looks alive and behaves like the product. Runs once (the demo client's gigs mark it done).
 */
export async function seedDemoMarketplace(
  connection: Pick<DatabaseConnection, 'db' | 'pool'>,
  services: { auth: Auth; walletProvider: WalletProvider },
  env: Pick<Env, 'PLATFORM_FEE_BPS'>,
  logger: FastifyBaseLogger | false,
) {
  const { auth, walletProvider } = services;
  const { db } = connection;
  await withAdvisoryLock(connection.pool, SEED_LOCK_KEY, async () => {
    const [demoBuyer] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNT_EMAILS.buyer));
    const [demoSeller] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNT_EMAILS.seller));
    if (!demoBuyer || !demoSeller) return;
    const [seeded] = await db
      .select({ id: gigs.id })
      .from(gigs)
      .where(eq(gigs.buyerId, demoBuyer.id))
      .limit(1);
    if (seeded) return;

    const clients: string[] = [];
    for (const person of DEMO_CLIENTS)
      clients.push(await ensureDemoPerson(connection, auth, person, 'client'));
    const professionals: string[] = [];
    for (const person of DEMO_PROFESSIONALS) {
      const id = await ensureDemoPerson(connection, auth, person, 'professional');
      await db
        .update(profiles)
        .set({
          verificationStatus: 'verified',
          verificationDecidedAt: new Date(),
          professionalTitle: person.title,
          barLicenseNumber: person.barLicense,
        })
        .where(eq(profiles.id, id));
      await db
        .insert(professionalVerifications)
        .values(demoVerificationChecks(id, person))
        .onConflictDoNothing();
      professionals.push(id);
    }
    const clientId = (who: number | 'demo') => (who === 'demo' ? demoBuyer.id : clients[who]!);
    const professionalId = (who: number | 'demo') =>
      who === 'demo' ? demoSeller.id : professionals[who]!;

    for (const gig of DEMO_GIGS) {
      const [minimum, maximum] = gig.budget;
      const currency = gig.currency ?? 'NGN';
      const gigId = await postGig(db, clientId(gig.client), {
        category: gig.category,
        title: gig.title,
        description: gig.description,
        propertyState: gig.state,
        propertyAddress: gig.address,
        currency,
        budgetMinMinor: minor(minimum, currency),
        budgetMaxMinor: maximum === undefined ? undefined : minor(maximum, currency),
        bidDeadline: new Date(Date.now() + gig.deadlineInDays * DAY).toISOString(),
        attachmentIds: [],
      });
      await db
        .update(gigs)
        .set({ createdAt: new Date(Date.now() - gig.postedDaysAgo * DAY - 3_600_000) })
        .where(eq(gigs.id, gigId));
      const bidIds: string[] = [];
      for (const bid of gig.bids) {
        bidIds.push(
          await placeBid(db, professionalId(bid.by), gigId, {
            amountMinor: minor(bid.amount, currency),
            deliveryDays: bid.days,
            milestones: (bid.milestones ?? []).map((stage) => ({
              title: stage.title,
              deliverable: stage.deliverable,
              amountMinor: minor(stage.amount, currency),
              dueOn: lagosToday(new Date(Date.now() + stage.dueInDays * DAY)),
            })),
            coverLetter: `I handle ${gig.category.replaceAll('_', ' ')} work in ${gig.address.split(',').at(-1)?.trim()} every week and will report on each point of your brief, with certified copies of what I find.`,
          }),
        );
      }
      if (gig.accept === undefined) continue;
      const buyerId = clientId(gig.client);
      const contractId = await acceptBid(db, env, buyerId, bidIds[gig.accept]!);
      const winner = gig.bids[gig.accept]!;
      if (gig.progress)
        await advanceDemoContract(
          { db, provider: walletProvider },
          {
            id: contractId,
            buyerId,
            sellerId: professionalId(winner.by),
            amountMinor: minor(winner.amount, currency),
            currency,
          },
          gig.progress,
        );
    }
    // Fresh demo notices are noise for whoever opens the demo first: keep them read.
    await db.execute(
      sql`UPDATE notifications SET read_at = now() WHERE user_id IN (${sql.join(
        [...clients, ...professionals].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    if (logger) logger.info({ gigs: DEMO_GIGS.length }, 'demo marketplace seeded');
  });
}
