import { startServer } from "../boot";
import { setHeapGrowth } from "../lib/heap-growth";

/** Starts the site and stops it gracefully on SIGINT/SIGTERM. */
export async function serve() {
  // Fewer full collections in a render's tail, within the heap's bound (decision 006, h-render5).
  setHeapGrowth();
  const started = await startServer();
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      // A repeated SIGTERM (from a supervisor and its child) must not cut the shutdown short; a second Ctrl-C may.
      if (stopping) {
        if (signal === "SIGINT") process.exit(130);
        return;
      }
      stopping = true;
      setTimeout(() => process.exit(1), 10_000).unref();
      void started.stop().then(() => process.exit(0));
    });
  }
}
