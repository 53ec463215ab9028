import { useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { SearchIcon } from "@/components/ui/hero-icons";
import { LogoMark } from "@/components/ui/logo";
import { safeStorage, STORAGE_KEYS } from "@/lib/storage";
import { HOME_HERO } from "@shared/content/blocks";
import { useContent } from "@/features/site-content/use-content";
import { StayDatesFields, stayDateFieldId, useTravellerToday } from "@/features/search/dates-guests/stay-dates-fields";
import { firstProblemField, stayDatesProblems, type StayDatesProblems } from "@/features/search/stay-dates-check";
import type { StayDates } from "@/features/search/stay-dates-params";
import { SearchTypeahead } from "@/features/search/typeahead/search-typeahead";
import { heroSearchHref } from "./hero-search";

export function HeroSection({ content }: { content?: Record<string, string> } = {}) {
  const published = useContent(HOME_HERO);
  const hero = content ?? published;
  const [text, setText] = useState("");
  const [, navigate] = useLocation();
  const [dates, setDates] = useState<StayDates>({});
  const [problems, setProblems] = useState<StayDatesProblems>({});
  const today = useTravellerToday();
  const datesId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = stayDatesProblems(dates, today);
    setProblems(found);
    const field = firstProblemField(found);
    if (field) return document.getElementById(stayDateFieldId(datesId, field))?.focus();
    const href = heroSearchHref(text, dates);
    if (!href) return;
    safeStorage.set(STORAGE_KEYS.lastSearch, text.trim());
    navigate(href);
  };

  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative isolate z-10 flex min-h-[calc(100svh-4rem)] items-center bg-forest-950"
    >
      <img
        src={hero.backgroundImage}
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-b from-forest-950/60 via-forest-950/20 to-forest-950/75"
        aria-hidden="true"
      />

      <div className="mx-auto w-full max-w-4xl px-4 py-20 text-center sm:px-6">
        <LogoMark className="mx-auto size-14 drop-shadow-lg" />
        <h1 id="hero-title" className="mt-6 text-4xl leading-tight text-white drop-shadow-sm sm:text-5xl lg:text-6xl">
          {hero.heading}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-sand-100 sm:text-lg">{hero.tagline}</p>
        <p className="mt-8 font-serif text-xl italic text-sand-200 sm:text-2xl">{hero.storyPrompt}</p>

        <form
          role="search"
          method="get"
          action="/listings"
          onSubmit={onSubmit}
          noValidate
          className="mx-auto mt-6 flex max-w-3xl flex-col gap-2 rounded-3xl bg-white/95 p-2 shadow-2xl backdrop-blur sm:flex-row sm:flex-wrap"
        >
          {/* Sent as a plain form until the app has taken over; the home search asks for all keywords. */}
          <input type="hidden" name="mode" value="all-keywords" />
          <label htmlFor="hero-search" className="sr-only">
            Search by destination or keyword
          </label>
          <div className="relative flex flex-1 items-center gap-2 px-3">
            <SearchIcon className="size-5 shrink-0 text-muted" />
            <SearchTypeahead
              id="hero-search"
              name="search"
              value={text}
              onValueChange={setText}
              placeholder="Search by destination or keyword"
              className="h-12 w-full min-w-0 bg-transparent text-base text-ink placeholder:text-muted focus:outline-none"
            />
          </div>
          <button
            type="submit"
            className="h-12 rounded-full bg-forest-800 px-8 max-sm:order-last text-base font-semibold text-white transition-colors hover:bg-forest-700 focus-visible:outline-forest-600"
          >
            Explore
          </button>
          <StayDatesFields
            idBase={datesId}
            value={dates}
            onChange={(next) => {
              setDates(next);
              setProblems({});
            }}
            problems={problems}
            today={today}
            className="basis-full border-t border-forest-900/10 px-2 pb-1 pt-3"
          />
        </form>
      </div>
    </section>
  );
}
