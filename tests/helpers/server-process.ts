import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export type ServerProcess = { baseUrl: string; child: ChildProcess; exited: Promise<number | null> };

/**
 * The real server (`server/index.ts`, as `npm start` runs it, API only) in a process of its own,
 * on `dataDir` or on PostgreSQL at `databaseUrl`; resolves once /readyz answers.
 */
export async function startServerProcess(options: { dataDir: string; databaseUrl?: string; timeoutMs?: number }): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited during start-up (${child.exitCode ?? child.signalCode}).`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return { baseUrl, child, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("The server did not become ready in time.");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
