import { serve, type ServerType } from "@hono/node-server";

/**
 * How long an idle keep-alive connection stays open: longer than clients and proxies keep theirs
 * (undici 4 s, nginx's upstream keepalive 60 s). With Node's default of 5 s the server could close a
 * connection just as a client or proxy sent a request on it: ECONNRESET, or a proxy's 502, the more
 * often the busier the machine. The client always closes first instead.
 */
export const KEEP_ALIVE_SECONDS = 65;

/** Serves `fetch` on `port` (0: any free one) and resolves once listening. */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  hostname: string,
): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server));
    if ("keepAliveTimeout" in server) {
      server.keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000;
      // Node requires the headers limit above the keep-alive one.
      server.headersTimeout = (KEEP_ALIVE_SECONDS + 1) * 1000;
    }
  });
}
