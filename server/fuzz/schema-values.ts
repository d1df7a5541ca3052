import { DUE_DILIGENCE_CHECKLIST } from '@titletrust/shared';
import type { IdPool } from './id-pool';
import type { JsonSchema } from './openapi-routes';
import type { Random } from './random';
import { singular } from './openapi-routes';

/**
 * A plausible value for a JSON Schema: what a well-meaning client would send. The mutations start
 * from it, so a bad field arrives next to good ones and the request gets past the first check to
 * the code behind it; unmutated, it drives the routes' success paths (a gig posted, a bid placed,
 * money moved), which give later requests real ids and states to hit.
 */
export interface ValueContext {
  random: Random;
  pool: IdPool;
}

export const FUZZ_PASSWORD = 'Fuzz-Lekki-Title!2026';
const AMOUNT = /^\^\\d\{1,\d+\}\$$/;
const WORDS = 'land title survey deed consent registry lekki plot search report verify certificate';

export function plausibleValue(
  schema: JsonSchema | undefined,
  name: string,
  ctx: ValueContext,
): unknown {
  const { random } = ctx;
  if (!schema) return random.text(8);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    const usable = branches.filter((branch) => branch.type !== 'null');
    return plausibleValue(random.pick(usable.length ? usable : branches), name, ctx);
  }
  if (schema.allOf?.length)
    return plausibleValue(Object.assign({}, ...schema.allOf) as JsonSchema, name, ctx);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const type = Array.isArray(schema.type)
    ? random.pick(schema.type.filter((t) => t !== 'null'))
    : (schema.type ?? (schema.properties ? 'object' : 'string'));
  switch (type) {
    case 'object':
      return plausibleObject(schema, ctx);
    case 'array': {
      const min = schema.minItems ?? 0;
      const length = random.int(min, Math.max(min, Math.min(schema.maxItems ?? 3, 3)));
      return Array.from({ length }, () => plausibleValue(schema.items, singular(name), ctx));
    }
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? 0, -1_000_000);
      const max = Math.min(schema.maximum ?? 1_000, Math.max(min, 1_000));
      return random.int(Math.ceil(min), Math.floor(max));
    }
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    default:
      return plausibleString(schema, name, ctx);
  }
}

function plausibleObject(schema: JsonSchema, ctx: ValueContext): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const value: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || ctx.random.chance(0.6))
      value[key] = plausibleValue(property, key, ctx);
  }
  // A confirmation must match what it confirms; a range's ends must be in order.
  if ('confirmPassword' in value) value.confirmPassword = value.password;
  if (typeof value.budgetMinMinor === 'string' && typeof value.budgetMaxMinor === 'string') {
    const [low, high] = [BigInt(value.budgetMinMinor), BigInt(value.budgetMaxMinor)];
    if (low > high) [value.budgetMinMinor, value.budgetMaxMinor] = [String(high), String(low)];
  }
  return value;
}

function plausibleString(schema: JsonSchema, name: string, ctx: ValueContext): string {
  const { random, pool } = ctx;
  const lower = name.toLowerCase();
  if (schema.format === 'uuid' || schema.pattern?.includes('[0-9a-fA-F]{8}-')) {
    const kind = lower.replace(/ids?$/, '') || 'thing';
    const known = pool.pick(random, kind === 'attachment' ? 'file' : kind);
    return known ?? random.uuid();
  }
  if (schema.format === 'date-time') {
    const days = random.weighted([
      [8, random.int(1, 30)],
      [1, -random.int(1, 30)],
      [1, 400],
    ]);
    return new Date(Date.now() + days * 86_400_000).toISOString();
  }
  if (schema.format === 'date') {
    return new Date(Date.now() - random.int(-5, 400) * 86_400_000).toISOString().slice(0, 10);
  }
  if (schema.pattern && AMOUNT.test(schema.pattern)) {
    // Whole USDC mostly (what the UI sends), sometimes with micro-units.
    const usdc = random.weighted([
      [6, random.int(1, 2_000)],
      [1, random.int(2_000, 100_000)],
    ]);
    return String(
      BigInt(usdc) * 1_000_000n + BigInt(random.chance(0.2) ? random.int(1, 999_999) : 0),
    );
  }
  if (
    schema.pattern === '^0x[0-9a-fA-F]{40}$' ||
    (lower.includes('address') && !lower.includes('property'))
  )
    return `0x${random.hex(40)}`;
  if (schema.pattern?.startsWith('^0x')) return `0x${random.hex(130)}`;
  if (schema.pattern?.startsWith('^[\\x21-\\x7e]')) return `fuzz-${random.text(24)}`;
  // Half the time an address already registered (sign-in, reset), else a new one (sign-up).
  if (lower.includes('email'))
    return (random.chance(0.5) && pool.email(random)) || `fuzz.${random.hex(10)}@example.com`;
  if (lower.includes('password')) return FUZZ_PASSWORD;
  if (lower.includes('phone'))
    return random.pick(['0803 123 4567', '+2348031234567', '08031234567']);
  if (lower === 'token')
    return (random.chance(0.7) && pool.token(random)) || random.hex(random.pick([16, 32, 64]));
  if (lower === 'cursor') return pool.cursor(random) ?? random.text(12);
  if (lower === 'key') return random.pick(CHECKLIST_KEYS);
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? min + 60, min + 60));
  const length = random.int(Math.max(min, 1), max);
  let text = '';
  while (text.length < length) text += `${random.pick(WORDS.split(' '))} `;
  return text.slice(0, length).padEnd(length, 'x');
}

/** The due-diligence checklist's items, and one it does not have. */
const CHECKLIST_KEYS = [...DUE_DILIGENCE_CHECKLIST.map((item) => item.key), 'no_such_item'];
