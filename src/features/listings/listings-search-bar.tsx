import { useState, type FormEvent } from "react";
import { SearchIcon } from "@/components/ui/hero-icons";
import { SearchTypeahead } from "@/features/search/typeahead/search-typeahead";

type ListingsSearchBarProps = {
  initialSearch: string;
  /** Where the form goes before the app has taken over: this page, with `carried` kept. */
  action: string;
  /** The other parameters of the current search, sent along by a form sent before the app took over. */
  carried: [string, string][];
  /** The field's name in the URL the form sends. */
  name?: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  /** The field's spoken label (the placeholder is not a label). */
  label?: string;
  buttonLabel?: string;
};

/** Full-text search: submits the trimmed text; an empty search clears the search. */
export function ListingsSearchBar({
  initialSearch,
  action,
  carried,
  name = "search",
  onSearch,
  placeholder = "Search by destination or keyword",
  label = "Search by destination or keyword",
  buttonLabel = "Search",
}: ListingsSearchBarProps) {
  const [text, setText] = useState(initialSearch);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form
      role="search"
      method="get"
      action={action}
      onSubmit={onSubmit}
      className="relative flex items-center gap-2 rounded-full border border-forest-900/15 bg-white p-1.5 pl-4 shadow-sm focus-within:border-forest-600 focus-within:ring-2 focus-within:ring-forest-600/30"
    >
      <label htmlFor="listings-search" className="sr-only">
        {label}
      </label>
      <SearchIcon className="size-5 shrink-0 text-muted" />
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SearchTypeahead
        id="listings-search"
        name={name}
        value={text}
        onValueChange={setText}
        placeholder={placeholder}
        className="h-10 min-w-0 flex-1 bg-transparent text-base text-ink placeholder:text-muted focus:outline-none sm:text-sm"
      />
      <button
        type="submit"
        className="h-10 shrink-0 rounded-full bg-forest-800 px-5 text-sm font-semibold text-white hover:bg-forest-700"
      >
        {buttonLabel}
      </button>
    </form>
  );
}
