import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request, when it is answered: Fastify's own logging writes two (one as the request
 * comes in, one as it is answered) and repeats the request in the second. The route's pattern goes
 * beside the address, so lines of one operation can be counted whatever ids their addresses hold.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: request.url,
      route: request.routeOptions.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
