import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { headers: IncomingMessage["headers"]; body: string };

/**
 * A partner's endpoint on a loopback address: records each request with its body, and counts connections too, so a
 * test sees an attempt that never became an HTTP request (a TLS handshake sent to this plain-HTTP listener).
 */
export type Receiver = {
  port: number;
  url: (path?: string) => string;
  received: Received[];
  connections: () => number;
  close: () => Promise<void>;
};

/** `answer` responds to each request; one that never responds leaves the request hanging until close. */
export async function startReceiver(host: string, answer: (res: ServerResponse, n: number) => void): Promise<Receiver> {
  const received: Received[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      answer(res, received.length);
    });
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const shown = host.includes(":") ? `[${host}]` : host;
  return {
    port,
    received,
    url: (path = "/hooks") => `http://${shown}:${port}${path}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Answers the n-th request with script[n-1] (the last status again after the script ends). */
export const statuses =
  (script: number[], body = "ok") =>
  (res: ServerResponse, n: number) => {
    res.statusCode = script[Math.min(n - 1, script.length - 1)]!;
    res.end(body);
  };

/** Never answers: the request stays open until the receiver closes. */
export const hang = () => undefined;
