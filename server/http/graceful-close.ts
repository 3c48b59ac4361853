import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How long the requests in flight at a stop signal get to finish before their connections are cut. */
const DRAIN_SECONDS = 10;

/**
 * What stops the HTTP server: no new connections, and every request already taken is answered
 * before the database and the rest go (cleanups run newest first). Fastify's close() waits until
 * every connection has ended, and a keep-alive connection (browsers, proxies, load balancers) stays
 * open for the 72 s keep-alive timeout after its last answer; so the answers still to come say
 * `Connection: close`, connections are closed as soon as they are idle, and whatever is still open
 * after DRAIN_SECONDS is cut.
 */
export function closeWhenDrained(app: FastifyInstance, say: (line: string) => void): () => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  // One listener shared by every response (a response closes once), not a closure per request.
  function answered(this: ServerResponse) {
    inFlight.delete(this);
  }
  app.server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.on('close', answered);
  });
  const lastAnswers = () => {
    for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
  };
  return async () => {
    lastAnswers();
    const closed = app.close();
    const reaper = setInterval(() => {
      lastAnswers();
      app.server.closeIdleConnections();
    }, 100);
    const deadline = setTimeout(() => {
      say(`Requests still unanswered after ${DRAIN_SECONDS} s: closing their connections.`);
      app.server.closeAllConnections();
    }, DRAIN_SECONDS * 1000);
    try {
      await closed;
    } finally {
      clearInterval(reaper);
      clearTimeout(deadline);
    }
  };
}
