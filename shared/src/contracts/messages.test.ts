import { describe, expect, it } from 'vitest';
import { looksOffPlatform, sendMessageSchema } from './messages';

describe('looksOffPlatform', () => {
  it.each([
    'Call me on 0803 123 4567',
    'my number is +2348031234567',
    'write to tunde.bakare@gmail.com',
    'Just pay directly to my bank account',
    'send the money to my account number',
    'add me on WhatsApp',
  ])('warns on %s', (text) => expect(looksOffPlatform(text)).toBe(true));

  it.each([
    'Is the C of O registered at Alausa?',
    'The survey plan number is LA/1234/2020',
    'I can deliver the search report in 5 days for 250 USDC',
  ])('lets %s through quietly', (text) => expect(looksOffPlatform(text)).toBe(false));
});

describe('sendMessageSchema', () => {
  const id = '6c1f0a4e-2f1d-4c4e-9d59-8b8f2b1f0c11';
  it('needs words or a file, trims and caps the words', () => {
    expect(sendMessageSchema.safeParse({ id, body: '   ' }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ id, body: 'x'.repeat(5001) }).success).toBe(false);
    expect(sendMessageSchema.parse({ id, body: '  hello ' }).body).toBe('hello');
    expect(sendMessageSchema.safeParse({ id, attachmentIds: [id] }).success).toBe(true);
  });
});
