import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { categories, journalArticles } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import type { TtlCache } from "../../lib/cache";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../lib/errors";
import { markdownHtml } from "../../lib/text";
import { slugify } from "@shared/slug";
import { isAdminUser } from "@shared/access";
import { recordAudit } from "../admin/audit";
import { awardAction } from "../community/points";
import { dbId } from "../../lib/inputs";

const EXCERPT_LENGTH = 150;
const PUBLIC_TTL_MS = 60_000;
const CACHE_PREFIX = "journal:";

type Article = typeof journalArticles.$inferSelect;

/** Markup removed and the common entities decoded: what a reader sees of the text. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|h[2-4]|li|blockquote)>/gi, " ")
    .replace(/<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** Spec §5: the first 150 characters of the content, markup stripped, plus an ellipsis. */
export function autoExcerpt(content: string): string {
  return `${plainText(content).slice(0, EXCERPT_LENGTH)}...`;
}

const REQUIRED = ["title", "content", "authorName", "imageUrl"] as const;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional();
const DATE_MESSAGE = "createdAt must be a valid date.";
// A Date from the typed client, or a date as text from a JSON body ("2024-03-01", "2024-03-01T10:00:00Z").
const date = z
  .union([z.date(), z.string()], { error: DATE_MESSAGE })
  .transform((value) => new Date(value))
  .pipe(z.date({ error: DATE_MESSAGE }));

/**
 * The article form's fields. The older client also sends image_url, author,
 * author_name and created_at; they are accepted and folded into the canonical names.
 */
export const articleInput = z
  .object({
    id: dbId.optional(),
    title: optionalText(200, "Title"),
    slug: z.string().trim().max(160, "Slug must be at most 160 characters.").nullish(),
    content: z.string({ error: "Content must be text." }).max(200_000, "Content is too long.").optional(),
    excerpt: z.string().trim().max(1000, "Excerpt must be at most 1000 characters.").nullish(),
    imageUrl: optionalText(500, "Image URL"),
    image_url: optionalText(500, "Image URL"),
    categoryId: dbId.nullish(),
    authorId: dbId.optional(),
    authorName: optionalText(120, "Author name"),
    author: optionalText(120, "Author name"),
    author_name: optionalText(120, "Author name"),
    featured: z.boolean().optional(),
    published: z.boolean().optional(),
    memberOnly: z.boolean().optional(),
    createdAt: date.optional(),
    created_at: date.optional(),
  })
  .transform(({ image_url, author, author_name, created_at, ...v }) => ({
    ...v,
    imageUrl: v.imageUrl || image_url || "",
    authorName: v.authorName || author_name || author || "",
    createdAt: v.createdAt ?? created_at,
    title: v.title ?? "",
    // Editors write Markdown; articles written as HTML keep their markup (Markdown passes HTML through).
    content: markdownHtml(v.content ?? ""),
  }))
  .superRefine((v, ctx) => {
    const missing = REQUIRED.filter((field) => (field === "content" ? !plainText(v.content) : !v[field]));
    if (missing.length) ctx.addIssue({ code: "custom", message: `Missing required fields: ${missing.join(", ")}.` });
  });

type ParsedArticle = z.output<typeof articleInput>;

/** Image URLs on our own host are kept as paths; anything else must be an http(s) URL or a site path. */
function normalizeImageUrl(value: string, appUrl: string): string {
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest("imageUrl must be a site path (/media/...) or an http(s) URL.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw badRequest("imageUrl must be a site path (/media/...) or an http(s) URL.");
  if (url.host === new URL(appUrl).host) return `${url.pathname}${url.search}`;
  return url.toString();
}

async function checkCategory(db: Db, categoryId: number | null | undefined) {
  if (categoryId == null) return;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw badRequest(`Category ${categoryId} does not exist.`);
}

function articleValues(input: ParsedArticle, appUrl: string) {
  const slug = slugify(input.slug || input.title);
  if (!slug) throw badRequest("A slug could not be made from the title; enter a slug with letters or numbers.");
  const excerpt = input.excerpt ? plainText(input.excerpt) : "";
  return {
    title: input.title,
    slug,
    content: input.content,
    excerpt: excerpt || autoExcerpt(input.content),
    imageUrl: normalizeImageUrl(input.imageUrl, appUrl),
    authorName: input.authorName,
  };
}

function slugClash(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict("An article with this slug already exists.");
  throw error;
}

/** The shape sent to clients, with the older aliases alongside. Locked member articles carry no content. */
function presentArticle(row: Article, canReadMemberContent: boolean) {
  const locked = row.memberOnly && !canReadMemberContent;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: locked ? null : row.content,
    excerpt: row.excerpt,
    imageUrl: row.imageUrl,
    image_url: row.imageUrl,
    categoryId: row.categoryId,
    authorId: row.authorId,
    authorName: row.authorName,
    author: row.authorName,
    author_name: row.authorName,
    featured: row.featured,
    /** Written by a member (moderated), not by the editors. */
    memberStory: row.submittedBy !== null,
    published: row.published,
    memberOnly: row.memberOnly,
    locked,
    createdAt: row.createdAt,
    created_at: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function presentAdminArticle(row: Article) {
  return { ...presentArticle(row, true), moderation: row.moderation, submittedBy: row.submittedBy };
}

/** Members with a paid tier (and admins) read member-only articles in full. */
function canReadMemberContent(user: SessionUser | null): boolean {
  return Boolean(user && (user.membershipTier >= 1 || isAdminUser(user)));
}

const visible = and(eq(journalArticles.published, true), eq(journalArticles.moderation, "approved"));

export const publicJournalQuery = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(100).default(100),
});

/** For any other writer of published articles (e.g. a member unpublishing their story): drop the cached public list. */
async function invalidatePublicJournal(cache: TtlCache) {
  await cache.invalidate(CACHE_PREFIX);
}

function publishedArticles(db: Db, cache: TtlCache) {
  return cache.getOrLoad(`${CACHE_PREFIX}published`, PUBLIC_TTL_MS, () =>
    db.select().from(journalArticles).where(visible).orderBy(desc(journalArticles.createdAt), desc(journalArticles.id)),
  );
}

/** Published, approved articles, newest first. */
export async function listPublishedArticles(
  db: Db,
  cache: TtlCache,
  user: SessionUser | null,
  input: z.input<typeof publicJournalQuery>,
) {
  const q = publicJournalQuery.parse(input);
  const rows = await publishedArticles(db, cache);
  const member = canReadMemberContent(user);
  const items = rows.slice((q.page - 1) * q.limit, q.page * q.limit).map((row) => presentArticle(row, member));
  return { items, total: rows.length, page: q.page, limit: q.limit };
}

export async function getPublishedArticle(db: Db, cache: TtlCache, user: SessionUser | null, slug: string) {
  const row = (await publishedArticles(db, cache)).find((a) => a.slug === slug);
  if (!row) throw notFound("Article not found.");
  return presentArticle(row, canReadMemberContent(user));
}

export const adminJournalQuery = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(["all", "published", "draft", "pending", "rejected"]).default("all"),
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});

/** Every article for the Journal tab; search matches title or author name, case-insensitively. */
export async function listArticlesForAdmin(db: Db, input: z.input<typeof adminJournalQuery>) {
  const q = adminJournalQuery.parse(input);
  const where: SQL[] = [];
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(or(ilike(journalArticles.title, pattern), ilike(journalArticles.authorName, pattern))!);
  }
  if (q.status === "published") where.push(visible!);
  if (q.status === "draft")
    where.push(and(eq(journalArticles.published, false), eq(journalArticles.moderation, "approved"))!);
  if (q.status === "pending") where.push(eq(journalArticles.moderation, "pending"));
  if (q.status === "rejected") where.push(eq(journalArticles.moderation, "rejected"));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(journalArticles)
      .where(condition)
      .orderBy(desc(journalArticles.createdAt), desc(journalArticles.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(journalArticles)
      .where(condition),
  ]);
  return { items: rows.map(presentAdminArticle), total: Number(total), page: q.page, limit: q.limit };
}

export async function getArticleForAdmin(db: Db, id: number) {
  const [row] = await db.select().from(journalArticles).where(eq(journalArticles.id, id));
  if (!row) throw notFound("Article not found.");
  return presentAdminArticle(row);
}

type Actor = { actorId: number; appUrl: string; cache: TtlCache };

export async function createArticle(db: Db, actor: Actor, input: ParsedArticle) {
  const values = articleValues(input, actor.appUrl);
  await checkCategory(db, input.categoryId);
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(journalArticles)
        .values({
          ...values,
          categoryId: input.categoryId ?? null,
          authorId: input.authorId ?? 1,
          featured: input.featured ?? false,
          published: input.published ?? true,
          memberOnly: input.memberOnly ?? false,
          moderation: "approved",
          ...(input.createdAt ? { createdAt: input.createdAt } : {}),
        })
        .returning();
      await recordAudit(tx, {
        actorId: actor.actorId,
        action: "journal.create",
        target: `journal:${created!.id}`,
        details: { title: created!.title, slug: created!.slug },
      });
      return created!;
    })
    .catch(slugClash);
  await invalidatePublicJournal(actor.cache);
  return presentAdminArticle(row);
}

/** PUT semantics for the text fields; flags left out keep their current value. */
export async function updateArticle(db: Db, actor: Actor, id: number, input: ParsedArticle) {
  if (input.id !== undefined && input.id !== id) throw badRequest("The article id in the body does not match the URL.");
  const values = articleValues(input, actor.appUrl);
  await checkCategory(db, input.categoryId);
  const row = await db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(journalArticles)
        .set({
          ...values,
          ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
          ...(input.authorId !== undefined ? { authorId: input.authorId } : {}),
          ...(input.featured !== undefined ? { featured: input.featured } : {}),
          ...(input.published !== undefined ? { published: input.published } : {}),
          ...(input.memberOnly !== undefined ? { memberOnly: input.memberOnly } : {}),
          ...(input.createdAt ? { createdAt: input.createdAt } : {}),
        })
        .where(eq(journalArticles.id, id))
        .returning();
      if (!updated) throw notFound("Article not found.");
      await recordAudit(tx, {
        actorId: actor.actorId,
        action: "journal.update",
        target: `journal:${id}`,
        details: { title: updated.title, slug: updated.slug },
      });
      return updated;
    })
    .catch(slugClash);
  await invalidatePublicJournal(actor.cache);
  return presentAdminArticle(row);
}

export async function deleteArticle(db: Db, actor: Actor, id: number) {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(journalArticles)
      .where(eq(journalArticles.id, id))
      .returning({ id: journalArticles.id, title: journalArticles.title });
    if (!deleted) throw notFound("Article not found.");
    await recordAudit(tx, {
      actorId: actor.actorId,
      action: "journal.delete",
      target: `journal:${id}`,
      details: { title: deleted.title },
    });
    return deleted;
  });
  await invalidatePublicJournal(actor.cache);
  return { success: true, id: row.id, message: "Article Deleted" };
}

export const moderationQuery = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});

/** Member stories waiting for a decision, oldest first so none is forgotten. */
export async function listPendingStories(db: Db, input: z.input<typeof moderationQuery>) {
  const q = moderationQuery.parse(input);
  const pending = eq(journalArticles.moderation, "pending");
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(journalArticles)
      .where(pending)
      .orderBy(journalArticles.createdAt, journalArticles.id)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(journalArticles)
      .where(pending),
  ]);
  return { items: rows.map(presentAdminArticle), total: Number(total), page: q.page, limit: q.limit };
}

/** Approve publishes the story; reject keeps it unpublished. Only pending stories can be decided. */
export async function moderateStory(db: Db, actor: Actor, id: number, decision: "approve" | "reject", reason?: string) {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(journalArticles).where(eq(journalArticles.id, id)).for("update");
    if (!current) throw notFound("Article not found.");
    if (current.moderation !== "pending") throw badRequest(`This story has already been ${current.moderation}.`);
    const [updated] = await tx
      .update(journalArticles)
      .set(
        decision === "approve"
          ? { moderation: "approved", published: true }
          : { moderation: "rejected", published: false },
      )
      .where(eq(journalArticles.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.actorId,
      action: decision === "approve" ? "journal.approve" : "journal.reject",
      target: `journal:${id}`,
      details: { title: current.title, submittedBy: current.submittedBy, ...(reason ? { reason } : {}) },
    });
    return updated!;
  });
  await invalidatePublicJournal(actor.cache);
  // The story's history label says "Publish a story": its points come now, within the action's limits.
  if (decision === "approve" && row.submittedBy !== null) await awardAction(db, row.submittedBy, "Publish a story");
  return presentAdminArticle(row);
}
