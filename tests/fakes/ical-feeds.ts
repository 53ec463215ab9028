import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Airbnb, Hipcamp and Booking calendar exports: serves iCal text per path,
 * which a test can change at any time. Two paths misbehave on purpose: /huge.ics streams far
 * more than any real calendar, and /hang.ics never answers.
 */
export type IcalFeeds = {
  url: (path: string) => string;
  /** What a path answers from now on. */
  serve: (path: string, body: string, status?: number) => void;
  /** Requests per path, to wait for a fetch. */
  hits: Map<string, number>;
  close: () => Promise<void>;
};

const HUGE_BYTES = 8 * 1024 * 1024;

function streamHuge(res: ServerResponse) {
  res.writeHead(200, { "content-type": "text/calendar" });
  const line = `BEGIN:VEVENT\r\nSUMMARY:${"x".repeat(900)}\r\nEND:VEVENT\r\n`;
  let sent = 0;
  const push = () => {
    while (sent < HUGE_BYTES) {
      sent += line.length;
      // Stop when the reader has hung up (it refused the size) or its buffer is full.
      if (res.destroyed) return;
      if (!res.write(line)) return void res.once("drain", push);
    }
    res.end();
  };
  res.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n");
  push();
}

export async function startIcalFeeds(): Promise<IcalFeeds> {
  const bodies = new Map<string, { body: string; status: number }>();
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === "/huge.ics") return streamHuge(res);
    if (path === "/hang.ics") return;
    const answer = bodies.get(path);
    if (!answer) return void res.writeHead(404).end("not found");
    res.writeHead(answer.status, { "content-type": "text/calendar; charset=utf-8" }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => base + path,
    serve: (path, body, status = 200) => void bodies.set(path, { body, status }),
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An iCal calendar of the given VEVENT bodies (each a few property lines), as a booking site exports it. */
export function icsCalendar(...events: string[]): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test Bookings//EN"];
  events.forEach((event, i) =>
    lines.push(
      "BEGIN:VEVENT",
      `UID:test-${i}@bookings.example`,
      "DTSTAMP:20260101T000000Z",
      event.trim(),
      "END:VEVENT",
    ),
  );
  lines.push("END:VCALENDAR");
  return lines.join("\r\n") + "\r\n";
}

/** YYYYMMDD for an ISO date, as iCal writes dates. */
export const icsDate = (iso: string) => iso.replaceAll("-", "");
