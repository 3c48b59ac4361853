import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicAnswer } from '../cache/public-reads.ts';
import type { HeldAnswer } from './answer-holder.ts';

/**
 * The ETag of a public read's JSON: a strong tag, the SHA-1 of the text (base64url), made once per
 * answer and kept with it in the public-read cache. A compressed answer carries the same tag: it
 * is the same JSON, and a client that sends the tag back gets its 304 whichever encoding it took.
 */
export function etagOf(body: string): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}

/** Whether If-None-Match names this ETag: `*`, or one of its tags, compared weakly (`W/` aside) as RFC 9110 says. */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a public read with its ETag; a client that already has this version (If-None-Match) gets
 * 304 and no body, so a revalidation costs neither the JSON's bytes nor compressing them.
 */
export function sendPublicRead(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer, headers: HeldAnswer['headers']): FastifyReply {
  reply.header('etag', answer.etag);
  if (namesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.headers(headers).send(answer.body);
}
