import { gigDetailSchema, gigPageSchema } from '@titletrust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigs } from '../../db/schema';
import {
  bidAs,
  createVerifiedSeller,
  gigBody,
  postGigAs,
  usdc,
} from '../../../test/support/marketplace';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { eq } from 'drizzle-orm';
import { multipart } from '../../../test/support/multipart';

describe('gigs', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let buyer: Persona;
  let otherBuyer: Persona;
  let seller: Persona;

  beforeAll(async () => {
    app = await buildTestApp(database());
    buyer = await createPersona(app, database().db, 'buyer');
    otherBuyer = await createPersona(app, database().db, 'buyer');
    seller = await createVerifiedSeller(app, database().db);
  });
  afterAll(() => app.close());

  const upload = (persona: Persona, fileName: string, content: Buffer) => {
    const { payload, headers } = multipart(fileName, content);
    return app.inject({
      method: 'POST',
      url: '/api/gig-attachments',
      headers: { ...headers, cookie: persona.cookie },
      payload,
    });
  };

  it('publishes a land-title gig with its checklist and a title document behind a signed link', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF');
    const uploaded = await upload(buyer, 'C of O <scan>.pdf', pdf);
    expect(uploaded.statusCode).toBe(201);
    const { attachment } = uploaded.json();
    expect(attachment).toMatchObject({
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      fileName: 'C of O _scan_.pdf',
    });

    const gig = await postGigAs(app, buyer, { attachmentIds: [attachment.id] });
    const detail = gigDetailSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/gigs/${gig.id}`,
          headers: { cookie: seller.cookie },
        })
      ).json().gig,
    );
    expect(detail).toMatchObject({
      state: 'open',
      isOwner: false,
      bidCount: 0,
      propertyState: 'LA',
      buyerFirstName: 'Chiamaka',
      myBid: null,
      contractId: null,
    });
    expect(detail.checklist.map((item) => item.key)).toContain('governors_consent');
    const link = detail.attachments[0]!.url;
    const file = await app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const flipped = link.endsWith('0') ? `${link.slice(0, -1)}1` : `${link.slice(0, -1)}0`;
    const tampered = await app.inject({ method: 'GET', url: flipped });
    expect(tampered.statusCode).toBe(403);
  });

  it('checks a file by its content, not its name, and limits its size', async () => {
    const disguised = await upload(
      buyer,
      'title.pdf',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().error.message).toBe(
      'Invalid file type. Only JPG, PNG, and PDF files are allowed.',
    );
    const huge = await upload(
      buyer,
      'plan.png',
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(10 * 1024 * 1024 + 1),
      ]),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('Files can be at most 10 MB');
    const fromSeller = await upload(seller, 'x.pdf', Buffer.from('%PDF-1.4'));
    expect(fromSeller.statusCode).toBe(403);
  });

  it("refuses another client's upload as an attachment", async () => {
    const { attachment } = (
      await upload(otherBuyer, 'deed.pdf', Buffer.from('%PDF-1.4 deed'))
    ).json();
    const response = await app.inject({
      method: 'POST',
      url: '/api/gigs',
      headers: { cookie: buyer.cookie },
      payload: gigBody({ attachmentIds: [attachment.id] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Some attachments were not found. Please upload them again.',
    );
  });

  it('explains every bad field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/gigs',
      headers: { cookie: buyer.cookie },
      payload: gigBody({
        title: 'Short',
        propertyState: 'XX',
        budgetMinMinor: usdc(5),
        budgetMaxMinor: 'abc',
        bidDeadline: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { fields: { path: string; message: string }[] } }>();
    const fields = Object.fromEntries(error.fields.map((f) => [f.path, f.message]));
    expect(fields).toMatchObject({
      title: 'Give the job a title of 10 to 120 characters',
      propertyState: 'Choose the state where the property is',
      budgetMinMinor: 'Budgets run from 10 to 1,000,000 USDC',
      budgetMaxMinor: 'Enter the budget as a number, e.g. 350,000 or 750.50',
    });
    const order = await app.inject({
      method: 'POST',
      url: '/api/gigs',
      headers: { cookie: buyer.cookie },
      payload: gigBody({ budgetMinMinor: usdc(800), budgetMaxMinor: usdc(700) }),
    });
    expect(order.json().error.fields).toEqual([
      { path: 'budgetMaxMinor', message: 'The maximum must be at least the minimum' },
    ]);
    const soon = await app.inject({
      method: 'POST',
      url: '/api/gigs',
      headers: { cookie: buyer.cookie },
      payload: gigBody({ bidDeadline: new Date(Date.now() + 3_600_000).toISOString() }),
    });
    expect(soon.json().error.fields).toEqual([
      {
        path: 'bidDeadline',
        message: 'The bid deadline must be between 24 hours and 90 days from now',
      },
    ]);
  });

  it('finds open gigs by a word of their description, ranked, filtered and paged by keyset', async () => {
    const token = `kw${Date.now().toString(36)}`;
    const posted: { id: string }[] = [];
    for (const [i, state] of (['LA', 'FC', 'LA', 'RI', 'LA'] as const).entries()) {
      posted.push(
        await postGigAs(app, otherBuyer, {
          title: `Survey plan charting in ${state} number ${i}`,
          description: `Charting of the survey plan at the Surveyor-General's office, reference ${token}, for a residential plot. Budget is firm.`,
          category: i % 2 ? 'property_surveys' : 'due_diligence',
          propertyState: state,
          budgetMinMinor: usdc(100 * (i + 1)),
          budgetMaxMinor: undefined,
        }),
      );
    }
    const search = async (query: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/gigs?${query}`,
        headers: { cookie: seller.cookie },
      });
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.body}`);
      return gigPageSchema.parse(response.json());
    };

    const all = await search(`q=${token}`);
    expect(all.total).toBe(5);
    expect(all.items.map((gig) => gig.id)).toEqual([...posted].reverse().map((gig) => gig.id));

    expect((await search(`q=${token}&state=LA`)).total).toBe(3);
    expect((await search(`q=${token}&category=property_surveys`)).total).toBe(2);
    expect(
      (
        await search(
          `q=${token}&currency=USDC&budgetMinMinor=${usdc(250)}&budgetMaxMinor=${usdc(450)}`,
        )
      ).items.map((g) => g.budgetMinMinor),
    ).toEqual([usdc(400), usdc(300)]);
    expect(
      (await search(`q=${token}&currency=USDC&sort=budget_high`)).items.map(
        (g) => g.budgetMinMinor,
      ),
    ).toEqual([500, 400, 300, 200, 100].map(usdc));
    expect((await search(`q=${token}&sort=relevance`)).total).toBe(5);

    for (const sort of ['newest', 'budget_low', 'relevance']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await search(
          `q=${token}&currency=USDC&sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.items.map((gig) => gig.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, sort).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
    }

    expect((await bidAs(app, seller, posted[0]!.id)).statusCode).toBe(201);
    const marked = await search(`q=${token}`);
    expect(marked.items.find((gig) => gig.id === posted[0]!.id)).toMatchObject({
      viewerHasBid: true,
      bidCount: 1,
    });

    await app.inject({
      method: 'POST',
      url: `/api/gigs/${posted[1]!.id}/cancel`,
      headers: { cookie: otherBuyer.cookie },
    });
    await database()
      .db.update(gigs)
      .set({ bidDeadline: new Date(Date.now() - 1000) })
      .where(eq(gigs.id, posted[2]!.id));
    expect((await search(`q=${token}`)).total).toBe(3);

    const broken = await app.inject({
      method: 'GET',
      url: '/api/gigs?cursor=not-a-cursor',
      headers: { cookie: seller.cookie },
    });
    expect(broken.statusCode).toBe(400);
    expect((await search('q=the')).total).toBeGreaterThan(0);
  });

  it('answers 400, not 500, to a page link made for another sort or forged', async () => {
    for (let i = 0; i < 3; i++) await postGigAs(app, buyer);
    const get = (query: string) =>
      app.inject({ method: 'GET', url: `/api/gigs?${query}`, headers: { cookie: seller.cookie } });
    const newest = gigPageSchema.parse((await get('limit=1')).json()).nextCursor!;
    const byBudget = gigPageSchema.parse(
      (await get('sort=budget_low&currency=USDC&limit=1')).json(),
    ).nextCursor!;
    const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const [, id] = JSON.parse(Buffer.from(newest, 'base64url').toString()) as [string, string];
    // Found by `npm run fuzz:api`: a newest-first link reused for budget order was a 500.
    for (const query of [
      `sort=budget_low&cursor=${newest}`,
      `sort=budget_high&cursor=${newest}`,
      `sort=newest&cursor=${byBudget}`,
      `sort=relevance&q=plot&cursor=${newest}`,
      `cursor=${forged(['2026-02-30 25:00:00+00', id])}`,
      `cursor=${forged(['yesterday', id])}`,
      `sort=budget_low&cursor=${forged(['1e3', id])}`,
      `sort=budget_low&cursor=${forged(['99999999999999999999', id])}`,
      `sort=budget_low&cursor=${forged(['100', 'not-a-uuid'])}`,
    ]) {
      const answer = await get(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error.message).toMatch(/page link is not valid/);
    }
    expect((await get(`cursor=${newest}`)).statusCode).toBe(200);
    expect((await get(`sort=budget_low&currency=USDC&cursor=${byBudget}`)).statusCode).toBe(200);
  });

  it('lets only its client cancel a gig, and only while it is open', async () => {
    const gig = await postGigAs(app, buyer);
    const byOther = await app.inject({
      method: 'POST',
      url: `/api/gigs/${gig.id}/cancel`,
      headers: { cookie: otherBuyer.cookie },
    });
    expect(byOther.statusCode).toBe(403);
    const bySeller = await app.inject({
      method: 'POST',
      url: `/api/gigs/${gig.id}/cancel`,
      headers: { cookie: seller.cookie },
    });
    expect(bySeller.statusCode).toBe(403);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/gigs/${gig.id}/cancel`,
      headers: { cookie: buyer.cookie },
    });
    expect(cancelled.json().gig.state).toBe('cancelled');
    const again = await app.inject({
      method: 'POST',
      url: `/api/gigs/${gig.id}/cancel`,
      headers: { cookie: buyer.cookie },
    });
    expect(again.statusCode).toBe(409);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/gigs/mine',
      headers: { cookie: buyer.cookie },
    });
    const { gigs } = mine.json<{ gigs: { id: string; state: string }[] }>();
    expect(gigs.find((g) => g.id === gig.id)?.state).toBe('cancelled');
  });

  it('lets only its client edit a gig while it is open, swaps attachments and tells the bidders', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF');
    const first = (await upload(buyer, 'deed.pdf', pdf)).json<{ attachment: { id: string } }>();
    const second = (await upload(buyer, 'survey.pdf', pdf)).json<{ attachment: { id: string } }>();
    const gig = await postGigAs(app, buyer, { attachmentIds: [first.attachment.id] });
    expect((await bidAs(app, seller, gig.id)).statusCode).toBe(201);

    const edit = (persona: Persona, overrides: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/gigs/${gig.id}`,
        headers: { cookie: persona.cookie },
        payload: gigBody(overrides),
      });
    expect((await edit(otherBuyer, {})).statusCode).toBe(403);
    expect((await edit(seller, {})).statusCode).toBe(403);
    const bad = await edit(buyer, { title: 'x' });
    expect(bad.statusCode).toBe(400);

    const edited = await edit(buyer, {
      title: 'Verify the C of O and the survey plan in Lekki',
      budgetMaxMinor: usdc(900),
      attachmentIds: [second.attachment.id],
    });
    expect(edited.statusCode).toBe(200);
    const detail = gigDetailSchema.parse(edited.json().gig);
    expect(detail).toMatchObject({
      title: 'Verify the C of O and the survey plan in Lekki',
      budgetMaxMinor: usdc(900),
      state: 'open',
    });
    expect(detail.attachments.map((a) => a.id)).toEqual([second.attachment.id]);

    const notices = await app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: seller.cookie },
    });
    expect(notices.json().notifications[0]).toMatchObject({
      title: 'A gig you bid on was updated',
      href: `/gigs/${gig.id}`,
    });

    await app.inject({
      method: 'POST',
      url: `/api/gigs/${gig.id}/cancel`,
      headers: { cookie: buyer.cookie },
    });
    const late = await edit(buyer, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Only an open gig can be edited.');
  });
});
