import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';

/** A REST answer as trpc-to-openapi's node handler gives it: status, headers and the JSON text (none for a HEAD). */
export type HeldAnswer = { status: number; headers: AnswerHeaders; body: string | undefined };
/** An answer's headers, by lower-case name. */
export type AnswerHeaders = Record<string, string | number | string[]>;

/**
 * What trpc-to-openapi's node handler writes its answer to, in place of Node's response: it keeps
 * the status, headers and body for Fastify's reply to send, so REST answers go through Fastify's
 * hooks (compression included) like every other. It passes the response's `close` on while the
 * answer is still being made, by which tRPC learns that the client has gone (once the answer is
 * made, there is nothing to abort: passing it on would only cost tRPC an AbortError). It has no `header` method, so the procedures' context
 * sets headers here with `setHeader` (see trpc/context.ts).
 */
export class AnswerHolder extends EventEmitter {
  statusCode = 200;
  private readonly headers: AnswerHeaders = {};
  private readonly passClose = () => this.emit('close');

  constructor(
    private readonly raw: ServerResponse,
    private readonly settle: (answer: HeldAnswer) => void,
  ) {
    super();
    raw.once('close', this.passClose);
  }

  setHeader(name: string, value: string | number | readonly string[]): this {
    this.headers[name.toLowerCase()] = typeof value === 'object' ? [...value] : value;
    return this;
  }

  getHeader(name: string): string | number | string[] | undefined {
    return this.headers[name.toLowerCase()];
  }

  end(body?: unknown): this {
    this.raw.off('close', this.passClose);
    this.settle({ status: this.statusCode, headers: this.headers, body: typeof body === 'string' ? body : undefined });
    return this;
  }
}
