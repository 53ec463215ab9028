import { Hono } from "hono";
import { confirmEmailChange, confirmEmailChangeInput } from "../services/accounts/email-change";
import { mediaForm, listListingMedia, uploadListingMedia } from "../services/media/member-media";
import {
  confirmPasswordReset,
  forgotPasswordInput,
  requestPasswordReset,
  resetPasswordInput,
} from "../services/accounts/password-reset";
import { setAvatar } from "../services/accounts/profile";
import { currentUser, idParam, parseWith, readForm, readJson, requireMember, requireTier, type AppEnv } from "./http";
import { invalidates } from "./public-cache";
import { CONTRIBUTOR_TIER } from "@shared/tiers";

/** Account settings that need REST (multipart uploads, links from mail) and members' listing photos. */
export const accountRoutes = new Hono<AppEnv>()
  .post("/account/avatar", invalidates("public"), requireMember, async (c) => {
    const { db, env } = c.get("deps");
    const body = await readForm(c);
    return c.json(await setAvatar(db, env.DATA_DIR, currentUser(c).id, body["image"]));
  })
  .post("/auth/forgot-password", invalidates("own"), async (c) => {
    const { db, env } = c.get("deps");
    return c.json(await requestPasswordReset(db, env, await readJson(c, forgotPasswordInput), c.get("ip")));
  })
  .post("/auth/reset-password", invalidates("own"), async (c) =>
    c.json(await confirmPasswordReset(c.get("deps").db, await readJson(c, resetPasswordInput))),
  )
  .post("/account/confirm-email", invalidates("public"), async (c) =>
    c.json(await confirmEmailChange(c.get("deps").db, await readJson(c, confirmEmailChangeInput))),
  )
  .get("/listings/:id/media", async (c) =>
    c.json(await listListingMedia(c.get("deps").db, c.get("auth").user, parseWith(idParam, c.req.param("id")))),
  )
  .post("/listings/:id/media", invalidates("public"), requireTier(CONTRIBUTOR_TIER), async (c) => {
    const { db, env } = c.get("deps");
    const id = parseWith(idParam, c.req.param("id"));
    const body = await readForm(c);
    const text = (field: string) => (typeof body[field] === "string" ? body[field] : undefined);
    const form = parseWith(mediaForm, { caption: text("caption"), reviewId: text("reviewId") || undefined });
    return c.json(await uploadListingMedia(db, env.DATA_DIR, currentUser(c), id, body["image"], form), 201);
  });
