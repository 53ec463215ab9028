import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "wouter";
import { CompassIcon, LeafIcon, LockIcon, MapPinIcon } from "@/components/ui/icons";
import { useDebouncedValue } from "@/features/admin/shared/use-debounced-value";
import { useApiQuery } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { suggestionDetail, suggestionHref, suggestionsAnnouncement, type Suggestion } from "./suggestion-text";

/** How long typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 150;
/** The longest text the server suggests for (server/services/search/suggest/suggest.ts). */
const MAX_CHARS = 100;
/** Suggestions for a text already asked are kept this long (react-query), so typing back asks nothing. */
const KEPT_MS = 5 * 60_000;

/** The text a suggestions query asked for, from its key (apiQueryKey: [path, { input }]). */
const typedIn = (key: readonly unknown[]) => (key[1] as { input?: { q?: string } } | undefined)?.input?.q ?? "";

type SearchTypeaheadProps = {
  /** The input's id (its label points here); the listbox's and options' ids derive from it. */
  id: string;
  name: string;
  value: string;
  onValueChange: (text: string) => void;
  placeholder: string;
  className: string;
};

function KindIcon({ suggestion }: { suggestion: Suggestion }) {
  const Icon =
    suggestion.kind === "destination"
      ? MapPinIcon
      : suggestion.kind === "category"
        ? CompassIcon
        : suggestion.locked
          ? LockIcon
          : LeafIcon;
  return <Icon className="size-5 shrink-0 text-forest-700" aria-hidden="true" />;
}

/**
 * A search box with typeahead, as the WAI-ARIA combobox pattern has it: suggestions (destinations with their
 * stays, categories, stays by name) in a listbox under the box, Arrow Down and Up to move, Enter to pick,
 * Escape to close, and a live region saying how many there are. Picking a stay opens its page, a category its
 * stays; a destination is searched by the box: its name is put in and the box's form is sent, as if typed (so
 * the form's own fields, dates and guests, go with it). The listbox spans the nearest positioned ancestor.
 */
export function SearchTypeahead({ id, name, value, onValueChange, placeholder, className }: SearchTypeaheadProps) {
  const listId = `${id}-suggestions`;
  const optionId = (i: number) => `${id}-suggestion-${i}`;
  const [, navigate] = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const typed = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const asked = open && typed.length > 0 && typed.length <= MAX_CHARS;
  const query = useApiQuery(
    ["search", "suggest"],
    { q: typed },
    {
      enabled: asked,
      staleTime: KEPT_MS,
      // While the next letter's suggestions load, the last ones stay; never those of a text this one does not extend.
      placeholderData: (previous, previousQuery) =>
        previousQuery && typed.startsWith(typedIn(previousQuery.queryKey)) ? previous : undefined,
    },
  );
  const suggestions = asked ? (query.data?.suggestions ?? []) : [];
  const expanded = suggestions.length > 0;
  // The option moved to, for the list it was moved in: new suggestions start with none.
  const [moved, setMoved] = useState<{ list: Suggestion[]; index: number } | null>(null);
  const active = expanded && moved?.list === suggestions ? moved.index : -1;
  const settled = asked && query.isSuccess && !query.isPlaceholderData;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const close = () => {
    setOpen(false);
    setMoved(null);
  };
  const choose = (s: Suggestion) => {
    close();
    const href = suggestionHref(s);
    if (href) navigate(href);
    else {
      flushSync(() => onValueChange(s.label));
      input.current?.form?.requestSubmit();
    }
  };
  const move = (step: 1 | -1) => {
    const n = suggestions.length;
    const index = active < 0 ? (step > 0 ? 0 : n - 1) : (active + step + n) % n;
    setMoved({ list: suggestions, index });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      setOpen(true);
      if (!expanded) return;
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      // With no option moved to, Enter sends the form as typed.
      if (active >= 0) {
        event.preventDefault();
        choose(suggestions[active]!);
      } else close();
    } else if (event.key === "Escape" && expanded) {
      // Closes the list and keeps the text (a search field would clear it).
      event.preventDefault();
      close();
    }
  };

  return (
    <>
      <input
        ref={input}
        id={id}
        name={name}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(e) => {
          onValueChange(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className={className}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(28rem,60svh)] overflow-y-auto rounded-2xl border border-forest-900/10 bg-white p-1.5 text-left shadow-xl"
      >
        {suggestions.map((s, i) => (
          <li
            key={`${s.kind}:${s.kind === "destination" ? s.label : s.slug}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // The box keeps focus: a pick by mouse or touch is a click, not a blur.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(s)}
            onMouseMove={() => i !== active && setMoved({ list: suggestions, index: i })}
            className={cn(
              "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 py-2",
              i === active && "bg-sand-100",
            )}
          >
            <KindIcon suggestion={s} />
            <span className="min-w-0">
              <span className="block truncate text-base font-medium text-ink">{s.label}</span>
              <span className="block truncate text-sm text-muted">{suggestionDetail(s)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="sr-only">
        {settled ? suggestionsAnnouncement(suggestions.length) : ""}
      </p>
    </>
  );
}
