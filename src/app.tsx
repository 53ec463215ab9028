import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { useLocation } from "wouter";
import { ErrorBoundary } from "@/components/error-boundary";
import { ApiProvider, type ApiClient } from "@/lib/api-client";
import { RouteChangeEffects } from "@/components/layout/route-change-effects";
import { deferredSection } from "@/components/deferred-section";
import { SiteHeader } from "@/components/layout/site-header";
import { FavoritesProvider } from "@/features/listings/use-favorites";
import { SkipLink } from "@/components/layout/skip-link";
import { LoadingBlock } from "@/components/ui/spinner";
import { CurrentUserProvider } from "@/lib/auth/use-current-user";
import { resetChunkReloads } from "@/lib/chunk-errors";
import type { PageData } from "@/lib/route-data";
import { answeredByApp, resumeHeldInput } from "@/lib/held-input";
import { endHydration } from "@/lib/hydration";
import { Toasts } from "@/lib/notify";
import { AppRoutes } from "./routes";

const TOAST_DURATION_MS = 5_000;
/** After this long without a chunk failure, automatic reloads are allowed again. */
const CHUNK_RELOAD_RESET_MS = 10_000;

/**
 * Marks `<html data-hydrated>` once the first screen is live: its effect runs when the route's
 * boundary has hydrated, so scripts (and tests) can tell server markup from a working page.
 */
function HydrationMark() {
  useEffect(() => {
    endHydration();
    document.documentElement.dataset.hydrated = "";
    resumeHeldInput();
  }, []);
  return null;
}

/** A crashed screen keeps the header and footer; moving to another route clears the error. */
function RouteBoundary() {
  const [location] = useLocation();
  return (
    <ErrorBoundary key={location}>
      <Suspense fallback={<LoadingBlock label="Loading page" />}>
        <AppRoutes />
        <HydrationMark />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Below every page's first screen: its code (the newsletter form among it) loads as it comes into view. */
const Footer = deferredSection(() => import("@/features/site-content/site-footer-content"), "Footer");

/**
 * The data every page's shell shows, declared once for all routes: the footer's words and, for a
 * member, the header's points badge (the member, auth.me, is fetched before any declaration).
 */
export const shellData: PageData = ({ user, q }) => [
  q.content.get.prefetch("site.footer"),
  user && q.points.summary.prefetch(),
];

export type AppProps = {
  queryClient: QueryClient;
  /** Over HTTP in the browser; straight to the router when the server renders a page. */
  client: ApiClient;
};

export function App({ queryClient, client }: AppProps) {
  useEffect(() => {
    const timer = window.setTimeout(() => resetChunkReloads(), CHUNK_RELOAD_RESET_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <ErrorBoundary>
      <ApiProvider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <CurrentUserProvider>
            <FavoritesProvider>
              <SkipLink />
              <div className="flex min-h-svh flex-col" onClickCapture={answeredByApp}>
                <SiteHeader />
                <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
                  <RouteBoundary />
                </main>
                <Footer />
              </div>
              <RouteChangeEffects />
              <Toasts
                position="top-center"
                gutter={8}
                containerStyle={{ top: 76 }}
                toastOptions={{
                  duration: TOAST_DURATION_MS,
                  className: "rounded-2xl! px-4! py-3! shadow-card-hover! max-w-md!",
                  success: { iconTheme: { primary: "#2f6242", secondary: "#fff" } },
                  error: { iconTheme: { primary: "#b91c1c", secondary: "#fff" } },
                }}
              />
            </FavoritesProvider>
          </CurrentUserProvider>
        </QueryClientProvider>
      </ApiProvider>
    </ErrorBoundary>
  );
}
