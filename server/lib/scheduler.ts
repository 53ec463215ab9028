import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { scheduledJobs } from "../../db/schema";
import type { Logger } from "./logger";

export type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

export type Scheduler = {
  /** Runs the jobs that are due and that no other process claimed first; resolves to their names. */
  runDue: () => Promise<string[]>;
  /** Checks for due jobs now and then every `tickMs`. */
  start: (tickMs: number) => void;
  /** Stops checking and waits for a run in progress. */
  stop: () => Promise<void>;
};

/**
 * Background jobs shared by every app process on one database. Each job has a row in
 * scheduled_jobs; a process claims a due run by moving its next run forward in one UPDATE,
 * which only one of several racing processes can do, so a due job runs once. On embedded
 * PGlite the same code simply runs it: there is only the one process.
 */
export function createScheduler(db: Db, logger: Logger, jobs: readonly Job[]): Scheduler {
  let registered = false;
  let running: Promise<string[]> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function claim(job: Job): Promise<boolean> {
    const claimed = await db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() + make_interval(secs => ${job.everyMs / 1000})`, lastStartedAt: sql`now()` })
      .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.nextRunAt, sql`now()`)))
      .returning({ name: scheduledJobs.name });
    return claimed.length > 0;
  }

  async function runOnce(job: Job) {
    let lastError: string | null = null;
    try {
      await job.run();
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
      logger.error({ err, job: job.name }, "scheduled job failed; it runs again at its next time");
    }
    await db
      .update(scheduledJobs)
      .set({ lastFinishedAt: sql`now()`, lastError })
      .where(eq(scheduledJobs.name, job.name));
  }

  async function runDue(): Promise<string[]> {
    if (!registered && jobs.length) {
      // A new job is due at once; an existing one keeps its schedule across restarts.
      await db
        .insert(scheduledJobs)
        .values(jobs.map((job) => ({ name: job.name })))
        .onConflictDoNothing();
      registered = true;
    }
    const ran: string[] = [];
    for (const job of jobs) {
      if (!(await claim(job))) continue;
      await runOnce(job);
      ran.push(job.name);
    }
    return ran;
  }

  const tick = () => {
    // A slow run (a batch of mail) is not overlapped by the next tick of the same process.
    running ??= runDue()
      .catch((err: unknown) => {
        logger.error({ err }, "could not check scheduled jobs");
        return [];
      })
      .finally(() => (running = null));
    return running;
  };

  return {
    runDue: tick,
    start(tickMs) {
      if (timer) return;
      void tick();
      timer = setInterval(() => void tick(), tickMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
