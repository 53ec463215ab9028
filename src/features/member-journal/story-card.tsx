import { Link } from "wouter";
import { ArticleImage } from "@/features/journal/article-image";
import { formatMediumDate, isoDate } from "@/features/journal/journal-dates";
import type { RouterOutputs } from "@/lib/trpc";

export type PublishedStory = RouterOutputs["memberContent"]["stories"][number];

/** A published member story, linking to its journal page. */
export function StoryCard({ story }: { story: PublishedStory }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-forest-900/5 bg-white shadow-card transition-shadow hover:shadow-card-hover has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-forest-600 has-[a:focus-visible]:ring-offset-2">
      <div className="relative aspect-[16/10] overflow-hidden bg-sand-100">
        <ArticleImage
          src={story.imageUrl}
          title={story.title}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        />
        <span className="absolute left-3 top-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-forest-900 shadow-sm">
          Member story
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-muted">
          <span className="font-medium text-ink">{story.authorName}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={isoDate(story.createdAt)}>{formatMediumDate(story.createdAt)}</time>
        </p>
        <h3 className="mt-2 font-serif text-xl leading-snug text-forest-950">
          <Link
            href={`/journal/${story.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {story.title}
          </Link>
        </h3>
        {story.excerpt ? <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted">{story.excerpt}</p> : null}
        <p className="mt-auto pt-4 text-sm font-semibold text-forest-700" aria-hidden="true">
          Read story →
        </p>
      </div>
    </article>
  );
}
