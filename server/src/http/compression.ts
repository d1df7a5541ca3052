import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Compression of what is made per request (decision 033). The web app's files are compressed
 * once, at build time, and served as they are (`@fastify/static`'s preCompressed); the API's
 * answers and the page itself are compressed as they are sent, at a level that costs little
 * time: brotli quality 4 and gzip level 6, and nothing under a kilobyte.
 */
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
const THRESHOLD_BYTES = 1024;
const BROTLI_QUALITY = 4;

/** Compresses the JSON answers of the routes registered after it in this plugin. */
export async function registerApiCompression(api: FastifyInstance) {
  await api.register(fastifyCompress, {
    encodings: ENCODINGS,
    threshold: THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
    // Request bodies are taken as sent: a compressed upload is refused like any other.
    globalDecompression: false,
  });
}

/** Adds Accept-Encoding to Vary, keeping what is there. */
export function varyOnAcceptEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const values = String(vary ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) {
    reply.header('vary', [...values, 'accept-encoding'].join(', '));
  }
}

/**
 * The app's page, compressed for a browser that accepts it. The page carries a fresh nonce on
 * every response, so it cannot be compressed ahead; at a few kilobytes this takes well under a
 * millisecond.
 */
export function compressedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: string,
): string | Buffer {
  varyOnAcceptEncoding(reply);
  const accepted = request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? negotiate(accepted, ENCODINGS) : null;
  if (!encoding || Buffer.byteLength(page) < THRESHOLD_BYTES) return page;
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(page, { level: 6 });
}
