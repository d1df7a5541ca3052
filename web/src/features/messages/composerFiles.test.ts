import { GIG_MESSAGES, MESSAGE_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { fileProblem, roomFor } from './composerFiles';

const MB = 1024 * 1024;

describe('checking files in the browser first', () => {
  it('takes PDF, JPEG and PNG up to 10 MB, by type or by name when the type is unknown', () => {
    expect(fileProblem({ name: 'plan.pdf', type: 'application/pdf', size: MB })).toBeUndefined();
    expect(fileProblem({ name: 'site.JPG', type: '', size: 10 * MB })).toBeUndefined();
    expect(fileProblem({ name: 'deed.png', type: 'image/png', size: 1 })).toBeUndefined();
  });

  it('refuses other types and bigger files with the server’s own words', () => {
    expect(fileProblem({ name: 'deed.docx', type: 'application/msword', size: 1 })).toBe(
      GIG_MESSAGES.fileType,
    );
    expect(fileProblem({ name: 'plan.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toBe(
      GIG_MESSAGES.fileTooLarge,
    );
  });

  it('keeps a message to five files and says so when more were picked', () => {
    expect(roomFor(0, 3)).toEqual({ take: 3, notice: undefined });
    expect(roomFor(3, 4)).toEqual({ take: 2, notice: MESSAGE_MESSAGES.tooManyFiles });
    expect(roomFor(5, 1)).toEqual({ take: 0, notice: MESSAGE_MESSAGES.tooManyFiles });
  });
});
