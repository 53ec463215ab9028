import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What an attacker hopes to read through the server: the kind of answer a metadata or admin service gives. */
export const INTERNAL_SECRET = "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";

export type Listener = { port: number; url: (path: string) => string; hits: string[]; close: () => Promise<void> };

/** A local HTTP listener on `host` (any address in 127.0.0.0/8) that records every path it is asked for. */
export async function startListener(
  host: string,
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<Listener> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? "/");
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    hits,
    url: (path) => `http://${host}:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A service on an internal address (127.0.0.2) that answers every request with a secret, as a cloud metadata service
 * would.
 */
export const startInternalService = () =>
  startListener("127.0.0.2", (_req, res) =>
    res.writeHead(200, { "content-type": "text/plain" }).end(`${INTERNAL_SECRET}\n`),
  );

/** A listener on 127.0.0.1 that redirects `/hop/N` to `/hop/N-1` and `/hop/0` to `target`, with the given status. */
export const startRedirector = (target: () => string, status = 302) =>
  startListener("127.0.0.1", (req, res) => {
    const n = Number(/^\/hop\/(\d+)/.exec(req.url ?? "")?.[1] ?? 0);
    res.writeHead(status, { location: n > 0 ? `/hop/${n - 1}` : target() }).end();
  });
