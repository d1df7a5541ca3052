import { FIND_GIGS_FIRST_REQUEST } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { contractBetween, getAs } from '../../test/support/escrow';
import { postGigAs } from '../../test/support/marketplace';
import { pageDataBlock, useAppServingFakeBuild } from '../../test/support/fake-web-build';
import { createPersona } from '../../test/support/personas';
import { useTestDatabase } from '../../test/support/test-database';

/** The page's first answer block (web-app.ts), or undefined when the page carries none. */
const pageAnswer = (page: string) =>
  pageDataBlock(page, 'page-answer') as { path: string; answer: unknown } | undefined;

describe('a page that brings the answer its content waits on', () => {
  const database = useTestDatabase();
  const app = useAppServingFakeBuild(database);

  const openPage = (url: string, cookie?: string) =>
    app().inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });

  it('carries a contract as GET /api/contracts/{id} answers each of its parties', async () => {
    const { buyer, seller, contractId } = await contractBetween(app(), database().db);
    for (const party of [buyer, seller]) {
      const page = await openPage(`/contracts/${contractId}`, party.cookie);
      const api = await getAs(app(), party, `/api/contracts/${contractId}`);
      expect(api.statusCode).toBe(200);
      expect(pageAnswer(page.body)).toEqual({
        path: `/api/contracts/${contractId}`,
        answer: api.json(),
      });
    }
  });

  it('carries nothing the API would refuse: a stranger, a visitor, a contract that is not there', async () => {
    const { contractId } = await contractBetween(app(), database().db);
    const stranger = await createPersona(app(), database().db, 'buyer');
    const refused = await getAs(app(), stranger, `/api/contracts/${contractId}`);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(pageAnswer((await openPage(`/contracts/${contractId}`, stranger.cookie)).body)).toBe(
      undefined,
    );
    expect(pageAnswer((await openPage(`/contracts/${contractId}`)).body)).toBeUndefined();
    const missing = '/contracts/00000000-0000-4000-8000-000000000000';
    expect(pageAnswer((await openPage(missing, stranger.cookie)).body)).toBeUndefined();
  });

  it('carries find-gigs opened without filters as the API answers it, and nothing for a search', async () => {
    const { db } = database();
    const client = await createPersona(app(), db, 'buyer');
    // A title that would end the script element if it were written as it is.
    await postGigAs(app(), client, { title: 'Survey </script><script>alert(1)</script> in Lekki' });
    const professional = await createPersona(app(), db, 'seller');

    const page = await openPage('/find-gigs', professional.cookie);
    const api = await getAs(app(), professional, FIND_GIGS_FIRST_REQUEST);
    const carried = pageAnswer(page.body);
    expect(carried).toEqual({ path: FIND_GIGS_FIRST_REQUEST, answer: api.json() });
    expect(JSON.stringify(carried)).toContain('</script><script>alert(1)');
    expect(page.body).not.toContain('<script>alert(1)');

    expect(pageAnswer((await openPage('/find-gigs?q=lekki', professional.cookie)).body)).toBe(
      undefined,
    );
    expect(pageAnswer((await openPage('/login', professional.cookie)).body)).toBeUndefined();
  });
});
