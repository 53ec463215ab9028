import { inject } from "vitest";

const poolId = Number(process.env.VITEST_POOL_ID ?? "1");
const own = inject("baseUrls")[poolId - 1];
if (!own) throw new Error(`No e2e server for worker ${poolId}: the global setup starts one per worker (maxWorkers).`);

/** This worker's own server (tests/e2e/global-setup.ts): no other file uses it while this one runs. */
export const baseUrl: string = own;
/** That server's log file. */
export const serverLog: string = inject("serverLogs")[poolId - 1]!;
