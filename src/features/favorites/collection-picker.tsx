import { useEffect } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import type { ListingSummary } from "@/features/listings/types";
import { cn } from "@/lib/cn";
import { usePopover } from "@/lib/use-popover";
import type { Collection } from "./use-collections";

type CollectionPickerProps = {
  listing: ListingSummary;
  collections: Collection[];
  busy: boolean;
  onToggle: (collection: Collection, listing: ListingSummary, add: boolean) => void;
  onCreate: (listing: ListingSummary) => void;
};

/** Under a saved stay: tick the collections it belongs in, or start a new one with it. */
export function CollectionPicker({ listing, collections, busy, onToggle, onCreate }: CollectionPickerProps) {
  const { open, setOpen, rootRef, buttonRef, panelId } = usePopover();
  const inCount = collections.filter((c) => c.listingIds.includes(listing.id)).length;

  useEffect(() => {
    if (open) rootRef.current?.querySelector<HTMLElement>("input, button[data-new]")?.focus();
  }, [open, rootRef]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex h-10 w-full items-center justify-between gap-2 rounded-full border border-forest-900/15 bg-white px-4 text-sm font-medium text-forest-900 transition-colors hover:bg-forest-50"
      >
        <span className="truncate">
          {inCount ? `In ${inCount} ${inCount === 1 ? "collection" : "collections"}` : "Add to collection"}
          <span className="sr-only"> ({listing.name})</span>
        </span>
        <ChevronDownIcon className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")} />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute inset-x-0 bottom-full z-30 mb-2 animate-fade-in rounded-2xl border border-forest-900/10 bg-white p-2 shadow-card-hover"
        >
          {collections.length ? (
            <fieldset>
              <legend className="px-2 pb-1 pt-1 text-xs font-semibold uppercase tracking-[0.14em] text-sand-700">
                Collections
              </legend>
              <ul className="max-h-56 overflow-y-auto">
                {collections.map((collection) => {
                  const checked = collection.listingIds.includes(listing.id);
                  return (
                    <li key={collection.id}>
                      <label className="flex cursor-pointer items-center gap-3 rounded-xl px-2 py-2 text-sm hover:bg-forest-50">
                        <input
                          type="checkbox"
                          className="size-4 accent-forest-700"
                          checked={checked}
                          disabled={busy}
                          onChange={() => onToggle(collection, listing, !checked)}
                        />
                        <span className="min-w-0 flex-1 truncate">{collection.name}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ) : null}
          <button
            type="button"
            data-new=""
            onClick={() => {
              setOpen(false);
              onCreate(listing);
            }}
            className="mt-1 w-full rounded-xl px-2 py-2 text-left text-sm font-semibold text-forest-700 hover:bg-forest-50"
          >
            + New collection with this stay
          </button>
        </div>
      ) : null}
    </div>
  );
}
