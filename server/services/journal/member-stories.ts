import { randomBytes } from "node:crypto";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { STORY_CONTENT_MAX, STORY_CONTENT_MIN, STORY_TITLE_MAX, STORY_TITLE_MIN } from "@shared/limits";
import type { Db } from "../../../db/client";
import { categories, journalArticles } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { badRequest, isUniqueViolation } from "../../lib/errors";
import { sanitizeRichText } from "../../lib/text";
import { slugify } from "@shared/slug";
import { dbId } from "../../lib/inputs";
import { requireOwnStoryImage } from "./story-images";

export const storyInput = z.object({
  title: z
    .string()
    .trim()
    .min(STORY_TITLE_MIN, `Titles must be at least ${STORY_TITLE_MIN} characters.`)
    .max(STORY_TITLE_MAX, `Titles must be at most ${STORY_TITLE_MAX} characters.`),
  content: z
    .string()
    .trim()
    .min(STORY_CONTENT_MIN, `Stories must be at least ${STORY_CONTENT_MIN} characters.`)
    .max(STORY_CONTENT_MAX, `Stories must be at most ${STORY_CONTENT_MAX} characters.`),
  excerpt: z.string().trim().max(300, "Excerpts must be at most 300 characters.").optional(),
  /** An image the member uploaded through POST /api/member-journal/image. */
  imageUrl: z.string().trim().max(300).optional(),
  categoryId: dbId.nullish(),
});

export const storiesInput = z.object({ limit: z.number().int().min(1).max(50).default(12) }).prefault({});

const EXCERPT_LENGTH = 150;

/** Plain text paragraphs become <p> blocks; markup is sanitised like every article. */
function storyHtml(content: string): string {
  const html = /<\w/.test(content)
    ? content
    : content
        .split(/\n\s*\n/)
        .map((p) => `<p>${p.trim().replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/\n/g, "<br>")}</p>`)
        .join("\n");
  return sanitizeRichText(html);
}

function excerptOf(html: string): string {
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return `${text.slice(0, EXCERPT_LENGTH)}...`;
}

export type StoryStatus = "pending" | "published" | "unpublished" | "rejected";

function statusOf(row: { moderation: string; published: boolean }): StoryStatus {
  if (row.moderation === "pending" || row.moderation === "rejected") return row.moderation;
  return row.published ? "published" : "unpublished";
}

const storyFields = {
  id: journalArticles.id,
  title: journalArticles.title,
  slug: journalArticles.slug,
  excerpt: journalArticles.excerpt,
  imageUrl: journalArticles.imageUrl,
  categoryId: journalArticles.categoryId,
  authorName: journalArticles.authorName,
  published: journalArticles.published,
  moderation: journalArticles.moderation,
  createdAt: journalArticles.createdAt,
  updatedAt: journalArticles.updatedAt,
};

/**
 * A member's story goes into moderation (pending, unpublished); its "Publish a story" points come when an editor
 * publishes it.
 */
export async function submitStory(db: Db, user: SessionUser, input: z.infer<typeof storyInput>) {
  if (input.categoryId) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.categoryId));
    if (!category) throw badRequest(`Unknown category id: ${input.categoryId}.`);
  }
  if (input.imageUrl) await requireOwnStoryImage(db, user.id, input.imageUrl);
  const content = storyHtml(input.content);
  const base = slugify(input.title).slice(0, 72) || "story";
  let row: { id: number } | undefined;
  for (let attempt = 0; !row; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString("hex")}`;
    try {
      [row] = await db
        .insert(journalArticles)
        .values({
          title: input.title,
          slug,
          content,
          excerpt: input.excerpt || excerptOf(content),
          imageUrl: input.imageUrl ?? `/media/art/journal/${slug}.webp`,
          categoryId: input.categoryId ?? null,
          authorId: user.id,
          authorName: user.fullName || user.username,
          published: false,
          memberOnly: false,
          moderation: "pending",
          submittedBy: user.id,
        })
        .returning({ id: journalArticles.id });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
  const [story] = await db.select(storyFields).from(journalArticles).where(eq(journalArticles.id, row.id));
  return { story: { ...story!, status: statusOf(story!) } };
}

export async function myStories(db: Db, userId: number) {
  const rows = await db
    .select(storyFields)
    .from(journalArticles)
    .where(eq(journalArticles.submittedBy, userId))
    .orderBy(desc(journalArticles.createdAt), desc(journalArticles.id));
  return rows.map((r) => ({ ...r, status: statusOf(r) }));
}

export const publishedMemberStory = and(
  isNotNull(journalArticles.submittedBy),
  eq(journalArticles.published, true),
  eq(journalArticles.moderation, "approved"),
)!;

/** Public: member stories an editor has published, newest first (member-only ones for members). */
export async function publishedStories(db: Db, signedIn: boolean, input: z.infer<typeof storiesInput>) {
  return db
    .select(storyFields)
    .from(journalArticles)
    .where(signedIn ? publishedMemberStory : and(publishedMemberStory, eq(journalArticles.memberOnly, false)))
    .orderBy(desc(journalArticles.createdAt), desc(journalArticles.id))
    .limit(input.limit);
}
