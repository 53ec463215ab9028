import { SponsoredPlacement } from "@/features/ads/sponsored-placement";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { useSeo } from "@/lib/seo/use-seo";
import { trpc } from "@/lib/trpc";
import { ArticleCard } from "./article-card";
import { leadArticle } from "./lead-article";
import type { PageData } from "@/lib/route-data";

function JournalSkeleton() {
  return (
    <div role="status" className="space-y-8">
      <span className="sr-only">Loading articles</span>
      <Skeleton className="h-80 rounded-2xl" />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-96 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

/** Published articles, newest first (the server's order), led by the editors' featured one. */
export function JournalPage() {
  useSeo({
    title: "Journal",
    description:
      "Stories, guides and field notes from luxury outdoor stays: cabins, treehouses, safari camps and the travelers who love them.",
  });
  const articles = trpc.journal.list.useQuery();
  const items = articles.data?.items ?? [];
  const lead = leadArticle(items);
  const rest = items.filter((a) => a !== lead);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-10 max-w-2xl">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">The Wildluxe Journal</p>
        <h1 className="mt-2 text-4xl text-forest-950 sm:text-5xl">Stories from the wild</h1>
        <p className="mt-3 text-muted">
          Field notes, how-to guides and member stories from the cabins, treehouses and camps in our collection.
        </p>
      </header>

      {articles.isPending ? (
        <JournalSkeleton />
      ) : articles.isError ? (
        <LoadError title="Failed to load journal articles." onRetry={() => void articles.refetch()} />
      ) : !lead ? (
        <StateMessage title="No stories have been published yet. Check back soon." />
      ) : (
        <div className="space-y-8">
          <ArticleCard article={lead} lead />
          <SponsoredPlacement location="journal" className="!px-0" />
          {rest.length ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((article) => (
                <li key={article.id} className="min-w-0">
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </div>
  );
}

export const journalPageData: PageData = ({ q }) => [
  q.journal.list.prefetch(),
  q.catalog.placements.prefetch({ location: "journal" }),
];
