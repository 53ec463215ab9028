import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/client";
import { scheduledJobs } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/db";
import { createLogger } from "./logger";
import { createScheduler, type Job } from "./scheduler";

const silent = createLogger("silent");
let one: TestDatabase;
// On PostgreSQL a second connection pool to the same database, as a second app process holds; PGlite has one process.
let other: Database;

beforeAll(async () => {
  one = await createTestDatabase();
  other = one.url ? await openDatabase({ url: one.url }) : one;
});
afterAll(async () => {
  if (other !== one) await other.close();
  await one.close();
});

function countingJob(name: string, everyMs = 60 * 60_000) {
  const job = { name, everyMs, runs: 0, run: async () => void job.runs++ };
  return job;
}

const makeDue = (name: string) =>
  one.db
    .update(scheduledJobs)
    .set({ nextRunAt: sql`now() - interval '1 second'` })
    .where(eq(scheduledJobs.name, name));

describe("scheduler", () => {
  it("runs a due job once when two schedulers on one database check at the same time", async () => {
    const job = countingJob("prune-test");
    const a = createScheduler(one.db, silent, [job]);
    const b = createScheduler(other.db, silent, [job]);
    const c = createScheduler(other.db, silent, [job]);
    const ran = await Promise.all([a.runDue(), b.runDue(), c.runDue()]);
    expect(job.runs).toBe(1);
    expect(ran.flat()).toEqual(["prune-test"]);
    // Not due again until its hour has passed, whichever process asks.
    await Promise.all([a.runDue(), b.runDue()]);
    expect(job.runs).toBe(1);
    await makeDue("prune-test");
    await Promise.all([b.runDue(), a.runDue()]);
    expect(job.runs).toBe(2);
  });

  it("records a failed run, keeps running the other jobs, and tries again at the next time", async () => {
    const failing: Job = {
      name: "failing-test",
      everyMs: 60_000,
      run: async () => Promise.reject(new Error("smtp down")),
    };
    const fine = countingJob("fine-test");
    const scheduler = createScheduler(one.db, silent, [failing, fine]);
    expect(await scheduler.runDue()).toEqual(["failing-test", "fine-test"]);
    expect(fine.runs).toBe(1);
    const [row] = await one.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, "failing-test"));
    expect(row!.lastError).toBe("smtp down");
    expect(row!.nextRunAt.getTime() - row!.lastStartedAt!.getTime()).toBe(60_000);
  });

  it("starts checking at once and waits for the run in progress when stopped", async () => {
    let finish!: () => void;
    const slow: Job = {
      name: "slow-test",
      everyMs: 60_000,
      run: () => new Promise<void>((resolve) => (finish = resolve)),
    };
    const scheduler = createScheduler(one.db, silent, [slow]);
    scheduler.start(60_000);
    await expect.poll(() => finish).toBeDefined();
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    const [row] = await one.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, "slow-test"));
    expect(row!.lastFinishedAt).not.toBeNull();
  });
});
