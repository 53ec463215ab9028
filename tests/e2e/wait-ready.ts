import type { ChildProcess } from "node:child_process";

/** Waits until a started app answers /readyz, failing at once if it exits and after `timeoutMs` if it never does. */
export async function waitReady(child: ChildProcess, baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up with code ${child.exitCode}.`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The app did not become ready within ${timeoutMs / 1000} s.`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
