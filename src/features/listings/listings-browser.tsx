import { useSearchParams } from "wouter";
import { ListingsResults } from "./listings-results";
import { ListingsSearchBar } from "./listings-search-bar";
import { queryFromParams, type ListingsSort } from "./listings-query";

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** Search box, sort, results and pagination, all kept in the URL so links and Back work. */
export function ListingsBrowser({ category }: { category?: string }) {
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params, category);
  const sort: ListingsSort = query.sort ?? (query.search ? "relevance" : "rating");

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === "") next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <div className="space-y-8">
      <ListingsSearchBar
        key={query.search ?? ""}
        initialSearch={query.search ?? ""}
        sort={sort}
        onSearch={(text) => update({ search: text, mode: text ? params.get("mode") : null, page: null })}
        onSortChange={(value) => update({ sort: value, page: null })}
      />
      <ListingsResults
        query={query}
        onClearSearch={() => update({ search: null, mode: null, page: null })}
        onPageChange={(page) => {
          update({ page: page > 1 ? String(page) : null });
          window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
        }}
      />
    </div>
  );
}
