import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { hasNextPage, pageItems, pageOfText } from "./pagination-items";

type PaginationProps = {
  page: number;
  totalPages: number;
  /** Pages after `totalPages` may exist (the count stopped short): Next stays on, and the pager says "at least". */
  more?: boolean;
  onChange: (page: number) => void;
};

const itemClass = "inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm transition-colors";

export function Pagination({ page, totalPages, more = false, onChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            onClick={() => onChange(page - 1)}
            disabled={page <= 1}
            className={cn(
              itemClass,
              "gap-1 text-forest-900 hover:bg-forest-50 disabled:pointer-events-none disabled:opacity-40",
            )}
          >
            <ChevronLeftIcon className="size-4" />
            <span>Previous</span>
          </button>
        </li>
        {pageItems(page, totalPages, more).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className="hidden px-1 text-muted sm:block" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item} className="hidden sm:block">
              <button
                type="button"
                onClick={() => onChange(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Page ${item}`}
                className={cn(
                  itemClass,
                  item === page ? "bg-forest-800 font-semibold text-white" : "text-ink hover:bg-forest-50",
                )}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => onChange(page + 1)}
            disabled={!hasNextPage(page, totalPages, more)}
            className={cn(
              itemClass,
              "gap-1 text-forest-900 hover:bg-forest-50 disabled:pointer-events-none disabled:opacity-40",
            )}
          >
            <span>Next</span>
            <ChevronRightIcon className="size-4" />
          </button>
        </li>
      </ul>
      <p className="text-sm text-muted">{pageOfText(page, totalPages, more)}</p>
    </nav>
  );
}
