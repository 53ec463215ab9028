import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  INTERNAL_SECRET,
  startInternalService,
  startListener,
  startRedirector,
  type Listener,
} from "../../../tests/fakes/internal-service";
import { guardedFetch, MAX_REDIRECTS } from "./fetch";
import { outboundPolicy, type LookupFn } from "./policy";

// Requests here reach only listeners on 127.0.0.1 (allowed on purpose, as a self-hoster would) and 127.0.0.2 (the
// internal service an attacker is after, never allowed).
let internal: Listener;
let redirector: Listener;
let redirectTarget = "";
let public_: Listener;

beforeAll(async () => {
  [internal, redirector, public_] = await Promise.all([
    startInternalService(),
    startRedirector(() => redirectTarget),
    startListener("127.0.0.1", (_req, res) =>
      res.writeHead(200, { "content-type": "text/plain" }).end("BEGIN:VCALENDAR"),
    ),
  ]);
});
afterAll(() => Promise.all([internal, redirector, public_].map((l) => l.close())));

const allowLoopback = outboundPolicy({ OUTBOUND_ALLOW_HOSTS: ["127.0.0.1"] });
const internalHits = () => internal.hits.length;

describe("guardedFetch", () => {
  it("reaches an allowed host and reads its answer", async () => {
    const res = await guardedFetch(public_.url("/a.ics"), {}, allowLoopback);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("BEGIN:VCALENDAR");
  });

  it.each([
    "http://127.0.0.2:PORT/secret",
    "http://[::ffff:127.0.0.2]:PORT/secret",
    "http://[::ffff:7f00:2]:PORT/secret",
  ])("refuses %s without a byte sent to it", async (template) => {
    const before = internalHits();
    const url = template.replace("PORT", String(internal.port));
    await expect(guardedFetch(url, {}, allowLoopback)).rejects.toMatchObject({
      reason: "refused",
      message: "refused by policy",
    });
    expect(internalHits()).toBe(before);
  });

  it.each([301, 302, 303, 307, 308])(
    "does not follow a %i redirect from an allowed host to an internal one",
    async (status) => {
      const redirecting = await startRedirector(() => internal.url("/secret"), status);
      try {
        const before = internalHits();
        const failure = await guardedFetch(redirecting.url("/hop/0"), {}, allowLoopback).catch((e: unknown) => e);
        expect(failure).toMatchObject({ reason: "refused" });
        expect(String((failure as Error).message)).not.toContain("AWS");
        expect(internalHits()).toBe(before);
      } finally {
        await redirecting.close();
      }
    },
  );

  it(`follows at most ${MAX_REDIRECTS} redirects, checking each hop`, async () => {
    redirectTarget = public_.url("/landed.ics");
    const res = await guardedFetch(redirector.url(`/hop/${MAX_REDIRECTS - 1}`), {}, allowLoopback);
    expect(await res.text()).toBe("BEGIN:VCALENDAR");
    await expect(guardedFetch(redirector.url(`/hop/${MAX_REDIRECTS}`), {}, allowLoopback)).rejects.toMatchObject({
      reason: "redirects",
    });
    expect(await guardedFetch(redirector.url("/hop/0"), { maxRedirects: 0 }, allowLoopback)).toMatchObject({
      status: 302,
    });
  });

  it("refuses a name that resolves to an internal address, and connects to the address it checked, with no second lookup", async () => {
    const answers: Record<string, string> = { "calendar.test": "127.0.0.2", "feeds.test": "127.0.0.1" };
    const lookup = vi.fn<LookupFn>(async (host) => [{ address: answers[host]!, family: 4 }]);
    const policy = outboundPolicy({ OUTBOUND_ALLOW_HOSTS: ["feeds.test"] }, lookup);
    const before = internalHits();
    await expect(guardedFetch(`http://calendar.test:${internal.port}/secret`, {}, policy)).rejects.toMatchObject({
      reason: "refused",
    });
    expect(internalHits()).toBe(before);
    // feeds.test exists in no DNS: the request arrives only because the socket went to the address the guard checked.
    lookup.mockClear();
    const res = await guardedFetch(`http://feeds.test:${public_.port}/b.ics`, {}, policy);
    expect(await res.text()).toBe("BEGIN:VCALENDAR");
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it("says a hanging host timed out, and a closed port could not be reached, with none of the remote's words", async () => {
    const hanging = await startListener("127.0.0.1", () => undefined);
    try {
      const signal = AbortSignal.timeout(200);
      await expect(guardedFetch(hanging.url("/"), { signal }, allowLoopback)).rejects.toMatchObject({
        reason: "timeout",
      });
    } finally {
      await hanging.close();
    }
    await expect(guardedFetch("http://127.0.0.1:9/", {}, allowLoopback)).rejects.toMatchObject({
      message: "could not be reached",
    });
    expect(INTERNAL_SECRET).toContain("AWS");
  });
});
