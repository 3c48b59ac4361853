import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';

/** A REST answer as trpc-to-openapi's node handler gives it: status, headers and the JSON text (none for a HEAD). */
export type HeldAnswer = { status: number; headers: Record<string, string | number | string[]>; body: string | undefined };

/**
 * What trpc-to-openapi's node handler writes its answer to, in place of Node's response: it keeps
 * the status, headers and body for Fastify's reply to send, so REST answers go through Fastify's
 * hooks (compression included) like every other. It passes the response's `close` on, by which
 * tRPC learns that the client has gone. It has no `header` method, so the procedures' context
 * sets headers here with `setHeader` (see trpc/context.ts).
 */
export class AnswerHolder extends EventEmitter {
  statusCode = 200;
  private readonly headers: HeldAnswer['headers'] = {};

  constructor(
    raw: ServerResponse,
    private readonly settle: (answer: HeldAnswer) => void,
  ) {
    super();
    raw.once('close', () => this.emit('close'));
  }

  setHeader(name: string, value: string | number | readonly string[]): this {
    this.headers[name.toLowerCase()] = typeof value === 'object' ? [...value] : value;
    return this;
  }

  getHeader(name: string): string | number | string[] | undefined {
    return this.headers[name.toLowerCase()];
  }

  end(body?: unknown): this {
    this.settle({ status: this.statusCode, headers: this.headers, body: typeof body === 'string' ? body : undefined });
    return this;
  }
}
