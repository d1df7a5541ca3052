import { wtf8 } from './nasty-values';
import type { Random } from './random';

/**
 * Upload bodies for the multipart routes: real PDF/PNG/JPEG bytes and impostors (HTML named .pdf,
 * a PNG declared as PDF, an executable, nothing at all), file names that climb out of folders or
 * carry NUL and quotes, and broken multipart framing. Uploads are recognised by their bytes and
 * stored under generated names (ARCHITECTURE: Files), which is what this tries to get around.
 */
export interface Upload {
  body: Buffer;
  contentType: string;
  label: string;
}

/** A 1×1 PNG: the smallest file the upload routes accept. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A valid upload of the PNG above, as a browser sends it. */
export function pngUpload(): { body: Buffer; contentType: string } {
  const boundary = '----fuzz-plain';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plain.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const CONTENTS: readonly ((random: Random) => [string, Buffer])[] = [
  () => ['pdf', PDF],
  () => ['png', PNG],
  () => ['jpeg', JPEG],
  () => ['html', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
  () => ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  () => ['exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)])],
  () => ['empty', Buffer.alloc(0)],
  () => ['pdf header only', Buffer.from('%PDF-')],
  () => ['truncated png', PNG.subarray(0, 6)],
  () => ['png then script', Buffer.concat([PNG, Buffer.from('<?php system($_GET[1]); ?>')])],
  (random) => ['random bytes', random.bytes(random.int(1, 4096))],
  (random) => [
    'pdf of 10.5 MB',
    Buffer.concat([PDF, Buffer.alloc(random.int(10_500_000, 10_700_000), 0x20)]),
  ],
];

const FILE_NAMES: readonly ((random: Random) => string)[] = [
  () => 'title-deed.pdf',
  () => 'survey.png',
  () => 'photo.jpg',
  () => '../../../../etc/passwd',
  () => '../../../storage/../auth-secret',
  () => '..\\..\\..\\windows\\system32\\drivers\\etc\\hosts',
  () => '/etc/shadow',
  () => 'C:\\boot.ini',
  () => '%2e%2e%2f%2e%2e%2fsecret.pdf',
  () => 'report.pdf\u0000.exe',
  () => 'deed.pdf.html',
  () => '.pdf',
  () => '',
  () => ' ',
  () => 'con.pdf',
  () => '"; filename="evil.sh',
  () => 'line\r\nContent-Type: text/html\r\n\r\n.pdf',
  () => '\u202egpj.exe',
  () => 'Ồ̶̢ ̶t̶i̶t̶l̶e̶ 📄.pdf',
  () => '\ud800.pdf',
  (random) => `${'a'.repeat(random.pick([255, 256, 4096, 70_000]))}.pdf`,
];

const PART_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/html',
  'application/octet-stream',
  'image/svg+xml',
  '',
];

export function uploadBody(random: Random): Upload {
  const [contentName, content] = random.pick(CONTENTS)(random);
  const fileName = random.pick(FILE_NAMES)(random);
  const partType = random.pick(PART_TYPES);
  const boundary = `----fuzz${random.hex(16)}`;
  const part = (field: string, name: string | undefined, data: Buffer, type = partType) =>
    Buffer.concat([
      wtf8(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"` +
          (name === undefined ? '' : `; filename="${name}"`) +
          (type ? `\r\nContent-Type: ${type}` : '') +
          '\r\n\r\n',
      ),
      data,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const label = `${contentName} as ${JSON.stringify(fileName.slice(0, 40))} (${partType || 'no type'})`;
  const contentType = `multipart/form-data; boundary=${boundary}`;
  return random.weighted<() => Upload>([
    [
      10,
      () => ({ body: Buffer.concat([part('file', fileName, content), end]), contentType, label }),
    ],
    [
      1,
      () => ({
        body: Buffer.concat([part('document', fileName, content), end]),
        contentType,
        label: `${label} in field "document"`,
      }),
    ],
    [
      1,
      () => ({
        body: Buffer.concat([
          part('file', fileName, content),
          part('file', 'second.pdf', PDF, 'application/pdf'),
          end,
        ]),
        contentType,
        label: `${label} and a second file`,
      }),
    ],
    [
      1,
      () => ({
        body: Buffer.concat([part('note', undefined, Buffer.from('no file here')), end]),
        contentType,
        label: 'a text field, no file',
      }),
    ],
    [
      1,
      () => ({
        body: Buffer.concat([part('file', fileName, content)]),
        contentType,
        label: `${label}, no closing boundary`,
      }),
    ],
    [
      1,
      () => ({
        body: Buffer.concat([part('file', fileName, content), end]),
        contentType: 'multipart/form-data',
        label: `${label}, no boundary parameter`,
      }),
    ],
    [
      1,
      () => ({
        body: Buffer.concat([part('file', fileName, content), end]),
        contentType: `multipart/form-data; boundary=other${random.hex(4)}`,
        label: `${label}, wrong boundary`,
      }),
    ],
    [
      1,
      () => ({
        body: content,
        contentType: random.pick(['application/pdf', 'image/png', 'application/octet-stream']),
        label: `${contentName} sent raw, not multipart`,
      }),
    ],
    [
      1,
      () => ({
        body: Buffer.concat([part('file', fileName, content), end]),
        contentType: 'application/json',
        label: `${label} declared as JSON`,
      }),
    ],
  ])();
}
