import { randomUUID } from 'node:crypto';
import {
  contractMoveResponseSchema,
  type ContractDetail,
  type SessionUser,
} from '@titletrust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractBetween,
  faucet,
  fullDelivery,
  getAs,
  moneyCall,
  postAs,
} from '../../../test/support/escrow';
import { usdc } from '../../../test/support/marketplace';
import { multipart } from '../../../test/support/multipart';
import { tablesScannedWhole } from '../../../test/support/query-plan';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import type { Database, Tx } from '../../db/client';
import { CONTRACT_PAGE, getContractPage } from './get-contract';

/**
 * The contract page is one statement (docs/decisions/023): a named one on the pool, an ordinary
 * one inside a transaction. Both must read every part of the page, the same, as it was written.
 */
describe('the contract page', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: Persona;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    admin = await createPersona(app, database().db, 'admin');
  });
  afterAll(() => app.close());

  it('reads the deliveries and their files, the dispute, the timeline and the balances', async () => {
    const { buyer, seller, contractId } = await contractBetween(app, database().db, {
      amount: 1000,
    });
    await faucet(app, buyer, 1500);
    await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`);
    const { payload, headers } = multipart('Registry search.pdf', Buffer.from('%PDF-1.4 search'));
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/contracts/${contractId}/delivery-files`,
      headers: { ...headers, cookie: seller.cookie },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const fileId: string = uploaded.json().attachment.id;
    await postAs(app, seller, `/api/contracts/${contractId}/deliveries`, fullDelivery([fileId]));
    await postAs(app, buyer, `/api/contracts/${contractId}/request-changes`, {
      note: 'Please attach the certified true copy of the registry search.',
    });
    await postAs(app, seller, `/api/contracts/${contractId}/deliveries`, fullDelivery());
    await postAs(app, buyer, `/api/contracts/${contractId}/dispute`, {
      reason: 'The second report drops the registry search that the first one had.',
    });
    await postAs(app, seller, `/api/contracts/${contractId}/dispute-response`, {
      statement: 'The search is in the first report; nothing was dropped.',
    });
    const resolved = await moneyCall(app, admin, `/api/admin/contracts/${contractId}/resolve`, {
      outcome: 'split',
      sellerMinor: usdc(700),
      buyerMinor: usdc(300),
      note: 'Most of the work was done.',
    });
    expect(resolved.statusCode).toBe(200);
    const answer = contractMoveResponseSchema.parse(resolved.json());
    const page = (await getAs(app, buyer, `/api/contracts/${contractId}`)).json().contract;

    const { contract } = answer;
    // File links are signed afresh on every read: compared apart.
    const withoutLinks = (detail: ContractDetail) => ({
      ...detail,
      deliveries: detail.deliveries.map((d) => ({ ...d, files: d.files.map((f) => f.id) })),
    });
    expect(withoutLinks(page)).toEqual({
      ...withoutLinks(contract),
      viewerRole: 'buyer',
      actions: [],
    });
    expect(contract).toMatchObject({
      state: 'resolved',
      amountMinor: usdc(1000),
      heldMinor: '0',
      funding: null,
      viewerRole: 'admin',
      dispute: {
        openerRole: 'buyer',
        openerName: expect.any(String),
        reason: 'The second report drops the registry search that the first one had.',
        response: 'The search is in the first report; nothing was dropped.',
        outcome: 'split',
        sellerMinor: usdc(700),
        buyerMinor: usdc(300),
        resolutionNote: 'Most of the work was done.',
      },
      // What moved, not the contract's terms (900 to the professional, 100 fee): 700 less its
      // 10 % fee, 300 back, and the fee on the professional's part only.
      settlement: {
        kind: 'split',
        sellerReceivedMinor: usdc(630),
        buyerRefundedMinor: usdc(300),
        feeMinor: usdc(70),
        at: expect.any(String),
      },
    });
    expect(contract.deliveries.map((d) => [d.revision, d.files.map((f) => f.fileName)])).toEqual([
      [1, ['Registry search.pdf']],
      [2, []],
    ]);
    const [file] = contract.deliveries[0]!.files;
    expect((await app.inject({ method: 'GET', url: file!.url })).body).toBe('%PDF-1.4 search');
    expect(contract.deliveries[0]!.checklist[0]).toMatchObject({ key: 'title_document' });
    expect(contract.deliveries[0]!.checklist[0]!.label).not.toBe('title_document');
    expect(contract.timeline.map((event) => [event.action, event.note])).toEqual([
      ['create', null],
      ['fund', null],
      ['deliver', null],
      ['request_changes', 'Please attach the certified true copy of the registry search.'],
      ['deliver', null],
      ['dispute', 'The second report drops the registry search that the first one had.'],
      ['resolve', 'Most of the work was done.'],
    ]);
    // Read for nobody: naira's row of zeros, which every answer has.
    expect(answer.balances).toEqual([
      {
        currency: 'NGN',
        availableMinor: '0',
        withdrawalPendingMinor: '0',
        inEscrowMinor: '0',
        incomingEscrowMinor: '0',
      },
    ]);

    // The times are the rows' own, to the millisecond.
    const { rows } = await database().pool.query<{ funded_at: Date; closed_at: Date }>(
      'SELECT funded_at, closed_at FROM contracts WHERE id = $1',
      [contractId],
    );
    expect(contract.fundedAt).toBe(rows[0]!.funded_at.toISOString());
    expect(contract.closedAt).toBe(rows[0]!.closed_at.toISOString());

    // The same page read inside a transaction, where the statement is not a named one.
    const viewer = { id: buyer.id, role: 'buyer' } as SessionUser;
    const deps = (db: Database | Tx) => ({ db, fileLinks: app.services.fileLinks });
    const onPool = await getContractPage(deps(database().db), viewer, contractId);
    const inTransaction = await database().db.transaction((tx) =>
      getContractPage(deps(tx), viewer, contractId),
    );
    expect(withoutLinks(inTransaction.contract)).toEqual(withoutLinks(onPool.contract));
    expect(inTransaction.balances).toEqual(onPool.balances);
    expect(onPool.balances.find((row) => row.currency === 'USDC')?.availableMinor).toBe(usdc(800));
  });

  it('reads how the escrow was paid out from its journal entry, and nothing before', async () => {
    const { buyer, seller, contractId } = await contractBetween(app, database().db, {
      amount: 400,
    });
    await faucet(app, buyer, 400);
    const funded = await moneyCall(app, buyer, `/api/contracts/${contractId}/fund`);
    expect(funded.json().contract.settlement).toBeNull();
    await postAs(app, seller, `/api/contracts/${contractId}/dispute`, {
      reason: 'The client asked for work that the gig never described.',
    });
    const refunded = await moneyCall(app, admin, `/api/admin/contracts/${contractId}/resolve`, {
      outcome: 'refund',
      note: 'Nothing was delivered, so all goes back.',
    });
    const { contract } = contractMoveResponseSchema.parse(refunded.json());
    const { rows } = await database().pool.query<{ created_at: Date }>(
      `SELECT created_at FROM journal_entries WHERE contract_id = $1 AND kind = 'refund'`,
      [contractId],
    );
    expect(contract.settlement).toEqual({
      kind: 'refund',
      sellerReceivedMinor: '0',
      buyerRefundedMinor: usdc(400),
      feeMinor: '0',
      at: rows[0]!.created_at.toISOString(),
    });
  });

  it('reads every part by index: no table is scanned whole for one contract', async () => {
    const values = [randomUUID(), randomUUID()];
    expect(await tablesScannedWhole(database().pool, CONTRACT_PAGE.text, values)).toEqual([]);
  });
});
