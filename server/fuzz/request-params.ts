import type { BuildContext } from './request-builder';
import { kindOf } from './id-pool';
import { nastyNumber, nastyString, percentEncode } from './nasty-values';
import { resourceOf, type FuzzRoute, type Parameter } from './openapi-routes';
import { plausibleValue } from './schema-values';

// Where a request's target is named: path params (ids of the right kind, of another kind, never
// issued, malformed or climbing out of the path), the query (plausible, nasty, repeated, nested,
// forged paging cursors) and the signed file links the server handed out, kept or tampered with.

/** Path segments where an id belongs that are no id, some of them trying to leave the path. */
const MALFORMED_IDS: readonly ((ctx: BuildContext) => string)[] = [
  () => '..%2F..%2F..%2Fetc%2Fpasswd',
  () => '..',
  () => '%2e%2e',
  () => '%00',
  () => '%ED%A0%80',
  () => '%',
  () => '%zz',
  () => '1',
  () => '-1',
  () => 'null',
  ({ random }) => `${random.uuid()}%00`,
  ({ random }) => `%7B${random.uuid()}%7D`,
  ({ random }) => random.uuid().replaceAll('-', ''),
  ({ random }) => `${random.uuid()}x`,
  () => 'x'.repeat(5_000),
  ({ random }) => percentEncode(nastyString(random).slice(0, 3_000)),
];

/** A path parameter: mostly an id of the kind the path names, known to the pool. */
export function pathValue(
  ctx: BuildContext,
  route: FuzzRoute,
  param: Parameter,
  plain: boolean,
  notes: string[],
): string {
  const { random, pool } = ctx;
  const kind = kindOf(resourceOf(route.path, param.name));
  const own = () => pool.pick(random, kind) ?? random.uuid();
  if (plain) return own();
  const [label, value] = random.weighted<() => [string | undefined, string]>([
    [55, () => [undefined, own()]],
    [12, () => ['an id of another kind', pool.any(random) ?? random.uuid()]],
    [12, () => ['an id nobody issued', random.uuid()]],
    [
      3,
      () => [
        'the nil/max UUID',
        random.pick([
          '00000000-0000-0000-0000-000000000000',
          'ffffffff-ffff-ffff-ffff-ffffffffffff',
        ]),
      ],
    ],
    [3, () => ['an id in capitals', own().toUpperCase()]],
    [15, () => ['a malformed id', random.pick(MALFORMED_IDS)(ctx)]],
  ])();
  if (label) notes.push(`${param.name}: ${label}`);
  return value;
}

/**
 * A paging cursor that decodes (base64url JSON, as the server writes them) to values of the wrong
 * kind: the server must refuse it, not hand it to a cast in its SQL.
 */
function forgedCursor({ random, pool }: BuildContext): string {
  const id = pool.any(random) ?? random.uuid();
  const parts = random.pick<unknown>([
    [nastyString(random).slice(0, 200), id],
    [String(nastyNumber(random)), id],
    ['2026-02-30 25:61:00+00', id],
    ['100', 'not-a-uuid'],
    [id],
    [1, 2],
    { sort: 'newest' },
    'x',
  ]);
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The query: each declared parameter left out, plausible or nasty, and sometimes one extra. */
export function queryString(
  ctx: BuildContext,
  route: FuzzRoute,
  plain: boolean,
  notes: string[],
): string {
  const { random } = ctx;
  const pairs: [string, string][] = [];
  for (const param of route.query) {
    if (!param.required && random.chance(plain ? 0.5 : 0.4)) continue;
    if (plain || random.chance(0.7)) {
      pairs.push([param.name, String(plausibleValue(param.schema, param.name, ctx))]);
    } else {
      const bad =
        /cursor/i.test(param.name) && random.chance(0.5)
          ? forgedCursor(ctx)
          : random.chance(0.7)
            ? nastyString(random)
            : String(nastyNumber(random));
      pairs.push([param.name, bad.slice(0, 20_000)]);
      notes.push(`query ${param.name}: ${JSON.stringify(bad.slice(0, 30))}`);
    }
  }
  if (!plain && route.query.length > 0) {
    const name = random.pick(route.query).name;
    const extra = random.weighted<[string, string] | undefined>([
      [80, undefined],
      [6, [name, 'second']],
      [4, [`${name}[]`, 'x']],
      [3, [`${name}[a]`, 'b']],
      [4, ['unknown', 'x']],
      [3, ['__proto__[isAdmin]', 'true']],
    ]);
    if (extra) {
      pairs.push(extra);
      notes.push(`query also ${extra[0]}=${extra[1]}`);
    }
  }
  return pairs.length
    ? `?${pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}`
    : '';
}

/** A signed file link the server handed out, kept or tampered with. */
export function fileLink(ctx: BuildContext, notes: string[]): string | undefined {
  const { random, pool } = ctx;
  const link = pool.fileLink(random);
  if (!link || random.chance(0.4)) return undefined;
  return random.weighted<() => string>([
    [4, () => link],
    [
      2,
      () => (
        notes.push('tampered signature'),
        link.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`)
      ),
    ],
    [
      1,
      () => (
        notes.push('expires changed'),
        link.replace(
          /expires=[^&]*/,
          `expires=${random.pick(['0', '-1', '99999999999999999999', '1e10', 'x'])}`,
        )
      ),
    ],
    [
      1,
      () => (
        notes.push('signature of another link'),
        link.replace(
          /^\/api\/files\/[^?]+/,
          `/api/files/${pool.pick(random, 'file') ?? random.uuid()}`,
        )
      ),
    ],
  ])();
}
