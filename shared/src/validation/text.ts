/**
 * Text the platform accepts in any field of any request: no control characters but tab, line
 * feed and carriage return, and no half of a UTF-16 pair without its other half. PostgreSQL
 * refuses U+0000 in text, a lone surrogate cannot be stored as jsonb, and neither has a place in
 * anything a person types.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_MESSAGES = {
  unsafe: 'Remove the control character or broken symbol from this field',
} as const;

export const isSafeText = (value: string) => !CONTROL.test(value) && !LONE_SURROGATE.test(value);

/**
 * The path ("coverLetter", "checklist.2.note") of the first key or string in `value` that is not
 * safe text, or undefined when all are; walked without recursion, whatever the nesting.
 */
export function unsafeTextPath(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return path.join('.');
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (!isSafeText(key)) return [...path, key].join('.');
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return undefined;
}
