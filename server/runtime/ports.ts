import net from 'node:net';

/** A port another program holds, named with the setting that moves it. */
export class PortTakenError extends Error {
  override name = 'PortTakenError';
}

/**
 * Fails with a sentence naming the port and its setting when something already listens there, so
 * a start never dies on an obscure error from the program that would have used it.
 */
export async function assertPortFree(port: number, setting: string, what: string, host = '127.0.0.1'): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
  if (!free) {
    throw new PortTakenError(
      `Port ${port} on ${host} is already in use, so ${what} cannot start. Stop the program using it, or set ${setting} to a free port.`,
    );
  }
}
