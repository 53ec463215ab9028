import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
};
const globalSetup = ["tests/setup/global-setup.ts"];
// Which tests get a database is decided by where they live and how they are named, never by a list:
// API tests under tests/api/, and any other file named *.db.test.ts. Every other test is a unit test,
// runs without the database setup, and fails loudly if it opens a database (tests/setup/no-database.ts).
const databaseTests = ["tests/api/**/*.test.ts", "**/*.db.test.ts"];
const unitTests = ["{src,server,db,shared}/**/*.test.{ts,tsx}"];
const ignored = ["**/node_modules/**", "**/dist/**", "**/.tmp/**"];
// Database test files share one module graph per worker (isolate: false): each has its own database and app,
// and loading the server once, not once a file, saved most of the suite's import time (66 s of 70 s on PGlite).
// A file that mocks a module loads what it tests afresh (vi.resetModules, then import).
// A sweep of every route makes hundreds of requests: beside the browser tests on a busy machine that can take a minute,
// and a file's set-up (its own database and app, members with hashed passwords) has taken more than one there too.
const database = { globalSetup, isolate: false, exclude: ignored, testTimeout: 120_000, hookTimeout: 300_000 };

// The database suite runs on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: { name: "postgres", include: databaseTests, ...database, env: { TEST_DB: "postgres" } },
      },
    ]
  : [];

export default defineConfig({
  resolve: { alias },
  test: {
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two workers even on 2 cores: a database test spends much of its time waiting on its database.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "pglite", include: databaseTests, ...database, env: { TEST_DB: "pglite" } } },
      ...postgres,
      {
        extends: true,
        test: {
          name: "unit",
          include: unitTests,
          exclude: [...ignored, ...databaseTests],
          setupFiles: ["tests/setup/no-database.ts"],
          // One module graph per worker: loading modules afresh for each of ~90 files was four fifths of the unit
          // tests' CPU (decision 021). No unit file mocks a module; the setup files still run for every file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          // With the setup files every project has (Vite merges the lists).
          setupFiles: ["tests/e2e/server-log.ts"],
          // Two files at a time, each worker with a server of its own (tests/e2e/global-setup.ts) and one Chromium
          // for all its files (tests/e2e/browser.ts): the module graph, playwright included, loads once a worker.
          isolate: false,
          // Two files at a time beside the other parts on a busy machine: a long flow (sign-up, checkout, admin) took
          // more than 60 s there, and the story image's past 120 s at load 35, though every step waits for a state.
          testTimeout: 300_000,
          // A browser under load can take many seconds to settle; polls wait for it.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
