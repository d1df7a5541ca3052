import { encodeBody, unexpectedBody } from './body-encodings';
import type { RawRequest } from './http-client';
import { mutate } from './mutations';
import type { FuzzRoute } from './openapi-routes';
import type { RoleName } from './roles';
import { ROUTE_EXAMPLES } from './route-examples';
import { fileLink, pathValue, queryString } from './request-params';
import { plausibleValue, type ValueContext } from './schema-values';
import { pngUpload, uploadBody } from './multipart-bodies';

/**
 * One request for one route as one role: its path params, query, headers and body each either
 * plausible or broken in one of the ways listed in request-params, nasty-values, mutations and
 * body-encodings.
 * A "plain" request breaks nothing, so the success paths run too and hand out ids.
 */
export interface FuzzRequest extends RawRequest {
  n: number;
  route: FuzzRoute;
  role: RoleName;
  /** What was broken, for the report. */
  notes: string[];
}

export interface BuildContext extends ValueContext {
  n: number;
  seed: number;
  /** The role's Cookie header ('' when anonymous). */
  cookie: string;
}

function idempotencyKey(
  ctx: BuildContext,
  declared: boolean,
  plain: boolean,
  notes: string[],
): string | undefined {
  const { random, pool } = ctx;
  const fresh = `fuzz-${ctx.seed}-${ctx.n}-${random.hex(8)}`;
  if (!declared)
    return random.chance(0.05)
      ? (notes.push('an Idempotency-Key where none is asked'), fresh)
      : undefined;
  if (plain) return fresh;
  const [label, key] = random.weighted<() => [string | undefined, string | undefined]>([
    [60, () => [undefined, fresh]],
    [10, () => ['no Idempotency-Key', undefined]],
    [4, () => ['an empty Idempotency-Key', '']],
    [10, () => ['a reused Idempotency-Key', pool.idempotencyKey(random) ?? fresh]],
    [4, () => ['a 256-character Idempotency-Key', 'k'.repeat(256)]],
    [4, () => ['an Idempotency-Key with spaces, tab and Latin-1', ` k\tclé ${random.hex(4)} `]],
    [4, () => ['a one-character Idempotency-Key', random.pick(['a', '0', '-', '%'])]],
    [4, () => ['an Idempotency-Key of 4 KB', random.text(4_096)]],
  ])();
  if (label) notes.push(label);
  if (key) pool.rememberIdempotencyKey(key);
  return key;
}

export function buildRequest(
  ctx: BuildContext,
  route: FuzzRoute,
  role: RoleName,
  plain: boolean,
): FuzzRequest {
  const { random } = ctx;
  const notes: string[] = [];
  let path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = route.pathParams.find((p) => p.name === name) ?? {
      name,
      required: true,
      schema: {},
    };
    return pathValue(ctx, route, param, plain, notes);
  });
  const link = route.path === '/api/files/{id}' ? fileLink(ctx, notes) : undefined;
  path = link ?? path + queryString(ctx, route, plain, notes);

  const headers: Record<string, string> = {
    'x-request-id': `fuzz-${ctx.seed}-${ctx.n}`,
    'x-forwarded-for': random.chance(0.97)
      ? random.ip()
      : random.pick(['unknown', '999.1.1.1', '::1', '1.1.1.1, 10.0.0.1, 127.0.0.1']),
  };
  if (ctx.cookie) headers.cookie = ctx.cookie;
  if (!plain && random.chance(0.03)) {
    headers.cookie = ctx.cookie
      ? ctx.cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
      : 'better-auth.session_token=forged.signature';
    notes.push('a forged session cookie');
  }
  const key = idempotencyKey(
    ctx,
    route.headers.some((h) => h.name === 'idempotency-key'),
    plain,
    notes,
  );
  if (key !== undefined) headers['idempotency-key'] = key;
  if (!plain && random.chance(0.04)) {
    headers.origin = random.pick([
      'https://evil.example',
      'null',
      'http://127.0.0.1.evil.example',
      'not a url',
    ]);
    notes.push(`Origin ${headers.origin}`);
  }

  let body: Buffer | undefined;
  let contentType: string | undefined;
  if (route.multipart) {
    const upload = plain ? { ...pngUpload(), label: 'a PNG' } : uploadBody(random);
    ({ body, contentType } = upload);
    notes.push(`upload: ${upload.label}`);
  } else {
    let encoded;
    if (route.body) {
      const example = ROUTE_EXAMPLES[route.key];
      let value =
        example && random.chance(0.5) ? example() : plausibleValue(route.body, 'body', ctx);
      if (!plain && random.chance(0.8)) {
        for (
          let i = random.weighted([
            [14, 1],
            [4, 2],
            [2, 3],
          ]);
          i > 0;
          i--
        ) {
          const mutated = mutate(random, value, route.body);
          value = mutated.value;
          notes.push(mutated.label);
        }
      }
      encoded = encodeBody(random, value, plain);
    } else {
      encoded = unexpectedBody(random, plain);
    }
    ({ body, contentType } = encoded);
    if (encoded.label) notes.push(encoded.label);
  }
  if (contentType !== undefined) headers['content-type'] = contentType;

  let method = route.method;
  if (!plain && random.chance(0.02)) {
    method = route.method === 'GET' ? 'HEAD' : random.pick(['OPTIONS', 'PATCH', 'DELETE']);
    notes.push(`sent as ${method}`);
  }
  return { n: ctx.n, route, role, method, path, headers, body, notes };
}
