import { desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { siteContent, siteContentVersions, users } from "../../../db/schema";
import { withDefaults, type BlockDefinition } from "@shared/content/blocks";
import { contentBlock } from "@shared/content/content-blocks";
import type { TtlCache } from "../../lib/cache";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { markdownHtml } from "../../lib/text";
import { recordAudit } from "../admin/audit";

type Value = Record<string, string>;
const CACHE_KEY = (key: string) => `content:${key}`;
const SAFE_IMAGE = /^(\/(?!\/)[\w\-./%]*|https:\/\/[^\s"'<>]+)$/;

function requireBlock(key: string): BlockDefinition {
  const block = contentBlock(key);
  if (!block) throw notFound(`No editable block is called "${key}".`);
  return block;
}

/** Checks a value against its block: only its fields, as text, within their limits, links and images that are safe. */
function checkValue(block: BlockDefinition, raw: unknown): Value {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw badRequest("Send the block's fields as a JSON object.");
  const out: Value = {};
  for (const [name, value] of Object.entries(raw)) {
    const field = block.fields.find((f) => f.name === name);
    if (!field) throw badRequest(`${block.label} has no field "${name}".`);
    if (typeof value !== "string") throw badRequest(`${field.label} must be text.`);
    const v = field.kind === "markdown" || field.kind === "textarea" ? value.trim() : value.trim().replace(/\s+/g, " ");
    if (v.length > field.max)
      throw badRequest(
        `${field.label} has ${v.length.toLocaleString("en-US")} characters; the most is ${field.max.toLocaleString("en-US")}.`,
      );
    if (!v && field.kind !== "url" && !field.optional) throw badRequest(`${field.label} cannot be empty.`);
    if (field.kind === "url" && v && !/^https:\/\/[^\s"'<>]+$/.test(v))
      throw badRequest(`${field.label} must be a link starting with https://.`);
    if (field.kind === "image" && !SAFE_IMAGE.test(v))
      throw badRequest(`${field.label} must be an uploaded image or an https:// link.`);
    out[name] = v;
  }
  return out;
}

async function row(db: Db, key: string) {
  const [r] = await db.select().from(siteContent).where(eq(siteContent.key, key));
  return r ?? null;
}

/** What everyone sees: the published value over the defaults. Pages also carry their Markdown as safe HTML. */
export async function publishedContent(db: Db, cache: TtlCache, key: string) {
  const block = requireBlock(key);
  return cache.getOrLoad(CACHE_KEY(key), 60_000, async () => {
    const value = withDefaults(block, (await row(db, key))?.published);
    return hasMarkdown(block) ? { ...value, html: markdownHtml(value.body ?? "") } : value;
  });
}

const hasMarkdown = (block: BlockDefinition) => block.fields.some((f) => f.kind === "markdown");

/** The editor's view of a block: its fields, the live value, and the draft if there is one. */
export async function editorContent(db: Db, key: string) {
  const block = requireBlock(key);
  const r = await row(db, key);
  return {
    key,
    label: block.label,
    fields: block.fields,
    published: withDefaults(block, r?.published),
    draft: r?.draft ? withDefaults(block, { ...r.published, ...r.draft }) : null,
    /** The page text as HTML, for the preview: the draft's when there is one. */
    previewHtml: hasMarkdown(block)
      ? markdownHtml(r?.draft?.body ?? withDefaults(block, r?.published).body ?? "")
      : null,
    draftSavedAt: r?.draftSavedAt ?? null,
    publishedAt: r?.publishedAt ?? null,
  };
}

/** Saves the editor's draft (nobody else sees it). */
export async function saveDraft(db: Db, key: string, raw: unknown) {
  const block = requireBlock(key);
  const draft = checkValue(block, raw);
  const savedAt = new Date();
  await db
    .insert(siteContent)
    .values({ key, draft, draftSavedAt: savedAt })
    .onConflictDoUpdate({ target: siteContent.key, set: { draft, draftSavedAt: savedAt } });
  return { key, draftSavedAt: savedAt, previewHtml: hasMarkdown(block) ? markdownHtml(draft.body ?? "") : null };
}

export async function discardDraft(db: Db, key: string) {
  requireBlock(key);
  await db.update(siteContent).set({ draft: null, draftSavedAt: null }).where(eq(siteContent.key, key));
  return { key, discarded: true as const };
}

async function makeLive(
  db: Db,
  cache: TtlCache,
  actorId: number,
  key: string,
  value: Value,
  restoredFrom: number | null,
) {
  const block = requireBlock(key);
  const full = withDefaults(block, value);
  const now = new Date();
  const version = await db.transaction(async (tx) => {
    await tx
      .insert(siteContent)
      .values({ key, published: full, publishedAt: now, publishedBy: actorId, draft: null, draftSavedAt: null })
      .onConflictDoUpdate({
        target: siteContent.key,
        set: { published: full, publishedAt: now, publishedBy: actorId, draft: null, draftSavedAt: null },
      });
    const [v] = await tx
      .insert(siteContentVersions)
      .values({ key, value: full, publishedAt: now, publishedBy: actorId, restoredFrom })
      .returning({ id: siteContentVersions.id });
    return v!.id;
  });
  await cache.invalidate(CACHE_KEY(key));
  return { key, versionId: version, publishedAt: now };
}

/** Makes the draft live for everyone at once: a new version, audited. */
export async function publishDraft(db: Db, cache: TtlCache, actorId: number, key: string) {
  const r = await row(db, key);
  if (!r?.draft) throw conflict("There is no draft to publish.");
  const result = await makeLive(db, cache, actorId, key, { ...r.published, ...r.draft }, null);
  await recordAudit(db, { actorId, action: "content.publish", target: key, details: { version: result.versionId } });
  return result;
}

export async function contentVersions(db: Db, key: string) {
  requireBlock(key);
  return db
    .select({
      id: siteContentVersions.id,
      value: siteContentVersions.value,
      publishedAt: siteContentVersions.publishedAt,
      restoredFrom: siteContentVersions.restoredFrom,
      publishedBy: users.username,
    })
    .from(siteContentVersions)
    .leftJoin(users, eq(users.id, siteContentVersions.publishedBy))
    .where(eq(siteContentVersions.key, key))
    .orderBy(desc(siteContentVersions.publishedAt), desc(siteContentVersions.id))
    .limit(50);
}

/** Brings an earlier version back live (as a new version), audited. */
export async function restoreVersion(db: Db, cache: TtlCache, actorId: number, key: string, versionId: number) {
  const [v] = await db.select().from(siteContentVersions).where(eq(siteContentVersions.id, versionId));
  if (!v || v.key !== key) throw notFound("Version not found.");
  const result = await makeLive(db, cache, actorId, key, v.value, v.id);
  await recordAudit(db, {
    actorId,
    action: "content.restore",
    target: key,
    details: { from: v.id, version: result.versionId },
  });
  return result;
}
