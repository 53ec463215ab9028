// The yardstick for npm run bench:api: a bare Hono route on @hono/node-server answering each
// path with the very bytes the app sent for it, read from the JSON file given as the argument.
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const [file, port] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(file, "utf8"));
const app = new Hono();
app.get("*", (c) => {
  const found = bodies[c.req.path + (new URL(c.req.url).search || "")];
  return found ? c.body(found.body, 200, { "content-type": found.type }) : c.text("not found", 404);
});
serve({ fetch: app.fetch, port: Number(port), hostname: "127.0.0.1" });
