import { spawn } from "node:child_process";
import { ensureBuild } from "./ensure-build.mjs";

// npm start: build the client if needed, then run the server (TypeScript through tsx).
try {
  ensureBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
