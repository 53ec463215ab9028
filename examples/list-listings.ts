/**
 * Typed automation: pages through every live stay with the typed tRPC client and prints them.
 *
 *   WILDLUXE_URL=http://localhost:3000 WILDLUXE_KEY=wlx_... npx tsx examples/list-listings.ts
 *
 * `AppRouter` is the server's own router type, so a changed procedure or field is a type error here
 * (`npm run typecheck` checks this file). The key comes from /partner/api.
 */
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "../server/trpc/router";

const url = process.env.WILDLUXE_URL ?? "http://localhost:3000";
const key = process.env.WILDLUXE_KEY;
if (!key) {
  console.error("Set WILDLUXE_KEY to a partner API key from /partner/api.");
  process.exit(1);
}

const client = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({ url: `${url}/api/trpc`, transformer: superjson, headers: { authorization: `Bearer ${key}` } }),
  ],
});

const PAGE_SIZE = 25;
let page = 1;
let shown = 0;
let total: number;
for (;;) {
  const result = await client.listings.list.query({ page, limit: PAGE_SIZE, sort: "rating" });
  for (const stay of result.items) {
    const where = [stay.location, stay.region?.name].filter(Boolean).join(" · ");
    console.log(
      `${stay.rating.toFixed(1)}  ${stay.name}  (${where})${stay.locked ? `  [tier ${stay.tierLevel}]` : ""}`,
    );
  }
  shown += result.items.length;
  total = result.total;
  // Past 250 matches the count stops (totalIsExact false: more stay than `total`), so page on.
  if ((result.totalIsExact && shown >= result.total) || result.items.length === 0) break;
  page += 1;
}
console.log(`${shown} of ${total} stays`);
