import { describe, expect, it } from 'vitest';
import { createFileLinks, SIGNED_LINK_SECONDS } from './signed-links';
import { sniffContentType } from './sniff-content-type';

describe('sniffContentType', () => {
  it('recognises PDF, PNG and JPEG by their first bytes', () => {
    expect(sniffContentType(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffContentType(Buffer.from('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(sniffContentType(Buffer.from('MZ\x90\x00'))).toBeUndefined();
    expect(sniffContentType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('signed file links', () => {
  const links = createFileLinks('server-secret');
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('verify for an hour, and only for the file they name', () => {
    const url = new URL(links.sign('file-1', now), 'http://x');
    const expires = url.searchParams.get('expires')!;
    const signature = url.searchParams.get('signature')!;
    expect(Number(expires)).toBe(now / 1000 + SIGNED_LINK_SECONDS);
    expect(links.verify('file-1', expires, signature, now + 3_599_000)).toBe(true);
    expect(links.verify('file-1', expires, signature, now + 3_601_000)).toBe(false);
    expect(links.verify('file-2', expires, signature, now)).toBe(false);
    expect(links.verify('file-1', String(Number(expires) + 1000), signature, now)).toBe(false);
    expect(links.verify('file-1', expires, 'abcd', now)).toBe(false);
    expect(createFileLinks('another-secret').verify('file-1', expires, signature, now)).toBe(false);
  });
});
