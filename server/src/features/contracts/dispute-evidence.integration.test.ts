import { randomUUID } from 'node:crypto';
import type { Attachment, ContractDetail, DisputeHistoryEntry } from '@titletrust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractBetween, faucet, getAs, moneyCall, postAs } from '../../../test/support/escrow';
import { PDF, PNG } from '../../../test/support/documents';
import { multipart } from '../../../test/support/multipart';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

describe('a dispute with evidence from both sides', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: Persona;
  let stranger: Persona;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    admin = await createPersona(app, database().db, 'admin');
    stranger = await createPersona(app, database().db, 'buyer');
  });
  afterAll(() => app.close());

  const uploadEvidence = (who: Persona, contractId: string, name: string, content: Buffer) => {
    const { payload, headers } = multipart(name, content);
    return app.inject({
      method: 'POST',
      url: `/api/contracts/${contractId}/dispute-files`,
      headers: { ...headers, cookie: who.cookie },
      payload,
    });
  };
  const evidence = async (who: Persona, contractId: string, name: string, content = PDF) => {
    const uploaded = await uploadEvidence(who, contractId, name, content);
    expect(uploaded.statusCode).toBe(201);
    return uploaded.json<{ attachment: Attachment }>().attachment;
  };

  /** A funded contract, and the thread between its two parties. */
  async function fundedContract() {
    const parties = await contractBetween(app, database().db, { amount: 400 });
    await faucet(app, parties.buyer, 400);
    expect(
      (await moneyCall(app, parties.buyer, `/api/contracts/${parties.contractId}/fund`)).statusCode,
    ).toBe(200);
    const thread = await postAs(app, parties.buyer, '/api/threads', {
      gigId: parties.gigId,
      professionalId: parties.seller.id,
    });
    expect(thread.statusCode).toBeLessThan(300);
    const threadId = thread.json<{ thread: { id: string } }>().thread.id;
    const say = async (who: Persona, body: string, attachmentIds: string[] = []) => {
      const sent = await postAs(app, who, `/api/threads/${threadId}/messages`, {
        id: randomUUID(),
        body,
        attachmentIds,
      });
      expect(sent.statusCode).toBeLessThan(300);
    };
    return { ...parties, say };
  }

  it('keeps each side’s files with its statement, for the parties and the admin, in the order it happened', async () => {
    const { buyer, seller, contractId, say } = await fundedContract();
    await say(buyer, 'When will the registry search be ready?');
    await say(seller, 'The registry is closed this week; I will send it next week.');

    const receipt = await evidence(buyer, contractId, 'payment-receipt.pdf');
    const photo = await evidence(buyer, contractId, 'site-photo.png', PNG);
    const opened = await postAs(app, buyer, `/api/contracts/${contractId}/dispute`, {
      reason: 'Three weeks late and no registry search, although it was paid for in full.',
      fileIds: [receipt.id, photo.id],
    });
    expect(opened.statusCode).toBe(200);
    const afterOpening = opened.json<{ contract: ContractDetail }>().contract;
    expect(afterOpening.state).toBe('disputed');
    expect(afterOpening.dispute!.reasonFiles.map((file) => file.fileName)).toEqual([
      'payment-receipt.pdf',
      'site-photo.png',
    ]);
    expect(afterOpening.dispute!.responseFiles).toEqual([]);

    await say(seller, 'I have the registry’s closure notice; it is attached to my statement.');
    const notice = await evidence(seller, contractId, 'registry-closure-notice.pdf');
    const answered = await postAs(app, seller, `/api/contracts/${contractId}/dispute-response`, {
      statement: 'The Lagos Land Registry was closed for an audit; the notice shows the dates.',
      fileIds: [notice.id],
    });
    expect(answered.statusCode).toBe(200);

    // Both parties see both sides' files on the contract page, and can open them.
    for (const party of [buyer, seller]) {
      const { contract } = (await getAs(app, party, `/api/contracts/${contractId}`)).json<{
        contract: ContractDetail;
      }>();
      expect(contract.dispute!.reasonFiles.map((file) => file.id)).toEqual([receipt.id, photo.id]);
      expect(contract.dispute!.responseFiles.map((file) => file.id)).toEqual([notice.id]);
      const file = await app.inject({
        method: 'GET',
        url: contract.dispute!.responseFiles[0]!.url,
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }

    // The admin's card: both statements with their files and the messages, oldest first.
    const queue = (await getAs(app, admin, '/api/admin/disputes')).json<{
      disputes: { contract: ContractDetail; history: DisputeHistoryEntry[] }[];
    }>();
    const item = queue.disputes.find((entry) => entry.contract.id === contractId)!;
    expect(
      item.history.map(({ kind, side, text, files }) => ({
        kind,
        side,
        text: text.slice(0, 24),
        files: files.map((file) => file.fileName),
      })),
    ).toEqual([
      { kind: 'message', side: 'buyer', text: 'When will the registry s', files: [] },
      { kind: 'message', side: 'seller', text: 'The registry is closed t', files: [] },
      {
        kind: 'opened',
        side: 'buyer',
        text: 'Three weeks late and no ',
        files: ['payment-receipt.pdf', 'site-photo.png'],
      },
      { kind: 'message', side: 'seller', text: 'I have the registry’s cl', files: [] },
      {
        kind: 'answered',
        side: 'seller',
        text: 'The Lagos Land Registry ',
        files: ['registry-closure-notice.pdf'],
      },
    ]);
    const times = item.history.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const { buyer: client, seller: professional } = item.contract;
    expect(item.history.map((entry) => entry.authorName)).toEqual([
      client.name,
      professional.name,
      client.name,
      professional.name,
      professional.name,
    ]);
    const adminLink = item.history[4]!.files[0]!.url;
    expect((await app.inject({ method: 'GET', url: adminLink })).statusCode).toBe(200);
  });

  it('lets no one else see, add or borrow the evidence', async () => {
    const { buyer, seller, contractId } = await fundedContract();
    const theirs = await evidence(seller, contractId, 'professional-proof.pdf');

    // Someone outside the contract uploads nothing to it and reads nothing of it.
    expect((await uploadEvidence(stranger, contractId, 'fake.pdf', PDF)).statusCode).toBe(403);
    expect((await getAs(app, stranger, `/api/contracts/${contractId}`)).statusCode).toBe(403);
    expect((await getAs(app, stranger, '/api/admin/disputes')).statusCode).toBe(403);

    // The client cannot pass off the professional's file as theirs: nothing of the dispute is kept.
    const borrowed = await postAs(app, buyer, `/api/contracts/${contractId}/dispute`, {
      reason: 'Trying to attach a file that the other side uploaded, which must fail.',
      fileIds: [theirs.id],
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().error.fields).toEqual([
      { path: 'fileIds', message: 'Some files were not found. Please upload them again.' },
    ]);
    const still = (await getAs(app, buyer, `/api/contracts/${contractId}`)).json<{
      contract: ContractDetail;
    }>().contract;
    expect(still.state).toBe('active');
    expect(still.dispute).toBeNull();

    // A file that is not a PDF, JPEG or PNG by its bytes is refused, whatever its name says.
    const disguised = await uploadEvidence(buyer, contractId, 'evidence.pdf', Buffer.from('MZ…'));
    expect(disguised.statusCode).toBe(415);

    // A link altered by one character opens nothing.
    const link = theirs.url;
    const tampered = `${link.slice(0, -1)}${link.endsWith('0') ? '1' : '0'}`;
    expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
  });

  it('opens a PDF in the browser, sandboxed, never sniffed', async () => {
    const { seller, contractId } = await fundedContract();
    const pdf = await evidence(seller, contractId, 'notice.pdf');
    const file = await app.inject({ method: 'GET', url: pdf.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline; filename="notice.pdf"');
    expect(file.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});
