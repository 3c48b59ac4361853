import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { currentRequest } from './request-context.ts';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
type Output = NodeJS.WritableStream & { isTTY?: boolean };

/** The request id and, once known, the user of the request (or job) a line is written for; nothing outside one. */
function requestFields(): Record<string, string> {
  const request = currentRequest();
  if (!request) return {};
  return request.userId === undefined ? { requestId: request.requestId } : { requestId: request.requestId, userId: request.userId };
}

/** A request's line, read at a glance: `GET /api/books/:id 200 3.1 ms`, its ids after it. */
function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = typeof log[messageKey] === 'string' ? log[messageKey] : '';
  if (message !== 'request' || typeof log['method'] !== 'string') return message;
  return `${log['method']} ${String(log['url'])} ${String(log['status'])} ${String(log['ms'])} ms`;
}

/**
 * The store's log: pino, every line carrying the request (or job) it was written for. JSON, one
 * object a line, for collectors; in a terminal (or with LOG_FORMAT=pretty), one readable line an
 * entry. The prettifier is loaded only then.
 */
export async function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>, output: Output = process.stdout): Promise<LoggerOptions> {
  const options = { level: config.LOG_LEVEL, mixin: requestFields };
  if ((config.LOG_FORMAT ?? (output.isTTY ? 'pretty' : 'json')) === 'json') return output === process.stdout ? options : { ...options, stream: output };
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    destination: output,
    colorize: output.isTTY === true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,method,url,route,status,ms',
    messageFormat: readableMessage,
  });
  return { ...options, stream };
}
