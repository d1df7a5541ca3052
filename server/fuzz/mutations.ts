import { EXTRA_FIELDS, nastyAmount, nastyNumber, nastyString, wrongType } from './nasty-values';
import type { JsonSchema } from './openapi-routes';
import type { Random } from './random';

/**
 * Breaks one thing in a plausible JSON value (a field of the wrong type, a required one missing,
 * one the contract does not know, text or an amount past its limits), and says what it broke, so
 * a failure report reads "nasty-amount at .amountMinor" rather than a wall of JSON.
 */
export interface Mutated {
  value: unknown;
  label: string;
}

type Path = (string | number)[];
interface Slot {
  path: Path;
  schema: JsonSchema | undefined;
  value: unknown;
}

const AMOUNT_PATTERN = /\\d\{1,\d+\}/;
const isAmount = (slot: Slot) =>
  /minor$/i.test(String(slot.path.at(-1) ?? '')) ||
  AMOUNT_PATTERN.test(slot.schema?.pattern ?? '');

/** Every place in the value (the root too), with the schema that describes it where known. */
function slotsOf(value: unknown, schema: JsonSchema | undefined, path: Path = []): Slot[] {
  const slots: Slot[] = [{ path, schema, value }];
  if (Array.isArray(value)) {
    value.forEach((item, i) => slots.push(...slotsOf(item, schema?.items, [...path, i])));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      slots.push(...slotsOf(item, schema?.properties?.[key], [...path, key]));
  }
  return slots;
}

function setAt(root: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path.at(-1)!] = replacement;
  return copy;
}

const where = (path: Path) => (path.length ? `.${path.join('.')}` : 'the body');
const typeOf = (schema: JsonSchema | undefined) =>
  Array.isArray(schema?.type) ? schema.type[0] : schema?.type;

export function mutate(random: Random, value: unknown, schema: JsonSchema | undefined): Mutated {
  const slots = slotsOf(value, schema);
  const leaves = slots.filter((slot) => slot.path.length > 0);
  const objects = slots.filter(
    (slot) => slot.value !== null && typeof slot.value === 'object' && !Array.isArray(slot.value),
  );
  const strings = leaves.filter(
    (slot) => typeof slot.value === 'string' || typeOf(slot.schema) === 'string',
  );
  const amounts = leaves.filter(isAmount);
  const numbers = leaves.filter((slot) => typeof slot.value === 'number');
  const arrays = slots.filter((slot) => Array.isArray(slot.value));

  const kinds: [number, () => Mutated | undefined][] = [
    [
      3,
      () => {
        const slot = random.pick(leaves.length ? leaves : slots);
        return {
          value: setAt(value, slot.path, wrongType(random, typeOf(slot.schema))),
          label: `wrong type at ${where(slot.path)}`,
        };
      },
    ],
    [
      4,
      () => {
        if (!strings.length) return undefined;
        const slot = random.pick(strings);
        return {
          value: setAt(value, slot.path, nastyString(random)),
          label: `nasty text at ${where(slot.path)}`,
        };
      },
    ],
    [
      4,
      () => {
        if (!amounts.length) return undefined;
        const slot = random.pick(amounts);
        const amount = nastyAmount(random);
        return {
          value: setAt(value, slot.path, amount),
          label: `amount ${JSON.stringify(amount)?.slice(0, 30)} at ${where(slot.path)}`,
        };
      },
    ],
    [
      2,
      () => {
        if (!numbers.length) return undefined;
        const slot = random.pick(numbers);
        return {
          value: setAt(value, slot.path, nastyNumber(random)),
          label: `number at ${where(slot.path)}`,
        };
      },
    ],
    [
      2,
      () => {
        const withLimits = strings.filter(
          (slot) => slot.schema?.maxLength !== undefined || slot.schema?.minLength,
        );
        if (!withLimits.length) return undefined;
        const slot = random.pick(withLimits);
        const { minLength = 0, maxLength } = slot.schema ?? {};
        const length =
          maxLength !== undefined && random.chance(0.6)
            ? maxLength + 1
            : Math.max(0, minLength - 1);
        return {
          value: setAt(value, slot.path, 'x'.repeat(length)),
          label: `length ${length} at ${where(slot.path)}`,
        };
      },
    ],
    [
      3,
      () => {
        const withFields = objects.filter((slot) => Object.keys(slot.value as object).length > 0);
        if (!withFields.length) return undefined;
        const slot = random.pick(withFields);
        const copy = { ...(slot.value as Record<string, unknown>) };
        const key = random.pick(Object.keys(copy));
        delete copy[key];
        return {
          value: setAt(value, slot.path, copy),
          label: `missing ${where([...slot.path, key])}`,
        };
      },
    ],
    [
      2,
      () => {
        if (!objects.length) return undefined;
        const slot = random.pick(objects);
        const key = random.pick(EXTRA_FIELDS);
        const extra = random.pick<unknown>([
          true,
          'admin',
          0,
          null,
          { isAdmin: true },
          nastyString(random),
        ]);
        // Through JSON text, so "__proto__" is an own key as it would be on the wire.
        const copy = JSON.parse(JSON.stringify(slot.value)) as Record<string, unknown>;
        Object.defineProperty(copy, key, {
          value: extra,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        return {
          value: setAt(value, slot.path, copy),
          label: `extra field ${JSON.stringify(key.slice(0, 20))} at ${where(slot.path)}`,
        };
      },
    ],
    [
      1,
      () => {
        if (!arrays.length) return undefined;
        const slot = random.pick(arrays);
        const items = slot.value as unknown[];
        const sample = items[0] ?? random.uuid();
        // At most about 2 MB of JSON: a sample that is itself a huge string gets fewer copies.
        const size = JSON.stringify(sample)?.length ?? 4;
        const wanted = random.pick([(slot.schema?.maxItems ?? 5) + 1, 1_000, 20_000]);
        const count = Math.max(1, Math.min(wanted, Math.floor(2_000_000 / size)));
        return {
          value: setAt(
            value,
            slot.path,
            // Copies, not one shared object: a later mutation of one item must not grow them all.
            Array.from({ length: count }, () => structuredClone(sample)),
          ),
          label: `${count} items at ${where(slot.path)}`,
        };
      },
    ],
    [
      1,
      () => {
        const slot = random.pick(leaves.length ? leaves : slots);
        return { value: setAt(value, slot.path, null), label: `null at ${where(slot.path)}` };
      },
    ],
    [
      1,
      () => ({
        value: wrongType(random, typeOf(schema)),
        label: 'the body replaced by another type',
      }),
    ],
  ];
  for (let tries = 0; tries < 10; tries++) {
    const mutated = random.weighted(kinds)();
    if (mutated) return mutated;
  }
  return { value: wrongType(random, typeOf(schema)), label: 'the body replaced by another type' };
}
