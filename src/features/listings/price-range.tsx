import { useEffect, useId, useState, type KeyboardEvent, type SyntheticEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { parsePrice, type ListingsQuery, type ParamChanges } from "./listings-query";

const inputClass =
  "h-11 w-full rounded-xl border border-forest-900/15 bg-white pl-7 pr-3 text-sm text-ink shadow-sm focus:border-forest-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600/30";

/** Nightly price from and to, in whole dollars; applied with the button or Enter. */
export function PriceRange({
  query,
  onChange,
}: {
  query: Pick<ListingsQuery, "minPrice" | "maxPrice">;
  onChange: (changes: ParamChanges) => void;
}) {
  const id = useId();
  const [min, setMin] = useState(query.minPrice?.toString() ?? "");
  const [max, setMax] = useState(query.maxPrice?.toString() ?? "");
  const [error, setError] = useState<string | null>(null);
  // The URL is the truth: clearing filters or going back shows its band.
  useEffect(() => {
    setMin(query.minPrice?.toString() ?? "");
    setMax(query.maxPrice?.toString() ?? "");
  }, [query.minPrice, query.maxPrice]);

  // Not a form of its own: it sits in the listings' filter form, which sends the band with every
  // other filter until the app has taken over; from then on Apply (or Enter) applies it here.
  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    const from = min.trim() ? parsePrice(min) : undefined;
    const to = max.trim() ? parsePrice(max) : undefined;
    if ((min.trim() && from === undefined) || (max.trim() && to === undefined))
      return setError("Enter whole dollars, e.g. 150.");
    if (from !== undefined && to !== undefined && from > to) return setError("The lowest price is above the highest.");
    setError(null);
    onChange({ minPrice: from === undefined ? null : String(from), maxPrice: to === undefined ? null : String(to) });
  };

  return (
    <div role="group" aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="block text-sm font-semibold text-ink">
        Price per night
      </p>
      <div className="mt-2 grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <PriceInput
          id={`${id}-min`}
          name="minPrice"
          onEnter={apply}
          label="Lowest price per night"
          placeholder="Min"
          value={min}
          onChange={setMin}
          invalid={Boolean(error)}
        />
        <span className="text-sm text-muted" aria-hidden="true">
          to
        </span>
        <PriceInput
          id={`${id}-max`}
          name="maxPrice"
          onEnter={apply}
          label="Highest price per night"
          placeholder="Max"
          value={max}
          onChange={setMax}
          invalid={Boolean(error)}
        />
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" variant="secondary" className="mt-3 w-full" onClick={apply}>
        Apply price
      </Button>
    </div>
  );
}

function PriceInput(props: {
  id: string;
  name: string;
  onEnter: (event: KeyboardEvent) => void;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  return (
    <div className="relative">
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <span
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted"
        aria-hidden="true"
      >
        $
      </span>
      <input
        id={props.id}
        name={props.name}
        inputMode="numeric"
        autoComplete="off"
        placeholder={props.placeholder}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") props.onEnter(e);
        }}
        aria-invalid={props.invalid || undefined}
        className={cn(inputClass, props.invalid && "border-red-600")}
      />
    </div>
  );
}
