import { useState, type FormEvent } from "react";
import { SearchIcon } from "@/components/ui/icons";
import { SORT_OPTIONS, type ListingsSort } from "./listings-query";

type ListingsSearchBarProps = {
  initialSearch: string;
  sort: ListingsSort;
  onSearch: (text: string) => void;
  onSortChange: (sort: ListingsSort) => void;
};

export function ListingsSearchBar({ initialSearch, sort, onSearch, onSortChange }: ListingsSearchBarProps) {
  const [text, setText] = useState(initialSearch);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <form role="search" onSubmit={onSubmit} className="flex flex-1 items-center gap-2 rounded-full border border-forest-900/15 bg-white p-1.5 pl-4 shadow-sm focus-within:border-forest-600 focus-within:ring-2 focus-within:ring-forest-600/30">
        <label htmlFor="listings-search" className="sr-only">
          Search by destination or keyword
        </label>
        <SearchIcon className="size-5 shrink-0 text-muted" />
        <input
          id="listings-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search by destination or keyword"
          enterKeyHint="search"
          className="h-10 min-w-0 flex-1 bg-transparent text-base text-ink placeholder:text-muted focus:outline-none sm:text-sm"
        />
        <button type="submit" className="h-10 rounded-full bg-forest-800 px-5 text-sm font-semibold text-white hover:bg-forest-700">
          Search
        </button>
      </form>
      <div className="flex items-center gap-2">
        <label htmlFor="listings-sort" className="text-sm text-muted">
          Sort by
        </label>
        <select
          id="listings-sort"
          value={sort}
          onChange={(e) => onSortChange(e.target.value as ListingsSort)}
          className="h-11 rounded-full border border-forest-900/15 bg-white px-4 text-sm text-ink shadow-sm focus:border-forest-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600/30"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
