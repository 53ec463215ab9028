import { Hono } from "hono";
import { requireAdmin, requireMember } from "../../server/rest/http";
import { restRoutes } from "../../server/rest/index";
import type { ProcedureAccess } from "../../server/trpc/init";
import { appRouter } from "../../server/trpc/router";

export type Procedure = {
  path: string;
  type: "query" | "mutation" | "subscription";
  access: ProcedureAccess | undefined;
};

type RouterInternals = {
  _def: { procedures: Record<string, { _def: { type: Procedure["type"]; meta?: ProcedureAccess } }> };
};

/** Every procedure of the app's router, with the access its kind (server/trpc/init.ts) gave it. */
export function procedureTable(): Procedure[] {
  const procedures = (appRouter as unknown as RouterInternals)._def.procedures;
  return Object.entries(procedures).map(([path, p]) => ({ path, type: p._def.type, access: p._def.meta }));
}

/** Calls a procedure by its dotted path on a caller from createCaller. */
export function callProcedure(caller: unknown, path: string, input: unknown): Promise<unknown> {
  const fn = path.split(".").reduce<any>((node, key) => node[key], caller);
  return fn(input);
}

/** A REST route's guard: a procedure kind, or a partner API key with a scope. */
export type RouteAccess = ProcedureAccess | { access: "key"; scope: string };
export type RestRoute = { method: string; path: string; access: RouteAccess };

/**
 * Every method and path the app itself registered (app.routes), with the REST guard found among its
 * handlers. Middleware for all methods (logging, identify) and the tRPC mount are left out.
 */
export function restRouteTable(app: Hono<any>): RestRoute[] {
  const table = new Map<string, RestRoute>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue;
    const key = `${route.method} ${route.path}`;
    const entry = table.get(key) ?? { method: route.method, path: route.path, access: { access: "public" } };
    const handler = route.handler as typeof route.handler & { minTier?: 1 | 2 | 3; scope?: string };
    if (handler === requireAdmin) entry.access = { access: "admin" };
    else if (handler.scope) entry.access = { access: "key", scope: handler.scope };
    else if (handler.minTier) entry.access = { access: "tier", minTier: handler.minTier };
    else if (handler === requireMember && entry.access.access === "public") entry.access = { access: "member" };
    table.set(key, entry);
  }
  return [...table.values()];
}

/** A route path with each :param replaced by the value given for it (or by `fallback`). */
export function fillPath(path: string, values: Record<string, string>, fallback = "1"): string {
  return path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? fallback);
}

/** The callers of the matrix: a visitor, members of tiers 0 to 3, and an admin. */
export const ROLES = ["visitor", "tier 0", "tier 1", "tier 2", "tier 3", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** What a role must get from a kind: "pass" (neither code), or the refusal it must see. */
export function expectedAnswer(access: RouteAccess, role: Role): "pass" | "UNAUTHORIZED" | "FORBIDDEN" {
  if (access.access === "public") return "pass";
  // A partner route answers a key only: a signed-in session is no key.
  if (role === "visitor" || access.access === "key") return "UNAUTHORIZED";
  if (role === "admin" || access.access === "member") return "pass";
  if (access.access === "admin") return "FORBIDDEN";
  return Number(role.slice(-1)) >= access.minTier ? "pass" : "FORBIDDEN";
}

/**
 * The documented /api routes as the app mounts them (server/rest/index.ts), known before any app starts, so a
 * sweep can give each route a test of its own: a route's requests then have their own time limit on a busy machine.
 * `restRouteTable(createApp(deps))` holds the same routes under /api (bad-input-sweep checks it), and the deps-built
 * ones.
 */
export function apiRouteTable(): RestRoute[] {
  return restRouteTable(new Hono().route("/api", restRoutes));
}
