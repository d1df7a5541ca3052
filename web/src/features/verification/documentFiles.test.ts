import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { documentProblemOf, formatFileSize } from './documentFiles';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('documentProblemOf', () => {
  it('takes JPEG, PNG and PDF files, whatever the case of their name', () => {
    expect(documentProblemOf(file('id.jpg', 'image/jpeg'))).toBeUndefined();
    expect(documentProblemOf(file('ID.JPEG', 'image/jpeg'))).toBeUndefined();
    expect(documentProblemOf(file('selfie.png', 'image/png'))).toBeUndefined();
    expect(documentProblemOf(file('receipt.pdf', 'application/pdf'))).toBeUndefined();
  });

  it("lets the name decide when the browser does not know the file's type", () => {
    expect(documentProblemOf(file('receipt.pdf', ''))).toBeUndefined();
    expect(documentProblemOf(file('receipt.docx', ''))).toBe(DOCUMENT_MESSAGES.invalidType);
  });

  it("refuses other types with the server's own message", () => {
    expect(documentProblemOf(file('me.webp', 'image/webp'))).toBe(DOCUMENT_MESSAGES.invalidType);
    expect(documentProblemOf(file('scan.heic', 'image/heic'))).toBe(DOCUMENT_MESSAGES.invalidType);
    // A renamed file whose type the browser knows is not taken on its name.
    expect(documentProblemOf(file('script.pdf', 'text/html'))).toBe(DOCUMENT_MESSAGES.invalidType);
    expect(documentProblemOf(file('pdf', 'application/pdf'))).toBe(DOCUMENT_MESSAGES.invalidType);
  });

  it('refuses a file over the limit, and takes one exactly at it', () => {
    const max = DOCUMENT_LIMITS.bytesMax;
    expect(documentProblemOf(file('id.png', 'image/png', max))).toBeUndefined();
    expect(documentProblemOf(file('id.png', 'image/png', max + 1))).toBe(
      DOCUMENT_MESSAGES.tooLarge,
    );
  });
});

describe('formatFileSize', () => {
  it('shows megabytes with one decimal and kilobytes whole, never zero', () => {
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatFileSize(180 * 1024)).toBe('180 KB');
    expect(formatFileSize(12)).toBe('1 KB');
  });
});
