import { runCommand } from "./cli/commands";

// The server's one entry point, `node dist/server/index.js [command]` once built: no command starts the site.
runCommand(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
