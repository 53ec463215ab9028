import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createPromoScheduler,
  isExitIntent,
  isPromoPath,
  isPromoSuppressed,
  PROMO_DELAY_MS,
  PROMO_RECENCY_MS,
  scrollProgress,
  type PromoPageState,
} from "./promo-timing";

describe("createPromoScheduler", () => {
  let page: PromoPageState;
  let allowed: boolean;
  const shown: string[] = [];

  function scheduler() {
    return createPromoScheduler({ canShow: () => allowed, show: (v) => shown.push(v), page });
  }

  beforeEach(() => {
    vi.useFakeTimers();
    page = { mainShown: false, exitShown: false };
    allowed = true;
    shown.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it("shows the main promo after 10 s", () => {
    const s = scheduler();
    s.start();
    vi.advanceTimersByTime(PROMO_DELAY_MS - 1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(["main"]);
  });

  it("shows it at 60% scroll if that comes first, and only once", () => {
    const s = scheduler();
    s.start();
    vi.advanceTimersByTime(3_000);
    s.scrolled(0.59);
    expect(shown).toEqual([]);
    s.scrolled(0.6);
    expect(shown).toEqual(["main"]);
    s.scrolled(0.9);
    vi.advanceTimersByTime(PROMO_DELAY_MS * 2);
    expect(shown).toEqual(["main"]);
  });

  it("shows the main promo once per page load, even if the page mounts again", () => {
    const first = scheduler();
    first.start();
    vi.advanceTimersByTime(PROMO_DELAY_MS);
    first.stop();
    const second = scheduler();
    second.start();
    vi.advanceTimersByTime(PROMO_DELAY_MS);
    second.scrolled(1);
    expect(shown).toEqual(["main"]);
  });

  it("shows the exit variant when the pointer leaves through the top before the main promo", () => {
    const s = scheduler();
    s.start();
    s.pointerLeft(120, false);
    s.pointerLeft(30, true);
    expect(shown).toEqual([]);
    s.pointerLeft(50, false);
    expect(shown).toEqual(["exit"]);
    s.pointerLeft(10, false);
    expect(shown).toEqual(["exit"]);
  });

  it("shows no exit variant once the main promo has been shown", () => {
    const s = scheduler();
    s.start();
    vi.advanceTimersByTime(PROMO_DELAY_MS);
    s.pointerLeft(0, false);
    expect(shown).toEqual(["main"]);
  });

  it("skips triggers while suppressed and lets a later one through", () => {
    const s = scheduler();
    s.start();
    allowed = false;
    vi.advanceTimersByTime(PROMO_DELAY_MS);
    s.pointerLeft(0, false);
    expect(shown).toEqual([]);
    allowed = true;
    s.scrolled(0.7);
    expect(shown).toEqual(["main"]);
  });

  it("does nothing once stopped", () => {
    const s = scheduler();
    s.start();
    s.stop();
    vi.advanceTimersByTime(PROMO_DELAY_MS);
    s.scrolled(1);
    s.pointerLeft(0, false);
    expect(shown).toEqual([]);
  });
});

describe("isPromoSuppressed", () => {
  const now = 1_000_000;

  it("is suppressed for good after Don't Show Again", () => {
    expect(isPromoSuppressed({ dismissed: "true", lastShown: null }, now)).toBe(true);
  });

  it("is suppressed within 30 s of the last one", () => {
    expect(isPromoSuppressed({ dismissed: null, lastShown: String(now - PROMO_RECENCY_MS + 1) }, now)).toBe(true);
    expect(isPromoSuppressed({ dismissed: null, lastShown: String(now - PROMO_RECENCY_MS) }, now)).toBe(false);
  });

  it("ignores missing or garbled values", () => {
    expect(isPromoSuppressed({ dismissed: null, lastShown: null }, now)).toBe(false);
    expect(isPromoSuppressed({ dismissed: "no", lastShown: "soon" }, now)).toBe(false);
  });
});

describe("page helpers", () => {
  it("never shows on the travel concierge", () => {
    expect(isPromoPath("/travel-concierge")).toBe(false);
    expect(isPromoPath("/travel-concierge/")).toBe(false);
    expect(isPromoPath("/travel-concierge?x=1")).toBe(false);
    expect(isPromoPath("/")).toBe(true);
    expect(isPromoPath("/concierge")).toBe(true);
  });

  it("measures scroll progress", () => {
    expect(scrollProgress(0, 800, 2_800)).toBe(0);
    expect(scrollProgress(1_200, 800, 2_800)).toBe(0.6);
    expect(scrollProgress(5_000, 800, 2_800)).toBe(1);
    expect(scrollProgress(0, 800, 600)).toBe(0);
  });

  it("recognises exit intent near the top", () => {
    expect(isExitIntent(0, false)).toBe(true);
    expect(isExitIntent(-5, false)).toBe(true);
    expect(isExitIntent(51, false)).toBe(false);
    expect(isExitIntent(10, true)).toBe(false);
  });
});
