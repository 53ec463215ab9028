import { Suspense, useRef, useState, type KeyboardEvent } from "react";
import { ChevronDownIcon, CompassIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { signInHref } from "@/features/account/access-errors";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { cn } from "@/lib/cn";
import { lazyNamed } from "@/lib/lazy-named";
import { notify } from "@/lib/notify";
import { usePopover } from "@/lib/use-popover";

// Every card on a page has this button: the member's trips, the add call and the new trip's form load with the
// first open, not with the page (a stay's and the listings' first visit).
const TripsList = lazyNamed(() => import("./trips-list"), "TripsList");
const TripFormDialog = lazyNamed(() => import("./trip-form-dialog"), "TripFormDialog");

type AddToTripMenuProps = {
  listing: { id: number; name: string };
  /** Where the list opens: below the button (page headers) or above it (under cards). */
  placement?: "above" | "below";
  className?: string;
};

/** Arrow keys move between the menu's choices; Tab and Escape work as everywhere else. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
  const at = items.indexOf(document.activeElement as HTMLButtonElement);
  const next = items[(at + (event.key === "ArrowDown" ? 1 : items.length - 1)) % items.length];
  next?.focus();
  event.preventDefault();
}

/**
 * "Add to trip": choose one of the member's trips, or start a new one with this stay. The trips and
 * the add call live in the open panel alone: a query and a mutation observer per card were a sixth of
 * a member's server render of /listings.
 */
export function AddToTripMenu({ listing, placement = "above", className }: AddToTripMenuProps) {
  const { isSignedIn } = useCurrentUser();
  const { open, setOpen, rootRef, buttonRef, panelId } = usePopover();
  const [creating, setCreating] = useState(false);

  const toggle = () => {
    if (isSignedIn) return setOpen((v) => !v);
    notify.info("Sign in to plan trips", "Trips are for members: sign in to add stays and plan with friends.", {
      label: "Sign in",
      href: signInHref(window.location.pathname + window.location.search),
    });
  };

  return (
    <div ref={rootRef} className={cn("relative", className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        className="flex h-10 w-full items-center justify-between gap-2 rounded-full border border-forest-900/15 bg-white px-4 text-sm font-medium text-forest-900 transition-colors hover:bg-forest-50"
      >
        <span className="flex min-w-0 items-center gap-2">
          <CompassIcon className="size-4 shrink-0" />
          <span className="truncate">
            Add to trip<span className="sr-only"> ({listing.name})</span>
          </span>
        </span>
        <ChevronDownIcon className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")} />
      </button>
      {open && isSignedIn ? (
        <TripsPanel
          listing={listing}
          id={panelId}
          placement={placement}
          onClose={() => setOpen(false)}
          onNewTrip={() => {
            setOpen(false);
            setCreating(true);
          }}
        />
      ) : null}
      {creating ? (
        <Suspense fallback={null}>
          <TripFormDialog listing={listing} onClose={() => setCreating(false)} onSaved={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

type TripsPanelProps = {
  listing: AddToTripMenuProps["listing"];
  id: string;
  placement: NonNullable<AddToTripMenuProps["placement"]>;
  onClose: () => void;
  onNewTrip: () => void;
};

/** The open menu: the member's trips (TripsList), shown as loading while their code and the trips arrive. */
function TripsPanel({ listing, id, placement, onClose, onNewTrip }: TripsPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={ref}
      id={id}
      onKeyDown={moveFocus}
      className={cn(
        "absolute z-30 animate-fade-in rounded-2xl border border-forest-900/10 bg-white p-2 shadow-card-hover",
        placement === "above"
          ? "inset-x-0 bottom-full mb-2"
          : "left-0 top-full mt-2 w-72 max-w-[calc(100vw-2rem)] sm:left-auto sm:right-0",
      )}
    >
      <p className="px-2 pb-1 pt-1 text-xs font-semibold uppercase tracking-[0.14em] text-sand-700">Your trips</p>
      <Suspense fallback={<TripsLoading />}>
        <TripsList listing={listing} panelRef={ref} onClose={onClose} onNewTrip={onNewTrip} />
      </Suspense>
    </div>
  );
}

export function TripsLoading() {
  return (
    <p role="status" className="flex items-center gap-2 px-2 py-2 text-sm text-muted">
      <Spinner className="size-4" /> Loading your trips
    </p>
  );
}
