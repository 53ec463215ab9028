import { useLocation, useSearch } from "wouter";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { CloseIcon } from "@/components/ui/icons";
import { ListingCard } from "@/features/listings/listing-card";
import { ListingGrid, ListingGridSkeleton } from "@/features/listings/listing-grid";
import { ListingsSearchBar } from "@/features/listings/listings-search-bar";
import { distanceText, NOTE_BOX, SearchNotes } from "@/features/listings/search-notes";
import { useSeo } from "@/lib/seo/use-seo";
import { BROWSER_ONLY_QUERY } from "@/lib/route-data";
import { trpc } from "@/lib/trpc";
import { aiSearchHref, aiSearchParams, readAiSearch } from "./ai-search-url";
import { refusalOf } from "./dates-guests/refusal";
import { StayDatesForm } from "./dates-guests/stay-dates-form";
import { readStayDates, stayDatesEntries, stayDatesQuery, withStayDates, type StayDates } from "./stay-dates-params";
import { WhyChips } from "./why-chips";

const EXAMPLES = [
  "treehouse with a hot tub in the Pacific Northwest",
  "somewhere quiet by a lake for a dog and two kids",
  "glamping under dark skies in Africa",
  "ski-in cabin in the alps",
];

/** The AI search of a request; a language model may take seconds, so the page goes out with its skeleton. */
function useAiSearch(q: string, without: string[], dates: StayDates) {
  return trpc.search.ai.useQuery(
    { q, without, ...stayDatesQuery(dates) },
    { ...BROWSER_ONLY_QUERY, enabled: q !== "" },
  );
}

/** /ai-search: a request in a person's own words, what we understood of it, and stays that say why they fit. */
export function AiSearchPage() {
  useSeo({
    title: "AI Search",
    description: "Describe your ideal outdoor escape in your own words and find matching luxury stays on Wildluxe.",
  });
  const [, navigate] = useLocation();
  const search = useSearch();
  const { q, without } = readAiSearch(search);
  // The dates and guests stay in the URL through every new search and removed chip.
  const dates = readStayDates(search);
  const go = (text: string, removed: string[] = [], when: StayDates = dates) =>
    navigate(withStayDates(aiSearchHref(text, removed), when));
  const ai = useAiSearch(q, without, dates);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header className="mb-8 max-w-2xl">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">Search</p>
        <h1 className="mt-2 text-4xl text-forest-950 sm:text-5xl">AI search</h1>
        <p className="mt-3 text-muted">
          Describe the stay you have in mind in your own words, like “treehouse with a hot tub near a lake”, and we'll
          find the closest matches and tell you why each one fits.
        </p>
      </header>
      <div className="max-w-3xl">
        <ListingsSearchBar
          key={q}
          initialSearch={q}
          action="/ai-search"
          carried={stayDatesEntries(dates)}
          name="q"
          onSearch={(text) => go(text)}
          placeholder="Describe your ideal stay"
          label="Describe your ideal stay"
          buttonLabel="Find stays"
        />
      </div>
      <StayDatesForm
        className="mt-4 max-w-3xl"
        value={dates}
        onApply={(when) => go(q, without, when)}
        action="/ai-search"
        carried={[...aiSearchParams(q, without)]}
        refused={refusalOf(ai.error)}
      />
      {q ? <AiResults q={q} without={without} query={ai} onChange={go} /> : <Examples onPick={(text) => go(text)} />}
    </div>
  );
}

function Examples({ onPick }: { onPick: (text: string) => void }) {
  return (
    <section aria-labelledby="ai-examples" className="mt-8">
      <h2 id="ai-examples" className="text-sm font-semibold text-forest-950">
        Try asking for
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {EXAMPLES.map((text) => (
          <li key={text}>
            <button
              type="button"
              onClick={() => onPick(text)}
              className="rounded-full border border-forest-900/15 bg-white px-4 py-2 text-left text-sm text-forest-900 hover:border-forest-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-forest-600"
            >
              {text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AiResults({
  q,
  without,
  query,
  onChange,
}: {
  q: string;
  without: string[];
  query: ReturnType<typeof useAiSearch>;
  onChange: (q: string, without: string[]) => void;
}) {
  if (query.isPending) return <ListingGridSkeleton count={6} label="Finding stays" className="mt-8" />;
  const refused = refusalOf(query.error);
  if (refused) return <StateMessage tone="error" className="mt-8" title={`We can't search this: ${refused.message}`} />;
  if (query.isError)
    return (
      <LoadError
        className="mt-8"
        title="We couldn't run this search. Please try again."
        onRetry={() => void query.refetch()}
      />
    );
  const { understood, relaxed, notes, results } = query.data;
  return (
    <>
      <section aria-labelledby="ai-understood" className="mt-6">
        <h2 id="ai-understood" className="text-sm font-semibold text-forest-950">
          We understood
        </h2>
        {understood.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {understood.map((chip) => (
              <li key={chip.key}>
                <span className="inline-flex items-center gap-1 rounded-full bg-forest-800 py-1 pl-3 pr-1 text-sm text-white">
                  {chip.label}
                  <button
                    type="button"
                    aria-label={`Remove ${chip.label}`}
                    onClick={() => onChange(q, [...without, chip.key])}
                    className="grid size-6 place-items-center rounded-full hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
                  >
                    <CloseIcon className="size-3.5" />
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">Nothing specific yet: these are our best-rated stays.</p>
        )}
        {without.length ? (
          <button
            type="button"
            onClick={() => onChange(q, [])}
            className="mt-2 text-sm font-medium text-forest-800 underline underline-offset-2"
          >
            Restore everything I asked for
          </button>
        ) : null}
      </section>
      {relaxed.length && results.length ? (
        <p role="status" className="mt-4 rounded-xl border border-sand-200 bg-sand-50 px-4 py-3 text-sm text-sand-800">
          No stay matches everything, so we relaxed: <strong>{relaxed.join(", ")}</strong>.
        </p>
      ) : null}
      <SearchNotes notes={notes} className={`mt-4 ${NOTE_BOX}`} />
      <h2 className="sr-only">Results</h2>
      {results.length ? (
        <>
          <p className="mt-6 text-sm text-muted" aria-live="polite">
            {results.length === 1 ? "1 stay" : `${results.length} stays`} for “{q}”
          </p>
          <ListingGrid
            className="mt-4"
            listings={results.map((r) => r.listing)}
            renderCard={(listing, index) => (
              <div className="flex h-full flex-col" data-testid="ai-result">
                <ListingCard
                  listing={listing}
                  priority={index < 3}
                  distance={distanceText(listing.distanceKm, query.data.intent.near?.place)}
                />
                <WhyChips matched={results[index]!.matched} missing={results[index]!.missing} />
              </div>
            )}
          />
        </>
      ) : (
        <StateMessage className="mt-8" title={`No stays match “${q}” yet. Try fewer words or another place.`} />
      )}
    </>
  );
}
