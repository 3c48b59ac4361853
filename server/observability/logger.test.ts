import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';
import { withRequest } from './request-context.ts';

/** What a logger made with these settings writes for `write`, line by line. */
async function written(format: 'pretty' | 'json', write: (log: ReturnType<typeof Fastify>['log']) => void): Promise<string[]> {
  const output = new PassThrough();
  const chunks: string[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const app = Fastify({ logger: await loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: format }, output) });
  write(app.log);
  await app.close();
  await new Promise((resolve) => setImmediate(resolve));
  return chunks.join('').split('\n').filter(Boolean);
}

const request = { method: 'GET', url: '/api/book/42', route: '/api/*', status: 200, ms: 3.1 };

describe('the log', () => {
  it('writes JSON lines for collectors, each with the id and user of the request it was written for', async () => {
    const lines = await written('json', (log) => {
      withRequest({ requestId: 'r-1', userId: 'u-1' }, () => log.info(request, 'request'));
      log.info('between requests');
    });
    expect(lines.map((line) => JSON.parse(line) as object)).toEqual([
      expect.objectContaining({ ...request, msg: 'request', requestId: 'r-1', userId: 'u-1' }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
  });

  it('writes one readable line an entry in a terminal: a request reads as method, address, status and time', async () => {
    const lines = await written('pretty', (log) => withRequest({ requestId: 'r-2' }, () => log.info(request, 'request')));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/book\/42 200 3\.1 ms \{"requestId":"r-2"\}$/);
  });
});
