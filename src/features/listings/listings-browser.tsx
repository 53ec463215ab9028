import { useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { formatBounds } from "@shared/map-bounds";
import { cn } from "@/lib/cn";
import { ActiveFilters } from "./active-filters";
import { FilterDrawer } from "./filter-drawer";
import { ListingsFilters, selectClass } from "./listings-filters";
import {
  activeFilterCount,
  applyParamChanges,
  clearedParams,
  effectiveSort,
  queryFromParams,
  SORT_OPTIONS,
  staysHeading,
  staysLabel,
  viewFromParams,
  withoutEmptyParams,
  type ParamChanges,
} from "./listings-query";
import { ListingsResults, useListings } from "./listings-results";
import { ListingsSearchBar } from "./listings-search-bar";
import { StayDatesForm } from "@/features/search/dates-guests/stay-dates-form";
import { refusalOf } from "@/features/search/dates-guests/refusal";
import { readStayDates, STAY_DATE_PARAMS, writeStayDates, type StayDates } from "@/features/search/stay-dates-params";
import { ViewToggle } from "./view-toggle";

/** The filter form: sort, filters and the search they narrow, sent as a plain form before the app takes over. */
const FILTER_FORM = "listings-filter-form";
const STAY_PARAMS = new Set<string>(STAY_DATE_PARAMS);
/** What the filter form's own fields do not carry. */
const FILTER_FORM_CARRIES = ["search", "mode", "view", "bounds", ...STAY_DATE_PARAMS];

/** The current URL's non-empty parameters that `keep` accepts, for a plain form to send along with its own fields. */
function carriedParams(params: URLSearchParams, keep: (name: string) => boolean): [string, string][] {
  return [...params].filter(([name, value]) => keep(name) && value !== "");
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

type ListingsBrowserProps = {
  /** A category fixed by the route (category pages). */
  category?: string | undefined;
};

/**
 * Search, filters, sort, List/Map and pages, all kept in the URL so a search can be shared,
 * reloaded and walked back through.
 */
export function ListingsBrowser({ category }: ListingsBrowserProps) {
  const [params, setParams] = useSearchParams();
  const [pathname] = useLocation();
  const query = queryFromParams(params, category);
  const view = viewFromParams(params);
  const sort = effectiveSort(query);
  const result = useListings(query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const filterCount = activeFilterCount(query, category);
  const narrowed = filterCount > 0 || Boolean(query.search);

  const update = (changes: ParamChanges) => setParams((prev) => applyParamChanges(prev, changes));
  // A form sent before the app took over names every field, empty ones too: keep the URL tidy.
  useEffect(() => {
    const tidy = withoutEmptyParams(params);
    if (tidy) setParams(tidy, { replace: true });
  }, [params, setParams]);
  const clearAll = () => setParams((prev) => clearedParams(prev));
  const stayDates = readStayDates(params);
  const setStayDates = (dates: StayDates) =>
    setParams((prev) => applyParamChanges(writeStayDates(prev, dates), { page: null }));

  const filters = <ListingsFilters query={query} fixedCategory={category} onChange={update} />;

  return (
    <div className="space-y-6">
      <ListingsSearchBar
        key={query.search ?? ""}
        initialSearch={query.search ?? ""}
        action={pathname}
        carried={carriedParams(params, (name) => name !== "search" && name !== "mode" && name !== "page")}
        // Searches typed here match any word; the home page's hero asks for all keywords.
        onSearch={(text) => {
          update({ search: text, mode: null });
          // Keyboard and screen-reader users land on the new result count, not back at the page's top.
          resultsHeading.current?.focus();
        }}
      />

      <StayDatesForm
        value={stayDates}
        onApply={setStayDates}
        action={pathname}
        carried={carriedParams(params, (name) => !STAY_PARAMS.has(name) && name !== "page")}
        refused={refusalOf(result.error)}
      />

      <div className="lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:gap-10">
        <aside aria-labelledby="filters-title" className="hidden lg:block">
          <div className="sticky top-24 max-h-[calc(100svh-7rem)] overflow-y-auto pb-6 pr-1">
            <div className="mb-5 flex items-baseline justify-between">
              <h2 id="filters-title" className="text-2xl text-forest-950">
                Filters
              </h2>
              {filterCount > 0 ? (
                <button
                  type="button"
                  onClick={clearAll}
                  className="text-sm font-semibold text-forest-700 underline-offset-4 hover:underline"
                >
                  Clear all
                </button>
              ) : null}
            </div>
            {/* The page's scripts send every change at once; before they arrive, the form does
               (server/ssr/early-script.ts). */}
            <form
              id={FILTER_FORM}
              method="get"
              action={pathname}
              data-send-on-change=""
              onSubmit={(e) => e.preventDefault()}
            >
              {carriedParams(params, (name) => FILTER_FORM_CARRIES.includes(name)).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              {filters}
            </form>
          </div>
        </aside>

        <section aria-labelledby="results-count" className="min-w-0 space-y-5">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
            <h2
              ref={resultsHeading}
              id="results-count"
              tabIndex={-1}
              className="mr-auto scroll-mt-24 font-sans text-lg font-semibold tracking-normal text-ink focus:outline-none"
              aria-live="polite"
              aria-atomic="true"
            >
              {result.data ? (
                staysHeading(result.data.total, result.data.totalIsExact)
              ) : result.isError ? (
                "Stays"
              ) : (
                <span aria-hidden="true" className="inline-block h-6 w-24 animate-pulse rounded-md bg-sand-200/70" />
              )}
            </h2>
            <Button
              variant="secondary"
              className="lg:hidden"
              onClick={() => setFiltersOpen(true)}
              aria-haspopup="dialog"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="M4 6h16M7 12h10M10 18h4" />
              </svg>
              Filters
              {filterCount > 0 ? (
                <span className="rounded-full bg-forest-800 px-1.5 text-xs font-semibold leading-5 text-white">
                  {filterCount}
                  <span className="sr-only"> active</span>
                </span>
              ) : null}
            </Button>
            <div className="flex w-full items-center justify-between gap-3 sm:w-auto sm:justify-end sm:gap-4">
              <div className="flex items-center gap-2">
                <label htmlFor="listings-sort" className="whitespace-nowrap text-sm text-muted max-sm:sr-only">
                  Sort by
                </label>
                <select
                  id="listings-sort"
                  name="sort"
                  form={FILTER_FORM}
                  value={sort}
                  onChange={(e) => update({ sort: e.target.value })}
                  className={cn(selectClass, "w-auto rounded-full pr-8")}
                >
                  {SORT_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
              <ViewToggle view={view} onChange={(next) => update({ view: next === "map" ? "map" : null })} />
            </div>
          </div>

          <ActiveFilters query={query} fixedCategory={category} onChange={update} onClearAll={clearAll} />

          <ListingsResults
            query={query}
            view={view}
            narrowed={narrowed}
            search={query.search}
            onClear={clearAll}
            onClearDates={() => setStayDates({})}
            pageHref={(page) => {
              const next = applyParamChanges(params, { page: page > 1 ? String(page) : null }).toString();
              return next ? `${pathname}?${next}` : pathname;
            }}
            onSearchArea={(bounds) => update({ bounds: formatBounds(bounds) })}
            onPageChange={(page) => {
              update({ page: page > 1 ? String(page) : null });
              window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
            }}
          />
        </section>
      </div>

      <FilterDrawer
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        footer={
          <>
            <Button variant="ghost" onClick={clearAll} disabled={filterCount === 0}>
              Clear all
            </Button>
            <Button className="flex-1" onClick={() => setFiltersOpen(false)}>
              {result.data ? `Show ${staysLabel(result.data.total, result.data.totalIsExact)}` : "Show stays"}
            </Button>
          </>
        }
      >
        {filters}
      </FilterDrawer>
    </div>
  );
}
