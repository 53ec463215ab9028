import { Link } from "wouter";
import { cn } from "@/lib/cn";
import type { RouterOutputs } from "@/lib/trpc";
import { ArticleImage } from "./article-image";
import { formatMediumDate, isoDate } from "./journal-dates";
import { MembersOnlyBadge } from "./members-only-badge";

export type ArticleSummary = RouterOutputs["journal"]["list"]["items"][number];

/** A journal article in the list; `lead` is the large first card. */
export function ArticleCard({ article, lead = false }: { article: ArticleSummary; lead?: boolean }) {
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-2xl border border-forest-900/5 bg-white shadow-card transition-shadow duration-300 hover:shadow-card-hover",
        "has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-forest-600 has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-cream",
        lead && "lg:flex-row",
      )}
    >
      <div
        className={cn(
          "relative aspect-[16/10] shrink-0 overflow-hidden bg-sand-100",
          lead && "lg:aspect-auto lg:w-3/5",
        )}
      >
        <ArticleImage
          src={article.imageUrl}
          title={article.title}
          priority={lead}
          sizes={lead ? "(min-width: 1024px) 60vw, 100vw" : "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"}
        />
        {article.memberOnly ? <MembersOnlyBadge className="absolute left-3 top-3" /> : null}
      </div>
      <div className={cn("flex flex-1 flex-col p-5 sm:p-6", lead && "lg:justify-center lg:p-10")}>
        <p className="text-sm text-muted">
          <span className="font-medium text-ink">{article.authorName}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={isoDate(article.createdAt)}>{formatMediumDate(article.createdAt)}</time>
        </p>
        <h2
          className={cn(
            "mt-2 font-serif leading-snug text-forest-950",
            lead ? "text-2xl sm:text-3xl lg:text-4xl" : "text-xl",
          )}
        >
          <Link
            href={`/journal/${article.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </h2>
        <p
          className={cn("mt-3 text-sm leading-relaxed text-muted", lead ? "line-clamp-4 sm:text-base" : "line-clamp-3")}
        >
          {article.excerpt}
        </p>
        <p
          className="mt-auto pt-5 text-sm font-semibold text-forest-700 group-hover:text-forest-900"
          aria-hidden="true"
        >
          {article.memberOnly && article.locked ? "Preview story" : "Read story"} →
        </p>
      </div>
    </article>
  );
}
