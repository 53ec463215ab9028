import { spawn } from "node:child_process";

// npm run dev: the API under tsx watch on API_PORT, Vite with hot reload on PORT proxying to it.
const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const env = { ...process.env, API_PORT: apiPort };
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "server/index.ts"], {
    stdio: "inherit",
    env: { ...env, PORT: apiPort, APP_URL: process.env.APP_URL ?? `http://localhost:${port}` },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--port", port, "--strictPort"], { stdio: "inherit", env }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
for (const c of children)
  c.on("exit", (code) => {
    stop("SIGTERM");
    process.exit(code ?? 0);
  });
