import { describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { createTestDatabase } from "../../tests/helpers/db";
import { createLogger } from "./logger";
import { openPubSub, type PubSub } from "./pubsub";

const silent = createLogger("silent");

/** Two subscribers, as two processes would be: each hears what the other publishes. */
async function expectDelivery(a: PubSub, b: PubSub) {
  const heard: string[] = [];
  const leave = await b.subscribe("wildluxe_test", (message) => heard.push(message));
  await a.publish("wildluxe_test", "ads:");
  await expect.poll(() => heard, { timeout: 10_000 }).toEqual(["ads:"]);
  await leave();
  // A listener that stayed hears the next message; the one that left does not.
  const stayed: string[] = [];
  const leaveToo = await b.subscribe("wildluxe_test", (message) => stayed.push(message));
  await a.publish("wildluxe_test", "journal:");
  await expect.poll(() => stayed, { timeout: 10_000 }).toEqual(["journal:"]);
  expect(heard).toEqual(["ads:"]);
  await leaveToo();
}

describe("process messages", () => {
  it("has no one to tell on embedded PGlite", () => {
    expect(openPubSub(undefined, {}, silent)).toBeNull();
  });

  describe.skipIf(process.env.TEST_DB !== "postgres")("through PostgreSQL LISTEN/NOTIFY", () => {
    it("delivers a message published by one connection pool to a listener on another", async () => {
      const one = await createTestDatabase();
      // A second pool on the same database, as another app process would hold.
      const other = await openDatabase({ url: one.url! });
      try {
        const a = openPubSub(undefined, one, silent)!;
        expect(a.kind).toBe("postgres");
        await expectDelivery(a, openPubSub(undefined, other, silent)!);
      } finally {
        await other.close();
        await one.close();
      }
    });
  });

  describe.skipIf(!process.env.TEST_REDIS_URL)("through Redis", () => {
    it("delivers a message published by one client to a subscriber on another", async () => {
      const a = openPubSub(process.env.TEST_REDIS_URL, {}, silent)!;
      const b = openPubSub(process.env.TEST_REDIS_URL, {}, silent)!;
      try {
        expect(a.kind).toBe("redis");
        await expectDelivery(a, b);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
});
