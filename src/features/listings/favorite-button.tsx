import { HeartIcon } from "@/components/ui/icons";
import { useCurrentUser } from "@/features/auth/use-current-user";
import { cn } from "@/lib/cn";
import { notify } from "@/lib/notify";
import type { ListingSummary } from "./types";

type FavoriteButtonProps = {
  listing: ListingSummary;
  isFavorite: boolean;
  onToggle?: ((listing: ListingSummary) => void) | undefined;
  className?: string;
};

/** Spec §5: favoriting needs sign-in; signed out, nothing is sent and a toast explains why. */
export function FavoriteButton({ listing, isFavorite, onToggle, className }: FavoriteButtonProps) {
  const { isSignedIn } = useCurrentUser();
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={isFavorite ? `Remove ${listing.name} from favorites` : `Save ${listing.name} to favorites`}
      onClick={() => {
        if (!isSignedIn) {
          notify.error("Authentication required", "Please sign in to save favorites.");
          return;
        }
        onToggle?.(listing);
      }}
      className={cn(
        "flex size-10 items-center justify-center rounded-full bg-white/90 shadow-sm backdrop-blur transition-transform hover:scale-105 active:scale-95",
        isFavorite ? "text-red-600" : "text-forest-900",
        className,
      )}
    >
      <HeartIcon filled={isFavorite} className="size-5" />
    </button>
  );
}
