import { spawn } from "node:child_process";
import { ensureBuild } from "./ensure-build.mjs";
import { serverEnv } from "./server-env.mjs";

// npm start: build the app if its sources changed, then run the built server (arguments pass through).
try {
  ensureBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const child = spawn(process.execPath, ["dist/server/index.js", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: serverEnv(),
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
