import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assessPassword,
  newPasswordField,
  PASSWORD_MAX_LENGTH,
  PASSWORD_STRENGTH_LABELS,
  type PasswordStrengthLabel,
} from './password';

// Spec §5, typed out again rather than imported so a changed constant fails here.
const LABELS = ['Very Weak', 'Weak', 'Fair', 'Strong', 'Very Strong'] as const;
const COMMON = ['123456', 'password', 'qwerty', 'abc123', '111111', '000000'];
const WEAK = 'Password does not meet security requirements';
const REQUIRED = 'Password is required';
const TOO_LONG = 'Password must be at most 128 characters';

/**
 * The spec's score written out independently, character by character: +1 per rule met,
 * +0.5 at 12 characters, +0.5 at 16, -1 for a common pattern, -0.5 for a character repeated
 * three or more times in a row, clamped to 0..4. Characters are code points.
 */
function specScore(password: string): number {
  const chars = Array.from(password);
  const isSpecial = (c: string) => !/^[A-Za-z0-9]$/.test(c) && c.trim() !== '';
  const rulesMet = [
    chars.length >= 8,
    chars.some((c) => c >= 'A' && c <= 'Z'),
    chars.some((c) => c >= 'a' && c <= 'z'),
    chars.some((c) => c >= '0' && c <= '9'),
    chars.some(isSpecial),
  ].filter(Boolean).length;
  let score = rulesMet;
  if (chars.length >= 12) score += 0.5;
  if (chars.length >= 16) score += 0.5;
  if (COMMON.some((pattern) => password.toLowerCase().includes(pattern))) score -= 1;
  if (chars.some((c, i) => c === chars[i + 1] && c === chars[i + 2])) score -= 0.5;
  return Math.min(4, Math.max(0, score));
}

/**
 * Passwords built from fragments likely to trip every clause: each rule's characters, common
 * patterns in several cases, runs, whitespace, an emoji (two UTF-16 units, one character).
 */
const passwordLike = fc.string({
  unit: fc.constantFrom(
    ...['a', 'b', 'Z', 'Q', '1', '7', '!', '#', '_', ' ', '\n', '😀', 'é'],
    ...['aaa', '!!!', '999', 'password', 'PassWord', 'qwerty', 'QWERTY', 'abc123', '111111'],
  ),
  maxLength: 30,
});
const anyString = fc.oneof(passwordLike, fc.string(), fc.string({ unit: 'binary' }));

describe('assessPassword: hand-computed scores', () => {
  it.each<[string, number, PasswordStrengthLabel, boolean, string]>([
    ['', 0, 'Very Weak', false, 'no rule met'],
    ['abc', 1, 'Weak', false, 'lower'],
    ['abcdefgh', 2, 'Fair', false, 'length + lower'],
    ['ABCDEFGH', 2, 'Fair', false, 'length + upper'],
    ['Abcdefgh', 3, 'Strong', false, 'length + upper + lower: score 3 is not enough alone'],
    ['Abcdefg1', 4, 'Very Strong', false, 'four rules, no special: still invalid'],
    ['Abcdef1!', 4, 'Very Strong', true, 'all five rules = 5, clamped to 4'],
    ['Password1!', 4, 'Very Strong', true, "5 - 1 for 'password' = 4 (the spec's formula)"],
    ['Qwerty1!!!', 3.5, 'Strong', true, '5 - 1 pattern - 0.5 run: the lowest valid score'],
    ['password', 1, 'Weak', false, "length + lower - 1 for 'password'"],
    ['aaa', 0.5, 'Very Weak', false, 'lower - 0.5 for the run'],
    ['aaaaaaaa', 1.5, 'Weak', false, 'length + lower - 0.5 for the run'],
    ['12345678', 1, 'Weak', false, "length + digit - 1 for '123456'"],
    ['111111', 0, 'Very Weak', false, 'digit - 1 pattern - 0.5 run = -0.5, clamped to 0'],
    ['000000', 0, 'Very Weak', false, 'digit - 1 pattern - 0.5 run = -0.5, clamped to 0'],
    ['QWERTY', 0, 'Very Weak', false, 'upper - 1: patterns ignore case'],
    ['AbC123', 2, 'Fair', false, "upper + lower + digit - 1 for 'abc123' in any case"],
    ['Qwerty12', 3, 'Strong', false, "four rules - 1 for 'qwerty'"],
    ['abcdefghijk', 2, 'Fair', false, '11 characters: no bonus yet'],
    ['abcdefghijkl', 2.5, 'Fair', false, '12 characters: +0.5'],
    ['abcdefghijklmno', 2.5, 'Fair', false, '15 characters: still one bonus'],
    ['abcdefghijklmnop', 3, 'Strong', false, '16 characters: +0.5 +0.5'],
    ['Abcdefghijkl', 3.5, 'Strong', false, 'three rules + 0.5: Strong by floor(3.5)'],
    ['ABC123abc!!!', 4, 'Very Strong', true, '5 + 0.5 - 1 - 0.5 = 4'],
    ['password123456', 2.5, 'Fair', false, '3 + 0.5 - 1: two patterns cost 1 once'],
    ['aaabbbcc', 1.5, 'Weak', false, '2 - 0.5: two runs cost 0.5 once'],
    ['aa aa aa', 2, 'Fair', false, 'a space is not a special character'],
    ['correct horse battery staple', 3, 'Strong', false, 'length + lower + 1 bonus, no special'],
    ['Tr0ub4dor&3', 4, 'Very Strong', true, 'all five rules, 11 characters'],
    ['Aa1!😀😀', 4, 'Very Strong', false, 'six characters (eight UTF-16 units): too short'],
    ['abcdefgh😀😀', 3, 'Strong', false, 'ten characters (twelve UTF-16 units): no bonus'],
    ['ab😀😀😀', 1.5, 'Weak', false, 'lower + special - 0.5: an emoji run is a run'],
    ['abc\n\n\n', 0.5, 'Very Weak', false, 'lower - 0.5: line breaks repeated are a run too'],
  ])('%j scores %d (%s), valid: %s; %s', (password, score, label, isValid) => {
    const assessment = assessPassword(password);
    expect(assessment.score).toBe(score);
    expect(assessment.label).toBe(label);
    expect(assessment.isValid).toBe(isValid);
  });

  it('reports each rule separately', () => {
    expect(assessPassword('').rules).toEqual({
      minLength: false,
      uppercase: false,
      lowercase: false,
      digit: false,
      special: false,
    });
    expect(assessPassword('abcdefg1').rules).toEqual({
      minLength: true,
      uppercase: false,
      lowercase: true,
      digit: true,
      special: false,
    });
    expect(assessPassword('AB#').rules).toEqual({
      minLength: false,
      uppercase: true,
      lowercase: false,
      digit: false,
      special: true,
    });
  });

  it('uses the spec labels in order', () => {
    expect(PASSWORD_STRENGTH_LABELS).toEqual(LABELS);
  });
});

describe('assessPassword: properties', () => {
  it('gives the score the spec formula gives', () => {
    fc.assert(
      fc.property(anyString, (password) => {
        expect(assessPassword(password).score).toBe(specScore(password));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the score within 0..4 in steps of 0.5, labelled by its floor', () => {
    fc.assert(
      fc.property(anyString, (password) => {
        const { score, label } = assessPassword(password);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(4);
        expect(Number.isInteger(score * 2)).toBe(true);
        expect(label).toBe(LABELS[Math.floor(score)]);
      }),
    );
  });

  it('is valid exactly when all five rules are met (all rules leave at least 5 - 1.5 = 3.5)', () => {
    fc.assert(
      fc.property(anyString, (password) => {
        const { rules, score, isValid } = assessPassword(password);
        expect(isValid).toBe(Object.values(rules).every(Boolean));
        if (isValid) expect(score).toBeGreaterThanOrEqual(3.5);
      }),
    );
  });

  it('never loses a rule when characters are added', () => {
    fc.assert(
      fc.property(anyString, anyString, anyString, (before, password, after) => {
        const shorter = assessPassword(password).rules;
        const longer = assessPassword(`${before}${password}${after}`).rules;
        for (const [rule, met] of Object.entries(shorter)) {
          if (met) expect(longer[rule as keyof typeof longer], rule).toBe(true);
        }
      }),
    );
  });

  it('takes one point off for a common pattern in any case, compared with a look-alike', () => {
    // Each pattern with a twin of the same length and character classes that is not a pattern
    // (the twins of 111111 and 000000 keep their run of three, so only the pattern differs).
    const twins: [string, string][] = [
      ['123456', '123457'],
      ['password', 'passwore'],
      ['qwerty', 'qwertz'],
      ['abc123', 'abc124'],
      ['111111', '111211'],
      ['000000', '000100'],
    ];
    const pair = fc
      .constantFrom(...twins)
      .chain(([p, t]) => fc.constantFrom([p, t], [p.toUpperCase(), t.toUpperCase()]));
    // Short, and with no upper case or special of its own, so the scores mostly stay unclamped.
    const filler = fc.string({ unit: fc.constantFrom('a', '1', ' ', '😀', 'aaa'), maxLength: 4 });
    fc.assert(
      fc.property(filler, pair, filler, (before, [common, twin], after) => {
        // The 'x' on each side keeps a pattern from forming across the joins.
        const withPattern = assessPassword(`${before}x${common}x${after}`).score;
        const withTwin = assessPassword(`${before}x${twin}x${after}`).score;
        expect(withPattern).toBeLessThanOrEqual(withTwin);
        expect(withTwin - withPattern).toBeLessThanOrEqual(1);
        const rest = `${before}x${after}`.toLowerCase();
        const patternFree = !COMMON.some((c) => rest.includes(c));
        // Neither score clamped: the difference is exactly the spec's one point.
        if (patternFree && withTwin >= 1 && withTwin <= 3.5) {
          expect(withPattern).toBe(withTwin - 1);
        }
      }),
    );
  });
});

describe('newPasswordField', () => {
  const messages = (input: unknown) => {
    const result = newPasswordField.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts a strong password unchanged', () => {
    expect(newPasswordField.parse('Tr0ub4dor&3')).toBe('Tr0ub4dor&3');
    expect(newPasswordField.parse('Password1!')).toBe('Password1!');
  });

  it('refuses a weak password with the spec message only', () => {
    expect(messages('Abcdefg1')).toEqual([WEAK]);
    expect(messages('abc')).toEqual([WEAK]);
  });

  it('says "Password is required" first for an empty or missing password', () => {
    expect(messages('')[0]).toBe(REQUIRED);
    expect(messages(undefined)).toEqual([REQUIRED]);
    expect(messages(12345678)).toEqual([REQUIRED]);
  });

  it('refuses more than 128 characters, even when strong, and accepts exactly 128', () => {
    const strong128 = `Aa1!${'xyZ9'.repeat(31)}`;
    expect(strong128).toHaveLength(PASSWORD_MAX_LENGTH);
    expect(messages(strong128)).toEqual([]);
    expect(messages(`${strong128}x`)).toEqual([TOO_LONG]);
  });

  it('counts characters, not UTF-16 units, against the 128 limit (as zod does)', () => {
    const withEmoji = `Aa1!${'😀'.repeat(124)}`;
    expect(withEmoji.length).toBe(252);
    expect(messages(withEmoji)).toEqual([]);
    expect(messages(`${withEmoji}😀`)).toEqual([TOO_LONG]);
  });

  it('says "Password does not meet security requirements" exactly when the assessment is invalid', () => {
    const longOrShort = fc.oneof(
      anyString,
      fc.string({ minLength: 100, maxLength: 200 }),
      passwordLike.map((p) => `Aa1!${p}`.repeat(8)),
    );
    fc.assert(
      fc.property(longOrShort, (password) => {
        const found = messages(password);
        expect(found.includes(WEAK)).toBe(!assessPassword(password).isValid);
        expect(found.includes(TOO_LONG)).toBe(Array.from(password).length > PASSWORD_MAX_LENGTH);
        expect(found.includes(REQUIRED)).toBe(password === '');
      }),
    );
  });
});
