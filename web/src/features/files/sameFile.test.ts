import { describe, expect, it } from 'vitest';
import { contentHashOf, sameFile, withoutRepeats } from './sameFile';

const plan = { fileName: 'survey-plan.pdf', sizeBytes: 52_431 };

describe('sameFile', () => {
  it('is the same stored file, or the same bytes under any name', () => {
    expect(sameFile({ ...plan, id: 'a' }, { fileName: 'other.pdf', sizeBytes: 1, id: 'a' })).toBe(
      true,
    );
    expect(
      sameFile(
        { ...plan, id: 'a', contentHash: 'ab12' },
        { fileName: 'plan (1).pdf', sizeBytes: 52_431, contentHash: 'ab12' },
      ),
    ).toBe(true);
  });

  it('tells different bytes apart even under one name and size', () => {
    expect(sameFile({ ...plan, contentHash: 'ab12' }, { ...plan, contentHash: 'cd34' })).toBe(
      false,
    );
  });

  it('falls back on the name and size where the bytes of one were never read', () => {
    expect(sameFile({ ...plan, id: 'a' }, { ...plan, contentHash: 'ab12' })).toBe(true);
    expect(sameFile({ ...plan, id: 'a' }, { ...plan, sizeBytes: 52_432 })).toBe(false);
    expect(sameFile({ ...plan, id: 'a' }, { ...plan, fileName: 'deed.pdf' })).toBe(false);
  });
});

describe('withoutRepeats', () => {
  it('keeps each document once, the first', () => {
    const restored = [
      { ...plan, id: 'a', contentHash: 'ab12' },
      { fileName: 'deed.pdf', sizeBytes: 10, id: 'b' },
      { ...plan, id: 'c', contentHash: 'ab12' },
      { fileName: 'deed.pdf', sizeBytes: 10, id: 'b' },
    ];
    expect(withoutRepeats(restored).map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});

describe('contentHashOf', () => {
  it('is the SHA-256 of the bytes', async () => {
    expect(await contentHashOf(new Blob(['abc']))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
