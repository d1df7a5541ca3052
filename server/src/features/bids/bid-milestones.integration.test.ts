import {
  bidResponseSchema,
  bidsResponseSchema,
  gigDetailSchema,
  lagosToday,
  MILESTONE_MESSAGES,
} from '@titletrust/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bids,
  contractMilestones,
  contracts,
  milestoneProposals,
  notifications,
} from '../../db/schema';
import { bidAs, createVerifiedSeller, postGigAs } from '../../../test/support/marketplace';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { NEGOTIATION_MESSAGES } from './bid-negotiation';

/** Naira in kobo, as the API takes it. */
const ngn = (naira: number) => String(BigInt(naira) * 100n);

/** A Lagos calendar day `days` from today. */
function day(days: number): string {
  const today = new Date(`${lagosToday()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const milestone = (title: string, naira: number, dueIn: number) => ({
  title,
  deliverable: `${title}: the report, with certified copies.`,
  amountMinor: ngn(naira),
  dueOn: day(dueIn),
});

const THREE = [
  milestone('Land registry search', 200_000, 7),
  milestone('Survey charting', 300_000, 21),
  milestone('Deed of assignment', 500_000, 35),
];

describe('milestones on bids', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let client: Persona;
  let professional: Persona;
  let stranger: Persona;

  beforeAll(async () => {
    const { db } = database();
    app = await buildTestApp(database());
    client = await createPersona(app, db, 'buyer');
    professional = await createVerifiedSeller(app, db);
    stranger = await createVerifiedSeller(app, db);
  });
  afterAll(() => app.close());

  const nairaGig = () =>
    postGigAs(app, client, {
      title: 'Title search, survey and deed for a plot at Ibeju-Lekki',
      currency: 'NGN',
      budgetMinMinor: ngn(500_000),
      budgetMaxMinor: ngn(2_000_000),
    });
  const bidWith = (gigId: string, milestones: unknown[]) =>
    bidAs(app, professional, gigId, { amountMinor: ngn(1_000_000), milestones });
  const post = (persona: Persona, url: string, payload?: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie: persona.cookie }, payload });
  const bidsOf = (gigId: string) => database().db.select().from(bids).where(eq(bids.gigId, gigId));
  const clientsView = async (gigId: string) =>
    bidsResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/gigs/${gigId}/bids`,
          headers: { cookie: client.cookie },
        })
      ).json(),
    ).bids[0]!;

  it('stores three milestones that add up to the price, and shows them to both sides in order', async () => {
    const gig = await nairaGig();
    const placed = await bidWith(gig.id, THREE);
    expect(placed.statusCode).toBe(201);
    const shown = THREE.map((item, index) => ({ position: index + 1, ...item }));
    expect(bidResponseSchema.parse(placed.json()).bid).toMatchObject({
      milestones: shown,
      pendingProposal: null,
    });
    const [stored] = await bidsOf(gig.id);
    expect(stored!.milestones).toEqual(THREE);
    expect((await clientsView(gig.id)).milestones).toEqual(shown);
    const page = await app.inject({
      method: 'GET',
      url: `/api/gigs/${gig.id}`,
      headers: { cookie: professional.cookie },
    });
    const detail = gigDetailSchema.parse(page.json().gig);
    expect(detail.myBid?.milestones).toEqual(shown);
  });

  it('shows a bid without a list as one milestone of the whole price', async () => {
    const gig = await nairaGig();
    expect((await bidWith(gig.id, [])).statusCode).toBe(201);
    expect((await clientsView(gig.id)).milestones).toEqual([
      {
        position: 1,
        title: 'Title search, survey and deed for a plot at Ibeju-Lekki',
        deliverable: 'The whole of the work, delivered at once.',
        amountMinor: ngn(1_000_000),
        dueOn: null,
      },
    ]);
  });

  it.each([
    {
      what: 'amounts that do not add up to the price',
      milestones: THREE.slice(0, 2),
      fields: [
        {
          path: 'milestones',
          message:
            'The milestones add up to ₦500,000.00 but the price is ₦1,000,000.00: add ₦500,000.00.',
        },
      ],
    },
    {
      what: 'a milestone below ₦1,000',
      milestones: [
        milestone('Land registry search', 999, 7),
        milestone('Survey and deed', 999_001, 21),
      ],
      fields: [
        { path: 'milestones.0.amountMinor', message: 'Each milestone is at least ₦1,000.00' },
      ],
    },
    {
      what: 'eleven milestones',
      milestones: Array.from({ length: 11 }, (_, index) =>
        milestone(`Stage ${index + 1}`, index < 10 ? 90_000 : 100_000, index + 1),
      ),
      fields: [{ path: 'milestones', message: MILESTONE_MESSAGES.tooMany }],
    },
    {
      what: 'a due date in the past',
      milestones: [milestone('Land registry search', 400_000, -1), ...THREE.slice(1, 2)].concat(
        milestone('Deed of assignment', 300_000, 40),
      ),
      fields: [{ path: 'milestones.0.dueOn', message: MILESTONE_MESSAGES.dueInPast }],
    },
    {
      what: 'due dates out of order',
      milestones: [THREE[0], THREE[2], THREE[1]],
      fields: [{ path: 'milestones.2.dueOn', message: MILESTONE_MESSAGES.dueOutOfOrder }],
    },
  ])('refuses $what on the field it concerns, and stores nothing', async (bad) => {
    const gig = await nairaGig();
    const response = await bidWith(gig.id, bad.milestones);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: bad.fields[0]!.message,
      fields: bad.fields,
    });
    expect(await bidsOf(gig.id)).toEqual([]);
  });

  it('lets the client propose a change, the professional answer, and the client agree', async () => {
    const gig = await nairaGig();
    const bidId = bidResponseSchema.parse((await bidWith(gig.id, THREE)).json()).bid.id;
    const clientsList = [
      milestone('Search and survey', 500_000, 14),
      milestone('Deed of assignment', 500_000, 30),
    ];
    const proposed = await post(client, `/bids/${bidId}/milestone-proposals`, {
      milestones: clientsList,
    });
    expect(proposed.statusCode).toBe(200);
    const afterProposal = bidResponseSchema.parse(proposed.json()).bid;
    // The bid keeps its list until the professional agrees.
    expect(afterProposal.milestones.map((item) => item.title)).toEqual(
      THREE.map((item) => item.title),
    );
    expect(afterProposal.pendingProposal).toMatchObject({
      by: 'buyer',
      milestones: clientsList.map((item, index) => ({ position: index + 1, ...item })),
    });
    const toProfessional = await database()
      .db.select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, professional.id),
          eq(notifications.type, 'milestones_proposed'),
        ),
      );
    expect(toProfessional).toMatchObject([{ href: `/gigs/${gig.id}` }]);

    // The client cannot agree to their own proposal.
    const ownAgree = await post(client, `/bids/${bidId}/milestone-proposals/agree`);
    expect(ownAgree.statusCode).toBe(409);
    expect(ownAgree.json().error.message).toBe(NEGOTIATION_MESSAGES.ownProposal);

    // The professional answers with another list: it is the one question on the table now.
    const answer = [
      milestone('Search and survey', 600_000, 14),
      milestone('Deed of assignment', 400_000, 30),
    ];
    const answered = await post(professional, `/bids/${bidId}/milestone-proposals`, {
      milestones: answer,
    });
    expect(answered.statusCode).toBe(200);
    expect(bidResponseSchema.parse(answered.json()).bid.pendingProposal?.by).toBe('seller');
    const rows = await database()
      .db.select()
      .from(milestoneProposals)
      .where(eq(milestoneProposals.bidId, bidId))
      .orderBy(milestoneProposals.createdAt);
    expect(rows.map((row) => [row.proposerRole, row.state])).toEqual([
      ['buyer', 'answered'],
      ['seller', 'pending'],
    ]);

    const agreed = await post(client, `/bids/${bidId}/milestone-proposals/agree`);
    expect(agreed.statusCode).toBe(200);
    const bid = bidResponseSchema.parse(agreed.json()).bid;
    expect(bid.pendingProposal).toBeNull();
    expect(bid.milestones).toEqual(answer.map((item, index) => ({ position: index + 1, ...item })));
    expect((await bidsOf(gig.id))[0]!.milestones).toEqual(answer);
    const toProfessionalAgreed = await database()
      .db.select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, professional.id), eq(notifications.type, 'milestones_agreed')),
      );
    expect(toProfessionalAgreed).toHaveLength(1);

    // Nothing is left to agree to.
    const again = await post(professional, `/bids/${bidId}/milestone-proposals/agree`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MILESTONE_MESSAGES.noProposal);
  });

  it('refuses a proposal that does not divide the price, with the field it concerns', async () => {
    const gig = await nairaGig();
    const bidId = bidResponseSchema.parse((await bidWith(gig.id, THREE)).json()).bid.id;
    const response = await post(client, `/bids/${bidId}/milestone-proposals`, {
      milestones: [milestone('Everything', 1_200_000, 10)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      {
        path: 'milestones',
        message:
          'The milestones add up to ₦1,200,000.00 but the price is ₦1,000,000.00: remove ₦200,000.00.',
      },
    ]);
    expect(
      await database()
        .db.select()
        .from(milestoneProposals)
        .where(eq(milestoneProposals.bidId, bidId)),
    ).toEqual([]);
  });

  it('refuses strangers, and any change once the bid is no longer pending', async () => {
    const gig = await nairaGig();
    const bidId = bidResponseSchema.parse((await bidWith(gig.id, THREE)).json()).bid.id;
    const otherClient = await createPersona(app, database().db, 'buyer');
    for (const outsider of [stranger, otherClient]) {
      const refused = await post(outsider, `/bids/${bidId}/milestone-proposals`, {
        milestones: THREE,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(NEGOTIATION_MESSAGES.notParty);
      expect((await post(outsider, `/bids/${bidId}/milestone-proposals/agree`)).statusCode).toBe(
        403,
      );
    }
    const unknown = await post(client, `/bids/${crypto.randomUUID()}/milestone-proposals/agree`);
    expect(unknown.statusCode).toBe(404);

    // A withdrawn bid takes no proposal.
    const withdrawnGig = await nairaGig();
    const withdrawnId = bidResponseSchema.parse((await bidWith(withdrawnGig.id, THREE)).json()).bid
      .id;
    expect((await post(professional, `/bids/${withdrawnId}/withdraw`)).statusCode).toBe(200);
    const afterWithdrawal = await post(client, `/bids/${withdrawnId}/milestone-proposals`, {
      milestones: THREE,
    });
    expect(afterWithdrawal.statusCode).toBe(409);
    expect(afterWithdrawal.json().error.message).toBe(NEGOTIATION_MESSAGES.notPending);

    // A proposal the professional has not agreed to does not count once the bid is accepted.
    expect(
      (
        await post(client, `/bids/${bidId}/milestone-proposals`, {
          milestones: THREE.slice(0, 1).map((item) => ({ ...item, amountMinor: ngn(1_000_000) })),
        })
      ).statusCode,
    ).toBe(200);
    expect((await post(client, `/bids/${bidId}/accept`)).statusCode).toBe(200);
    expect((await bidsOf(gig.id))[0]!.milestones).toEqual(THREE);
    const contractStages = await database()
      .db.select({ title: contractMilestones.title, amount: contractMilestones.amountMinor })
      .from(contractMilestones)
      .innerJoin(contracts, eq(contracts.id, contractMilestones.contractId))
      .where(eq(contracts.bidId, bidId))
      .orderBy(contractMilestones.position);
    expect(contractStages).toEqual(
      THREE.map((item) => ({ title: item.title, amount: BigInt(item.amountMinor) })),
    );
    for (const side of [client, professional]) {
      const late = await post(side, `/bids/${bidId}/milestone-proposals`, { milestones: THREE });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe(NEGOTIATION_MESSAGES.notPending);
    }
    const lateAgree = await post(professional, `/bids/${bidId}/milestone-proposals/agree`);
    expect(lateAgree.statusCode).toBe(409);
    expect(lateAgree.json().error.message).toBe(NEGOTIATION_MESSAGES.notPending);
  });
});
