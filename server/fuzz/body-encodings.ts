import { percentEncode, wtf8 } from './nasty-values';
import type { Random } from './random';

/**
 * How a JSON value goes on the wire: mostly as JSON, sometimes broken at the byte level (text
 * that is not JSON, nesting past the edge's limit, a body past Fastify's 1 MiB, invalid UTF-8, a
 * byte-order mark, duplicate keys, numbers JSON.parse turns into Infinity) or declared as another
 * content type, which the server must refuse with a 4xx and never a 5xx.
 */
export interface EncodedBody {
  body: Buffer | undefined;
  contentType: string | undefined;
  /** What was done to it; undefined when it is plain JSON. */
  label: string | undefined;
}

const JSON_TYPE = 'application/json';

function deeplyNested(random: Random): string {
  const depth = random.pick([33, 100, 5_000, 200_000]);
  return random.chance(0.5)
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

function formEncoded(value: unknown): string {
  if (value === null || typeof value !== 'object') return `value=${percentEncode(String(value))}`;
  return Object.entries(value)
    .map(
      ([key, item]) =>
        `${percentEncode(key)}=${percentEncode(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))}`,
    )
    .join('&');
}

/** Past this, a value is sent as the over-the-limit body it is, not built as a giant string. */
const TEXT_MAX = 4_000_000;

export function encodeBody(random: Random, value: unknown, plain: boolean): EncodedBody {
  let text: string;
  try {
    text = JSON.stringify(value) ?? 'null';
  } catch {
    text = '';
  }
  if (!text || text.length > TEXT_MAX)
    return {
      body: Buffer.from(`{"x":"${'A'.repeat(1_200_000)}"}`),
      contentType: JSON_TYPE,
      label: 'a body past 1 MiB',
    };
  const json = (body: string | Buffer, label?: string, contentType = JSON_TYPE): EncodedBody => ({
    body: typeof body === 'string' ? Buffer.from(body) : body,
    contentType,
    label,
  });
  if (plain) return json(text);
  return random.weighted<() => EncodedBody>([
    [80, () => json(text)],
    [2, () => json(text.slice(0, random.int(0, Math.max(0, text.length - 1))), 'JSON cut short')],
    [1, () => json(`${text},`, 'trailing garbage after the JSON')],
    [1, () => json(text.replaceAll('"', "'"), 'single-quoted JSON')],
    [1, () => json(`{"a":NaN,"b":undefined}`, 'JavaScript, not JSON')],
    [2, () => json(deeplyNested(random), 'deeply nested JSON')],
    [1, () => json('', 'empty body declared as JSON')],
    [1, () => json(`{"x":"${'A'.repeat(random.int(1_100_000, 1_300_000))}"}`, 'a body past 1 MiB')],
    [1, () => json(text.replace(/:"/, ':"\\udfff\\ud800'), 'escaped lone surrogates in a string')],
    [1, () => json(wtf8(text.replace(/:"/, ':"\ud800')), 'invalid UTF-8 bytes in a string')],
    [
      1,
      () =>
        json(
          Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
          'a UTF-8 byte-order mark',
        ),
    ],
    [1, () => json(text.replace(/^\{"([^"]*)":/, '{"$1":null,"$1":'), 'a duplicated key')],
    [
      1,
      () =>
        json(
          text.replace(
            /:(?:"[^"]*"|\d+|true|false|null)/,
            random.pick([':1e999', ':-1e999', ':123456789012345678901234567890', ':-0']),
          ),
          'a number past double precision',
        ),
    ],
    [
      1,
      () =>
        json(
          Buffer.from(text, 'utf16le'),
          'UTF-16 declared as JSON',
          'application/json; charset=utf-16',
        ),
    ],
    [1, () => json(text, 'JSON as text/plain', 'text/plain')],
    [1, () => json(formEncoded(value), 'a form body', 'application/x-www-form-urlencoded')],
    [1, () => json(`<a>${text}</a>`, 'XML', 'application/xml')],
    [1, () => json(text, 'no content type', undefined)],
    [1, () => json(text, 'APPLICATION/JSON in capitals', 'APPLICATION/JSON; charset=UTF-8')],
    [1, () => json(text, 'a made-up JSON type', 'application/vnd.fuzz+json')],
  ])();
}

/** What a route that takes no body gets: nothing mostly, sometimes a body anyway. */
export function unexpectedBody(random: Random, plain: boolean): EncodedBody {
  const none: EncodedBody = { body: undefined, contentType: undefined, label: undefined };
  if (plain) return none;
  return random.weighted<() => EncodedBody>([
    [70, () => none],
    [8, () => ({ body: Buffer.from('{}'), contentType: JSON_TYPE, label: 'an empty JSON object' })],
    [
      6,
      () => ({
        body: Buffer.from('{"amountMinor":"1","isAdmin":true}'),
        contentType: JSON_TYPE,
        label: 'a JSON body where none is taken',
      }),
    ],
    [
      4,
      () => ({
        body: Buffer.alloc(0),
        contentType: JSON_TYPE,
        label: 'empty body declared as JSON',
      }),
    ],
    [4, () => ({ body: Buffer.from('{"a":'), contentType: JSON_TYPE, label: 'broken JSON' })],
    [
      4,
      () => ({
        body: Buffer.from(deeplyNested(random)),
        contentType: JSON_TYPE,
        label: 'deeply nested JSON',
      }),
    ],
    [
      4,
      () => ({
        body: random.bytes(random.int(1, 2_000)),
        contentType: 'application/octet-stream',
        label: 'random bytes',
      }),
    ],
  ])();
}
