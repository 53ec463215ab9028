import { Link } from "wouter";
import { ButtonLink } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { StateMessage } from "@/components/ui/state-message";
import { errorStatus, PAGE_RECORD_QUERY } from "@/lib/query-client";
import { useResponseStatus } from "@/lib/seo/server-head";
import { useSeo } from "@/lib/seo/use-seo";
import { useApiQuery } from "@/lib/api-client";
import { ListingsBrowser } from "./listings-browser";
import { listingCardsData, type PageData } from "@/lib/route-data";
import { listingsResultsData } from "./listings-query";
import { catalogData } from "./use-catalog";

export function CategoryListingsPage({ params }: { params: { category: string } }) {
  const slug = params.category;
  const category = useApiQuery(["catalog", "category"], { idOrSlug: slug }, PAGE_RECORD_QUERY);
  const notFound = category.isError && errorStatus(category.error) === 404;
  useResponseStatus(notFound ? 404 : 200);
  useSeo({
    title: notFound ? "Category not found" : (category.data?.name ?? "Category"),
    description: category.data
      ? `${category.data.description} Browse ${category.data.count} curated ${category.data.count === 1 ? "stay" : "stays"} in ${category.data.name} on Wildluxe.`.trim()
      : undefined,
    image: category.data?.image ?? undefined,
  });

  if (notFound) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <h1 className="mb-8 text-center text-4xl text-forest-950 sm:text-5xl">Category not found</h1>
        <StateMessage title="We couldn't find that category.">
          <ButtonLink href="/listings" variant="secondary">
            Browse all properties
          </ButtonLink>
        </StateMessage>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link href="/listings" className="hover:text-ink hover:underline">
          Listings
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{category.data?.name ?? slug}</span>
      </nav>
      <header className="mb-10 mt-4 max-w-2xl">
        {category.isPending ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">Loading category</span>
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="h-5 w-full" />
          </div>
        ) : (
          <>
            <h1 className="text-4xl text-forest-950 sm:text-5xl">{category.data?.name ?? "Category"}</h1>
            {category.data?.description ? <p className="mt-3 text-muted">{category.data.description}</p> : null}
          </>
        )}
      </header>
      <ListingsBrowser category={slug} />
    </div>
  );
}

export const categoryListingsPageData: PageData = (ctx) => {
  const slug = ctx.params["category"] ?? "";
  return [
    ctx.q.catalog.category.prefetch({ idOrSlug: slug }),
    ...listingsResultsData(ctx, slug),
    ...catalogData(ctx),
    ...listingCardsData(ctx),
  ];
};
