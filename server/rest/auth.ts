import { Hono } from "hono";
import { beginSession, endSession } from "../auth/sign-in";
import { authenticate, loginInput, publicUser, registerInput, registerUser } from "../services/accounts/accounts";
import { cookieSetter, currentUser, readJson, requireMember, type AppEnv } from "./http";
import { invalidates } from "./public-cache";

export const authRoutes = new Hono<AppEnv>()
  .post("/auth/register", invalidates("own"), async (c) => {
    const deps = c.get("deps");
    const user = await registerUser(deps.db, await readJson(c, registerInput), c.get("ip"));
    await beginSession(deps, cookieSetter(c), user.id);
    return c.json(publicUser(user), 201);
  })
  .post("/auth/login", invalidates("own"), async (c) => {
    const deps = c.get("deps");
    const user = await authenticate(deps.db, await readJson(c, loginInput), c.get("ip"));
    await beginSession(deps, cookieSetter(c), user.id);
    return c.json(publicUser(user));
  })
  .post("/auth/logout", invalidates("own"), async (c) => {
    const { db, env } = c.get("deps");
    await endSession(db, env, cookieSetter(c), c.get("auth").session?.id);
    return c.json({ success: true });
  })
  .get("/login", (c) => c.redirect("/signin", 302))
  .get("/logout", async (c) => {
    const { db, env } = c.get("deps");
    await endSession(db, env, cookieSetter(c), c.get("auth").session?.id);
    return c.redirect("/", 302);
  })
  .get("/user/me", requireMember, (c) => c.json(publicUser(currentUser(c))));
