// The password rules, score and messages, without zod: a page that only shows them does not load it.

export const PASSWORD_MIN_LENGTH = 8;
/** Better Auth's own ceiling; longer inputs are refused before hashing. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_BONUS_LENGTHS = [12, 16] as const;
export const COMMON_PASSWORD_PATTERNS = [
  '123456',
  'password',
  'qwerty',
  'abc123',
  '111111',
  '000000',
] as const;
export const PASSWORD_STRENGTH_LABELS = [
  'Very Weak',
  'Weak',
  'Fair',
  'Strong',
  'Very Strong',
] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  weak: 'Password does not meet security requirements',
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  mismatch: "Passwords don't match",
} as const;

/** Characters as a person counts them (code points): an emoji is one character, not two. */
const characterCount = (p: string) => Array.from(p).length;

export const PASSWORD_RULES = [
  {
    key: 'minLength',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p: string) => characterCount(p) >= PASSWORD_MIN_LENGTH,
  },
  { key: 'uppercase', label: 'An uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'lowercase', label: 'A lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { key: 'digit', label: 'A number', test: (p: string) => /\d/.test(p) },
  { key: 'special', label: 'A special character', test: (p: string) => /[^A-Za-z0-9\s]/.test(p) },
] as const;

export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

export interface PasswordAssessment {
  rules: Record<PasswordRuleKey, boolean>;
  /** 0 to 4 in steps of 0.5 (spec §5). */
  score: number;
  label: PasswordStrengthLabel;
  /** All rules met and a score of at least 3. */
  isValid: boolean;
}

/**
 * The spec's password score, exactly: +1 per rule met, +0.5 at 12 characters, +0.5 at 16,
 * -1 for a common pattern, -0.5 for a character repeated three or more times, kept within 0–4.
 */
export function assessPassword(password: string): PasswordAssessment {
  const rules = Object.fromEntries(
    PASSWORD_RULES.map((rule) => [rule.key, rule.test(password)]),
  ) as Record<PasswordRuleKey, boolean>;
  const lower = password.toLowerCase();
  let score = Object.values(rules).filter(Boolean).length;
  const length = characterCount(password);
  for (const bonusLength of PASSWORD_BONUS_LENGTHS) if (length >= bonusLength) score += 0.5;
  if (COMMON_PASSWORD_PATTERNS.some((pattern) => lower.includes(pattern))) score -= 1;
  // `s`: any character, line breaks included.
  if (/(.)\1\1/su.test(password)) score -= 0.5;
  score = Math.min(4, Math.max(0, score));
  const label = PASSWORD_STRENGTH_LABELS[Math.floor(score)]!;
  const isValid = Object.values(rules).every(Boolean) && score >= 3;
  return { rules, score, label, isValid };
}
