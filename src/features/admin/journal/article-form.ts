import { effectiveSlug } from "@/features/admin/shared/slug";
import { localImagePath } from "@/features/admin/shared/image-url";
import { stripMarkup } from "@shared/markup";
import type { FieldErrors } from "@/lib/errors";
import type { RouterInputs, RouterOutputs } from "@/lib/trpc";

export type AdminArticle = RouterOutputs["admin"]["journal"]["list"]["items"][number];
export type ArticleInput = RouterInputs["admin"]["journal"]["create"];

/** Spec §9: an automatic excerpt is the first 150 characters of the content. */
const EXCERPT_LENGTH = 150;
/** Spec §2: the Author column's label when an article has no author name. */
const DEFAULT_AUTHOR_LABEL = "Editor";

export type ArticleValues = {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  imageUrl: string;
  authorName: string;
  /** 0 means no category. */
  categoryId: number;
  featured: boolean;
  published: boolean;
  memberOnly: boolean;
};

/** Spec §3 defaults: published, not member-only. */
export const NEW_ARTICLE: ArticleValues = {
  title: "",
  slug: "",
  content: "",
  excerpt: "",
  imageUrl: "",
  authorName: "",
  categoryId: 0,
  featured: false,
  published: true,
  memberOnly: false,
};

export function valuesFromArticle(a: AdminArticle): ArticleValues {
  return {
    title: a.title,
    slug: a.slug,
    content: a.content ?? "",
    excerpt: a.excerpt ?? "",
    imageUrl: a.imageUrl ?? "",
    authorName: a.authorName ?? "",
    categoryId: a.categoryId ?? 0,
    featured: a.featured,
    published: a.published,
    memberOnly: a.memberOnly,
  };
}

/** Spec §5: the excerpt made when the field is blank: the first 150 characters of the text plus "...". */
export function autoExcerpt(content: string): string {
  return `${stripMarkup(content).slice(0, EXCERPT_LENGTH)}...`;
}

/** The slug and excerpt that will be saved, for the previews under the fields. */
export function articlePreviews(values: Pick<ArticleValues, "title" | "slug" | "content" | "excerpt">) {
  return {
    slug: effectiveSlug(values.slug, values.title),
    slugIsAuto: !values.slug.trim(),
    excerpt: values.excerpt.trim()
      ? values.excerpt.trim()
      : stripMarkup(values.content)
        ? autoExcerpt(values.content)
        : "",
    excerptIsAuto: !values.excerpt.trim(),
  };
}

/** Spec §5: title, content, author name and image are required. */
export function validateArticle(v: ArticleValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.title.trim()) errors.title = "Title is required.";
  if (!stripMarkup(v.content)) errors.content = "Content is required.";
  if (!v.authorName.trim()) errors.authorName = "Author name is required.";
  if (!v.imageUrl.trim()) errors.imageUrl = "An image is required.";
  return errors;
}

/** The article as sent to admin.journal.create / update: blanks left for the server to fill the same way. */
export function articlePayload(v: ArticleValues, origin: string): ArticleInput {
  return {
    title: v.title.trim(),
    slug: v.slug.trim() || null,
    content: v.content,
    excerpt: v.excerpt.trim() || null,
    imageUrl: localImagePath(v.imageUrl, origin),
    authorName: v.authorName.trim(),
    categoryId: v.categoryId > 0 ? v.categoryId : null,
    featured: v.featured,
    published: v.published,
    memberOnly: v.memberOnly,
  };
}

/** The Author column: the name, or "Editor". */
export function authorLabel(article: { authorName?: string | null }): string {
  return article.authorName?.trim() || DEFAULT_AUTHOR_LABEL;
}
