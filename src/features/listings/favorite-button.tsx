import { HeartIcon } from "@/components/ui/shell-icons";
import { signInHref } from "@/features/account/access-errors";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { cn } from "@/lib/cn";
import { notify } from "@/lib/notify";
import type { ListingSummary } from "./types";
import { useFavorites } from "./use-favorites";

type FavoriteButtonProps = {
  listing: ListingSummary;
  /** Controlled use; left out, the button reads and toggles the member's saved stays itself. */
  isFavorite?: boolean | undefined;
  onToggle?: ((listing: ListingSummary) => void) | undefined;
  className?: string;
};

/** Spec §5: favoriting needs sign-in; signed out, nothing is sent and a toast explains why and links to sign in. */
export function FavoriteButton({ listing, isFavorite, onToggle, className }: FavoriteButtonProps) {
  const { isSignedIn } = useCurrentUser();
  const favorites = useFavorites();
  const saved = isSignedIn && (isFavorite ?? favorites.isFavorite(listing.id));
  const busy = favorites.isPending(listing.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-busy={busy || undefined}
      aria-label={saved ? `Remove ${listing.name} from favorites` : `Save ${listing.name} to favorites`}
      onClick={() => {
        if (!isSignedIn) {
          // A prompt, not a failure: the spec's words, with the way to sign in and come back here.
          notify.info("Authentication required", "Please sign in to save favorites.", {
            label: "Sign in",
            href: signInHref(window.location.pathname + window.location.search),
          });
          return;
        }
        if (busy) return;
        if (onToggle) onToggle(listing);
        else favorites.toggle(listing);
      }}
      className={cn(
        "flex size-10 items-center justify-center rounded-full bg-white/90 shadow-sm backdrop-blur transition-transform hover:scale-105 active:scale-95",
        saved ? "text-red-600" : "text-forest-900",
        className,
      )}
    >
      <HeartIcon filled={saved} className="size-5" />
    </button>
  );
}
