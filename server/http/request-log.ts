import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { requestContextOf } from './request-context-hook.ts';

/** Levels at which a request's line (logged at info) is not written. */
const QUIETER_THAN_INFO = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * One line per request, when it is answered: Fastify's own logging writes two (one as the request
 * comes in, one as it is answered) and repeats the request in the second. The route's pattern goes
 * beside the address, so lines of one operation can be counted whatever ids their addresses hold;
 * the request's id and its caller's user id (when signed in) come after.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    // Not built when it would not be written (LOG_LEVEL=warn), as it is on every request.
    if (!error && QUIETER_THAN_INFO.has(reply.log.level)) return;
    const context = requestContextOf(request);
    const line = {
      method: request.method,
      url: request.url,
      route: request.routeOptions.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      requestId: request.id,
      ...(context?.userId !== undefined && { userId: context.userId }),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
