import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { lazyNamed } from "@/lib/lazy-named";
import { safeStorage } from "@/lib/storage";
import {
  createPromoScheduler,
  isPromoPath,
  isPromoSuppressed,
  PROMO_STORAGE_KEYS,
  scrollProgress,
  type PromoPageState,
  type PromoVariant,
} from "./promo-timing";

// The dialog and its signup form load when a promo first opens.
const PromoDialog = lazyNamed(() => import("./promo-dialog"), "PromoDialog");

/** Per page load: leaving the page and coming back does not show the main promo again. */
const pageState: PromoPageState = { mainShown: false, exitShown: false };

function storedPromoState() {
  return {
    dismissed: safeStorage.get(PROMO_STORAGE_KEYS.dismissed),
    lastShown: safeStorage.get(PROMO_STORAGE_KEYS.lastShown),
  };
}

/**
 * The two Luxe Insider trial dialogs (main and exit intent). Members who already hold a
 * membership are not offered the trial, since they cannot take it.
 */
export function PromoDialogs() {
  const [location] = useLocation();
  const { user } = useCurrentUser();
  const [variant, setVariant] = useState<PromoVariant | null>(null);
  const openRef = useRef(false);
  openRef.current = variant !== null;
  const eligible = isPromoPath(location) && (user?.membershipTier ?? 0) === 0;
  const eligibleRef = useRef(eligible);
  eligibleRef.current = eligible;
  const firstScreen = useRef(true);

  useEffect(() => {
    if (!isPromoPath(location)) return;
    const scheduler = createPromoScheduler({
      page: pageState,
      canShow: () => eligibleRef.current && !openRef.current && !isPromoSuppressed(storedPromoState(), Date.now()),
      show: setVariant,
    });
    const onScroll = () => {
      const root = document.documentElement;
      scheduler.scrolled(scrollProgress(window.scrollY, window.innerHeight, root.scrollHeight));
    };
    const onMouseOut = (event: MouseEvent) => scheduler.pointerLeft(event.clientY, event.relatedTarget !== null);
    scheduler.start();
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("mouseout", onMouseOut);
    // The first screen arrives rendered by the server and may be scrolled before this runs.
    if (firstScreen.current) onScroll();
    firstScreen.current = false;
    return () => {
      scheduler.stop();
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("mouseout", onMouseOut);
    };
  }, [location]);

  const close = useCallback(() => {
    safeStorage.set(PROMO_STORAGE_KEYS.lastShown, String(Date.now()));
    setVariant(null);
  }, []);

  const dontShowAgain = useCallback(() => {
    safeStorage.set(PROMO_STORAGE_KEYS.dismissed, "true");
    close();
  }, [close]);

  if (!variant) return null;
  return (
    <Suspense fallback={null}>
      <PromoDialog variant={variant} user={user} onClose={close} onDontShowAgain={dontShowAgain} />
    </Suspense>
  );
}
