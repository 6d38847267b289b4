import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENCODERS, type ContentEncoding, type ResponseCache } from '../queries/response-cache.js';

/** Answers smaller than this go out as they are (app.ts gives @fastify/compress the same threshold). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const encodings = new Negotiator<ContentEncoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding the client prefers among those cached answers are kept in (q-values heeded); null: none. */
const preferredEncoding = (request: FastifyRequest): ContentEncoding | null => {
  const accepted = request.headers['accept-encoding'];
  return accepted ? encodings.negotiate(accepted) : null;
};

/** A JSON answer's bytes, or the encoded copy `encoded` gives when the client takes one and it is worth it. */
function sendJsonBytes<Reply extends FastifyReply>(
  request: FastifyRequest,
  reply: Reply,
  plain: Buffer,
  encoded: (encoding: ContentEncoding) => Buffer,
): Reply {
  const encoding = plain.byteLength >= COMPRESSION_THRESHOLD_BYTES ? preferredEncoding(request) : null;
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  // A buffer payload goes out as is: not serialized again.
  return reply.send(encoding ? encoded(encoding) : plain) as Reply;
}

/**
 * Sends a JSON answer from `cache`, compressed the way the client prefers when it is worth compressing (the
 * compressed bytes are kept with the answer, so the next client asking the same gets them without compressing again;
 * @fastify/compress leaves an answer that says its encoding alone). Null when the cache has no such answer.
 */
export function sendCachedJson<Reply extends FastifyReply>(
  request: FastifyRequest,
  reply: Reply,
  cache: ResponseCache,
  key: string,
  version: string,
): Reply | null {
  const plain = cache.get(key, version);
  if (plain === null) return null;
  return sendJsonBytes(request, reply, plain, (encoding) => cache.get(key, version, encoding) ?? plain);
}

/**
 * Sends a JSON answer made for this request, compressed here, in one synchronous call, when the client takes it:
 * @fastify/compress's brotli stream spent about 0.5 ms of CPU on a 20 KB catalogue page (most of it setting up the
 * stream and its 4 MiB window), three times what compressing the same bytes in one call costs; the bytes are what the
 * answer cache would keep for it.
 */
export const sendFreshJson = <Reply extends FastifyReply>(request: FastifyRequest, reply: Reply, body: Buffer): Reply =>
  sendJsonBytes(request, reply, body, (encoding) => ENCODERS[encoding](body));
