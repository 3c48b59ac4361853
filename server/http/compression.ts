import { brotliCompressSync, constants, gzipSync, type BrotliOptions } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers gain less than their compression costs. */
export const COMPRESS_MIN_BYTES = 1024;

const BROTLI_TEXT: BrotliOptions = { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Compresses every answer of a compressible type (JSON, HTML, text) of at least COMPRESS_MIN_BYTES
 * with brotli or gzip, whichever the client accepts (brotli first), on both API surfaces (/api
 * answers go through Fastify's reply, see api.ts), the client and everything else registered after
 * it. What is already encoded (the client's pre-compressed files, see client.ts) is sent as it is.
 *
 * Brotli runs at quality 4 in text mode (its best ratios cost ten times the CPU for a few per cent).
 * Answers up to 64 KB are compressed in one call rather than through a zlib stream, which costs a
 * remembered answer more than compressing it (docs/performance.md). Request bodies are not decompressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    syncThreshold: 64 * 1024,
    globalDecompression: false,
    brotliOptions: BROTLI_TEXT,
  });
}

/**
 * An HTML page made per request (the client's pages, in their reader's language: client.ts),
 * compressed as the hooks above would: the not-found handler that sends them is not a route, and
 * route hooks do not see it.
 */
export function sendCompressedHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (Buffer.byteLength(html) < COMPRESS_MIN_BYTES || !/\b(?:br|gzip)\b/.test(accepted)) return reply.send(html);
  const brotli = /\bbr\b/.test(accepted);
  const body = brotli ? brotliCompressSync(html, BROTLI_TEXT) : gzipSync(html);
  return reply.header('content-encoding', brotli ? 'br' : 'gzip').send(body);
}
