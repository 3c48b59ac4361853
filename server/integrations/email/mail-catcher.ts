import type { RequestListener, Server } from 'node:http';
import path from 'node:path';
import { assertPortFree } from '../../runtime/ports.ts';

export type MailCatcher = { smtpUrl: string; webUrl: string; stop: () => Promise<void> };

/**
 * The local mail catcher `npm start` runs when no SMTP_URL is set (MailDev, in this process): it
 * takes every email the store sends, delivers none, and shows them on a web page. Mail is kept in
 * DATA_DIR/mail across restarts.
 */
export async function startMailCatcher({ dataDir, smtpPort, webPort }: { dataDir: string; smtpPort: number; webPort: number }): Promise<MailCatcher> {
  await assertPortFree(smtpPort, 'MAIL_CATCHER_SMTP_PORT', 'the mail catcher');
  await assertPortFree(webPort, 'MAIL_CATCHER_WEB_PORT', "the mail catcher's web page");
  // Loaded only when it runs: MailDev and what it loads take most of a second and tens of megabytes.
  const { MailDev } = await import('maildev');
  const catcher = new MailDev({ smtp: smtpPort, ip: '127.0.0.1', web: webPort, webIp: '127.0.0.1', mailDirectory: path.join(dataDir, 'mail'), silent: true });
  const { api } = await catcher.start();
  if (api) servePageAtRoot(api.server.server);
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl: `http://127.0.0.1:${webPort}`, stop: () => catcher.stop() };
}

/**
 * MailDev 3.0 serves its page at `/` only to a request whose Accept header names text/html, and
 * answers 404 to the rest (curl, a link checker, a probe): its root is its page whatever is accepted.
 */
function servePageAtRoot(http: Server): void {
  const handlers = http.listeners('request') as RequestListener[];
  http.removeAllListeners('request');
  http.on('request', (request, response) => {
    if (request.method === 'GET' && request.url?.split('?')[0] === '/') request.headers.accept = 'text/html';
    for (const handle of handlers) handle(request, response);
  });
}
