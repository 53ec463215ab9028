import type { Db } from "../../db/client";
import type { AppDeps } from "../deps";
import type { Env } from "../env";
import { startSession } from "../services/accounts/accounts";
import { claimHeldPurchases } from "../services/payments/claim-purchases";
import { clearedSessionCookie, sessionCookie } from "./cookie";
import { invalidateSession } from "./session";

const secure = (env: Env) => env.APP_URL.startsWith("https:");

/** A new session token at every sign-in, sent as the HttpOnly cookie. */
export async function beginSession(
  deps: Pick<AppDeps, "db" | "env" | "metrics">,
  setCookie: (value: string) => void,
  userId: number,
) {
  const { token, session } = await startSession(deps.db, userId);
  setCookie(sessionCookie(token, secure(deps.env)));
  await claimHeldPurchases(deps, userId);
  return session;
}

export async function endSession(db: Db, env: Env, setCookie: (value: string) => void, sessionId: string | undefined) {
  if (sessionId) await invalidateSession(db, sessionId);
  setCookie(clearedSessionCookie(secure(env)));
}
