import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LoopbackServer = { url: string; close(): Promise<void> };

/** Starts `server` on a free port of 127.0.0.1. `close` also ends the connections still open. */
export const listenOnLoopback = async (server: Server): Promise<LoopbackServer> => {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
