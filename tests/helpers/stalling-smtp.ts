import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server that can be made to stall in the middle of a message (the client has sent it, no
 * answer comes): what a slow server looks like, or a send whose process is killed. Only answered
 * messages count as delivered. `answer()` stops stalling later messages; `release()` answers the
 * ones held so far.
 */
export async function stallingSmtpServer() {
  const delivered: Array<{ messageId: string; to: string }> = [];
  const held: Array<() => void> = [];
  let stall = true;
  let stalledOnce: () => void = () => undefined;
  const stalled = new Promise<void>((resolve) => (stalledOnce = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const accept = () =>
          void simpleParser(Buffer.concat(chunks)).then((parsed) => {
            delivered.push({ messageId: parsed.messageId ?? '', to: session.envelope.rcptTo.map((r) => r.address).join(',') });
            callback();
          });
        if (!stall) {
          accept();
          return;
        }
        // Not answered until released: the sender waits.
        held.push(accept);
        stalledOnce();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    stalled,
    answer: () => (stall = false),
    release: () => held.splice(0).forEach((accept) => accept()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
