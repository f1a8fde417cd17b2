import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FailureGate {
  /** The gate's address: the site as its server answers it, but for failures staged here. */
  origin: string;
  /** The next `times` requests for `path` answer `status` instead of reaching the server. */
  failNext: (path: string, status?: number, times?: number) => void;
  /** Every path requested through the gate so far, in order. */
  requested: string[];
  close: () => Promise<void>;
}

/**
 * A pass-through in front of the production server that can make chosen requests fail. Drivers
 * that cannot intercept a page's requests (WebDriver, BiDi in Firefox) still see a real failure
 * from the network, the way a visitor on a flaky connection does.
 */
export async function startFailureGate(upstream: string): Promise<FailureGate> {
  const staged = new Map<string, { status: number; times: number }>();
  const requested: string[] = [];
  const target = new URL(upstream);
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    requested.push(path);
    const failure = staged.get(path);
    if (failure) {
      if (--failure.times === 0) staged.delete(path);
      outgoing.writeHead(failure.status, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
      outgoing.end('Staged failure');
      return;
    }
    const forwarded = request(
      { host: target.hostname, port: target.port, path, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    failNext: (path, status = 500, times = 1) => staged.set(path, { status, times }),
    requested,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
