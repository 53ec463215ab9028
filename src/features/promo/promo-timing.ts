/** Spec §9 promo numbers. */
export const PROMO_DELAY_MS = 10_000;
const PROMO_SCROLL_RATIO = 0.6;
const EXIT_INTENT_TOP_PX = 50;
export const PROMO_RECENCY_MS = 30_000;

/** The concierge chat is never interrupted. */
const NO_PROMO_PATHS = new Set(["/travel-concierge"]);

export const PROMO_STORAGE_KEYS = {
  lastShown: "wildluxe.promo.lastShown",
  dismissed: "wildluxe.promo.dismissed",
} as const;

export type PromoVariant = "main" | "exit";

export function isPromoPath(path: string): boolean {
  const clean = path.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");
  return !NO_PROMO_PATHS.has(clean);
}

/** Suppressed for good after Don't Show Again, and for 30 s after the last one was closed. */
export function isPromoSuppressed(
  stored: { dismissed: string | null; lastShown: string | null },
  now: number,
): boolean {
  if (stored.dismissed === "true") return true;
  const last = Number(stored.lastShown);
  return Number.isFinite(last) && last > 0 && now - last < PROMO_RECENCY_MS;
}

/** How far down the page the reader is, 0 to 1; a page that does not scroll counts as 0. */
export function scrollProgress(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollTop / scrollable));
}

/** The pointer left the window (no element it moved to) through the top 50 px. */
export function isExitIntent(clientY: number, movedToElement: boolean): boolean {
  return !movedToElement && clientY <= EXIT_INTENT_TOP_PX;
}

/**
 * What has been shown during this page load; outlives the component so a return visit to the page does not repeat it.
 */
export type PromoPageState = { mainShown: boolean; exitShown: boolean };

type SchedulerOptions = {
  /** Whether a promo may open now (not suppressed, not on an excluded path, none open). */
  canShow: () => boolean;
  show: (variant: PromoVariant) => void;
  page: PromoPageState;
  delayMs?: number;
};

/**
 * Spec §2 promotion timing: the main promo once per page load, after 10 s or at 60% scroll,
 * whichever comes first; the exit-intent variant when the pointer leaves through the top
 * before the main promo has been shown. A trigger that arrives while the promo may not
 * show (recently closed, dismissed) is skipped; later triggers can still show it.
 */
export function createPromoScheduler({ canShow, show, page, delayMs = PROMO_DELAY_MS }: SchedulerOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  const showMain = () => {
    if (!running || page.mainShown || !canShow()) return;
    page.mainShown = true;
    clearTimeout(timer);
    show("main");
  };

  return {
    start() {
      if (running) return;
      running = true;
      if (!page.mainShown) timer = setTimeout(showMain, delayMs);
    },
    /** Call with scrollProgress() on scroll. */
    scrolled(progress: number) {
      if (progress >= PROMO_SCROLL_RATIO) showMain();
    },
    /** Call on the document's mouseout. */
    pointerLeft(clientY: number, movedToElement: boolean) {
      if (!running || page.mainShown || page.exitShown || !isExitIntent(clientY, movedToElement) || !canShow()) return;
      page.exitShown = true;
      show("exit");
    },
    stop() {
      running = false;
      clearTimeout(timer);
    },
  };
}
