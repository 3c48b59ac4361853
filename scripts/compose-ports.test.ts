import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

/** Every `- '...'` entry under a `ports:` key of a compose file. */
async function publishedPorts(file: string): Promise<string[]> {
  const lines = (await fs.readFile(file, 'utf8')).split('\n');
  const ports: string[] = [];
  lines.forEach((line, at) => {
    if (!/^\s*ports:\s*$/.test(line)) return;
    for (const entry of lines.slice(at + 1)) {
      const item = /^\s*-\s*'([^']*)'\s*$/.exec(entry);
      if (!item) break;
      ports.push(item[1]!);
    }
  });
  return ports;
}

describe('docker compose', () => {
  // The demo in a container runs the Auth emulator, which accepts unsigned tokens: reachable from
  // the network, anyone could sign in as anyone. The operator opens it with PUBLISH_ADDRESS.
  it.each(['docker-compose.yml', 'docker-compose.scale.yml'])('%s publishes every port on the loopback unless told otherwise', async (file) => {
    const ports = await publishedPorts(file);
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(port).toMatch(/^\$\{PUBLISH_ADDRESS:-127\.0\.0\.1\}:\d+:\d+$/);
  });
});
