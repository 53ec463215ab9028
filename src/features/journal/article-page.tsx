import { ARTICLE_PROSE as PROSE } from "./article-prose";
import { Link, useParams } from "wouter";
import { Button, ButtonLink } from "@/components/ui/button";
import { ChevronLeftIcon, LockIcon } from "@/components/ui/icons";
import { LoadingBlock } from "@/components/ui/spinner";
import { StateMessage } from "@/components/ui/state-message";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { metaDescription } from "@/lib/seo/page-description";
import { absoluteUrl } from "@/lib/seo/seo";
import { useResponseStatus, useSiteOrigin } from "@/lib/seo/server-head";
import { useSeo } from "@/lib/seo/use-seo";
import { stripMarkup } from "@shared/markup";
import { errorStatus, PAGE_RECORD_QUERY } from "@/lib/query-client";
import { trpc, type RouterOutputs } from "@/lib/trpc";
import { ArticleImage } from "./article-image";
import { formatFullDate, isoDate, readingMinutes } from "./journal-dates";
import { MembersOnlyBadge } from "./members-only-badge";
import type { PageData } from "@/lib/route-data";

/** Typography for the server's sanitised article HTML (p, h2-h4, lists, blockquote, links). */

function BackLink() {
  return (
    <Link
      href="/journal"
      className="-ml-2 inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-medium text-forest-700 hover:text-forest-900"
    >
      <ChevronLeftIcon className="size-4" />
      All stories
    </Link>
  );
}

/** What a visitor or a member without a plan sees in place of a member-only article's text. */
function MembersOnlyPrompt({ slug }: { slug: string }) {
  const { isSignedIn } = useCurrentUser();
  return (
    <aside className="mt-10 rounded-3xl border border-sand-300 bg-sand-50 px-6 py-8 text-center sm:px-10">
      <span
        className="mx-auto flex size-12 items-center justify-center rounded-full bg-forest-900 text-sand-200"
        aria-hidden="true"
      >
        <LockIcon className="size-6" />
      </span>
      <h2 className="mt-4 text-2xl text-forest-950">This story is for members</h2>
      {isSignedIn ? (
        <>
          <p className="mx-auto mt-2 max-w-md text-muted">
            Upgrade to any Wildluxe membership to read the full story and every other member-only piece.
          </p>
          <div className="mt-6 flex justify-center">
            <ButtonLink href="/membership">Upgrade Membership</ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p className="mx-auto mt-2 max-w-md text-muted">
            Sign in with your membership to keep reading, or join to unlock every member-only story.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={`/signin?next=${encodeURIComponent(`/journal/${slug}`)}`}>Sign In to Read</ButtonLink>
            <ButtonLink href="/membership" variant="secondary">
              Become a Member
            </ButtonLink>
          </div>
        </>
      )}
    </aside>
  );
}

type Article = RouterOutputs["journal"]["bySlug"];

/** schema.org Article; a member-only article is marked as not freely accessible. */
function articleJsonLd(article: Article, origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: metaDescription(article.excerpt, 300),
    author: { "@type": "Person", name: article.authorName },
    datePublished: isoDate(article.createdAt),
    ...(article.updatedAt ? { dateModified: isoDate(article.updatedAt) } : {}),
    ...(article.imageUrl ? { image: absoluteUrl(article.imageUrl, origin) } : {}),
    isAccessibleForFree: !article.memberOnly,
    publisher: { "@type": "Organization", name: "Wildluxe" },
  };
}

export function ArticlePage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const article = trpc.journal.bySlug.useQuery({ slug }, { ...PAGE_RECORD_QUERY, enabled: slug !== "" });
  const data = article.data;
  const notFound = errorStatus(article.error) === 404;
  useResponseStatus(notFound ? 404 : 200);
  const origin = useSiteOrigin();
  useSeo({
    title: data?.title ?? (notFound ? "Article Not Found" : "Journal"),
    description: data ? metaDescription(data.excerpt) : undefined,
    image: data?.imageUrl || undefined,
    type: data ? "article" : "website",
    jsonLd: data ? articleJsonLd(data, origin) : null,
  });

  if (article.isPending) return <LoadingBlock label="Loading article" />;

  if (notFound || !data) {
    return (
      <section className="mx-auto flex min-h-[65vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
        {notFound ? (
          <>
            <p className="font-serif text-7xl text-sand-400" aria-hidden="true">
              404
            </p>
            <h1 className="mt-4 text-4xl text-forest-950">Article Not Found</h1>
            <p className="mt-4 text-lg text-muted">This story has moved or is no longer published.</p>
            <div className="mt-8">
              <ButtonLink href="/journal">Back to the Journal</ButtonLink>
            </div>
          </>
        ) : (
          <StateMessage tone="error" title="Failed to load this article." className="w-full">
            <Button variant="secondary" onClick={() => void article.refetch()}>
              Try again
            </Button>
            <ButtonLink href="/journal" variant="ghost">
              Back to the Journal
            </ButtonLink>
          </StateMessage>
        )}
      </section>
    );
  }

  const locked = data.content === null;
  return (
    <article className="pb-20">
      <header className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
        <BackLink />
        {data.memberOnly ? (
          <div className="mt-6">
            <MembersOnlyBadge />
          </div>
        ) : null}
        <h1 className="mt-4 text-4xl leading-tight text-forest-950 sm:text-5xl">{data.title}</h1>
        <p className="mt-5 flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
          <span>
            By <span className="font-semibold text-ink">{data.authorName}</span>
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={isoDate(data.createdAt)}>{formatFullDate(data.createdAt)}</time>
          {data.content ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{readingMinutes(stripMarkup(data.content))} min read</span>
            </>
          ) : null}
        </p>
      </header>

      <div className="mx-auto mt-8 max-w-5xl px-4 sm:px-6">
        <div className="relative aspect-[16/9] overflow-hidden rounded-3xl bg-sand-100 shadow-card">
          <ArticleImage src={data.imageUrl} title={data.title} priority sizes="(min-width: 1024px) 64rem, 100vw" />
        </div>
      </div>

      <div className="mx-auto mt-10 max-w-3xl px-4 sm:px-6">
        {locked ? (
          <>
            <p className="text-xl leading-relaxed text-ink/90">{data.excerpt}</p>
            <MembersOnlyPrompt slug={data.slug} />
          </>
        ) : (
          // Sanitised by the server when the article is saved (allow-listed tags, safe links only).
          <div className={PROSE} dangerouslySetInnerHTML={{ __html: data.content ?? "" }} />
        )}
        <footer className="mt-14 border-t border-forest-900/10 pt-8">
          <BackLink />
        </footer>
      </div>
    </article>
  );
}

export const articlePageData: PageData = ({ params, q }) => [
  params["slug"] && q.journal.bySlug.prefetch({ slug: params["slug"] }),
];
