// The mixed load of npm run bench:api: members reading and writing at once. Each connection acts for one of
// the members (connection i for member i mod members): mostly page views and stay reads, and some favourites,
// cart adds and sign-ins. Every acknowledged favourite and cart add is remembered, so that afterwards the
// database can be asked whether each one is there (checkWrites).
import http from "node:http";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";

const pick = (list) => list[Math.floor(Math.random() * list.length)];

// Out of 99: 85 reads, 13 writes and 1 sign-in.
const ACTIONS = [
  { weight: 30, kind: "read", request: () => ({ path: "/api/listings?limit=12" }) },
  { weight: 15, kind: "read", request: () => ({ path: "/listings" }) },
  { weight: 15, kind: "read", request: (m) => ({ path: `/listings/${pick(m.slugs)}` }) },
  { weight: 15, kind: "read", request: (m) => ({ path: `/api/listings/${pick(m.slugs)}` }) },
  { weight: 10, kind: "read", request: () => ({ path: "/" }) },
  {
    weight: 7,
    kind: "favourite",
    request: (m) => ({ method: "POST", path: "/api/favorites", body: { listingId: pick(m.stayIds) } }),
  },
  {
    weight: 6,
    kind: "cart",
    request: (m) => ({ method: "POST", path: "/api/store/cart/items", body: { variantId: cartPick(m), quantity: 1 } }),
  },
  {
    weight: 1,
    kind: "sign-in",
    request: (m) => ({ method: "POST", path: "/api/auth/login", body: m.credentials }),
  },
];
/** A variant the member has added fewer of than one cart may hold (stock or 99); null when none is left. */
function cartPick(member) {
  const open = member.variants.filter((v) => (member.adds.get(v.id) ?? 0) < v.most);
  const variant = open.length ? pick(open) : null;
  if (variant) member.adds.set(variant.id, (member.adds.get(variant.id) ?? 0) + 1);
  return variant?.id ?? null;
}
const TOTAL_WEIGHT = ACTIONS.reduce((sum, a) => sum + a.weight, 0);

function chooseAction() {
  let n = Math.random() * TOTAL_WEIGHT;
  for (const action of ACTIONS) if ((n -= action.weight) < 0) return action;
  return ACTIONS[0];
}

const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/**
 * Signs the three demo members in and registers the rest, each from an address of its own (the server trusts
 * X-Forwarded-For from 127.0.0.1 in the benchmark, as behind a proxy), and empties their carts and favourites.
 */
export async function prepareMembers(base, count) {
  const post = (path, body, headers = {}) =>
    fetch(base + path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, ...headers },
      body: JSON.stringify(body),
    });
  const members = [];
  for (let i = 0; i < count; i++) {
    const ip = `198.18.0.${i + 1}`;
    const demo = ["explorer", "insider", "elite"][i];
    const credentials = demo
      ? { email: `${demo}@wildluxe.example`, password: "wildluxe-demo" }
      : { email: `bench${i}@wildluxe.example`, password: "bench-member-password" };
    const res = demo
      ? await post("/api/auth/login", credentials, { "x-forwarded-for": ip })
      : await post("/api/auth/register", { ...credentials, username: `bench${i}` }, { "x-forwarded-for": ip });
    if (!res.ok) throw new Error(`member ${credentials.email} could not start: ${res.status} ${await res.text()}`);
    const { id } = await res.json();
    const cookie = cookieOf(res);
    const get = async (path) => (await fetch(base + path, { headers: { cookie } })).json();
    const stays = await get("/api/listings?limit=48");
    for (const f of await get("/api/favorites"))
      await fetch(`${base}/api/favorites/${f.listingId}`, { method: "DELETE", headers: { cookie, origin: base } });
    for (const line of (await get("/api/store/cart")).items ?? [])
      await fetch(`${base}/api/store/cart/items/${line.variantId}`, {
        method: "DELETE",
        headers: { cookie, origin: base },
      });
    members.push({ id, ip, cookie, credentials, stayIds: stays.map((s) => s.id), slugs: stays.map((s) => s.slug) });
  }
  return members;
}

/** The variants in stock, each with how many one cart may hold. */
export async function cartVariants(base) {
  const products = await (await fetch(`${base}/api/store/products`)).json();
  return products
    .flatMap((p) => p.variants ?? [])
    .filter((v) => v.stock === null || v.stock > 0)
    .map((v) => ({ id: v.id, most: Math.min(99, v.stock ?? 99) }));
}

function send(agent, base, member, { method = "GET", path, body }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = {
    "accept-encoding": "gzip",
    cookie: member.cookie,
    "x-forwarded-for": member.ip,
    ...(payload ? { "content-type": "application/json", origin: base } : {}),
  };
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status, error) => resolve({ status, error, ms: performance.now() - started });
    const req = http.request(base + path, { method, agent, headers, timeout: 30_000 }, (res) => {
      res.on("data", () => undefined);
      res.on("end", () => done(res.statusCode));
      res.on("error", (error) => done(0, error.message));
    });
    req.on("timeout", () => req.destroy(new Error("timed out after 30 s")));
    req.on("error", (error) => done(0, error.message));
    req.end(payload);
  });
}

const percentile = (values, p) => {
  if (!values.length) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};

/**
 * Runs the mix for `seconds` over `connections` keep-alive connections; answers counts, p99s and the acknowledged
 * writes.
 */
export async function runMixed({ base, members, variants, seconds, connections }) {
  for (const m of members) Object.assign(m, { variants, adds: new Map() });
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latency = { read: [], write: [] };
  const statuses = {};
  const failures = {};
  const acked = { favourites: new Set(), cart: new Map() };
  const counts = {};
  const until = performance.now() + seconds * 1000;
  const worker = async (i) => {
    const member = members[i % members.length];
    while (performance.now() < until) {
      let action = chooseAction();
      let request = action.request(member);
      // A member whose cart holds all it may favourites a stay instead.
      if (action.kind === "cart" && request.body.variantId === null) {
        action = ACTIONS.find((a) => a.kind === "favourite");
        request = action.request(member);
      }
      const res = await send(agent, base, member, request);
      (action.kind === "read" ? latency.read : latency.write).push(res.ms);
      counts[action.kind] = (counts[action.kind] ?? 0) + 1;
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 200 && res.status < 400) {
        if (action.kind === "favourite") acked.favourites.add(`${member.id}:${request.body.listingId}`);
        if (action.kind === "cart") {
          const key = `${member.id}:${request.body.variantId}`;
          acked.cart.set(key, (acked.cart.get(key) ?? 0) + 1);
        }
      } else {
        const what = `${action.kind} ${request.method ?? "GET"} ${request.path.replace(/\/\d+$|[?].*$/, "")} -> ${res.error ?? res.status}`;
        failures[what] = (failures[what] ?? 0) + 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const requests = latency.read.length + latency.write.length;
  return {
    requests,
    rps: Math.round(requests / elapsed),
    counts,
    statuses,
    failures,
    errors: Object.values(failures).reduce((a, b) => a + b, 0),
    readP99: percentile(latency.read, 99),
    writeP99: percentile(latency.write, 99),
    acked,
  };
}

const FAVOURITES_SQL = "select user_id, listing_id from favorites where user_id = any($1)";
const CART_SQL = `select c.user_id, i.variant_id, i.quantity from store_cart_items i
  join store_carts c on c.id = i.cart_id where c.user_id = any($1)`;

/** Reads the members' favourites and cart lines with `query(sql, params)` and counts acknowledged writes missing. */
async function compareWrites(query, members, acked) {
  const ids = members.map((m) => m.id);
  const favourites = new Set((await query(FAVOURITES_SQL, [ids])).map((r) => `${r.user_id}:${r.listing_id}`));
  const cart = new Map((await query(CART_SQL, [ids])).map((r) => [`${r.user_id}:${r.variant_id}`, Number(r.quantity)]));
  const lostFavourites = [...acked.favourites].filter((key) => !favourites.has(key)).length;
  let ackedAdds = 0;
  let lostAdds = 0;
  for (const [key, adds] of acked.cart) {
    ackedAdds += adds;
    lostAdds += Math.max(0, adds - (cart.get(key) ?? 0));
  }
  return { favourites: acked.favourites.size, lostFavourites, cartAdds: ackedAdds, lostCartAdds: lostAdds };
}

/** Checks the writes in a stopped embedded server's data directory. */
export async function checkWritesEmbedded(dataDir, members, acked) {
  const db = await PGlite.create(join(dataDir, "pglite"));
  try {
    return await compareWrites(async (sql, params) => (await db.query(sql, params)).rows, members, acked);
  } finally {
    await db.close();
  }
}

/** Checks the writes in a PostgreSQL database. */
export async function checkWritesPostgres(url, members, acked) {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    return await compareWrites((text, params) => sql.unsafe(text, params), members, acked);
  } finally {
    await sql.end();
  }
}
