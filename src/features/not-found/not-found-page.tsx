import { usePageTitle } from "@/components/layout/page-title";
import { ButtonLink } from "@/components/ui/button";
import { useResponseStatus } from "@/lib/seo/server-head";

export function NotFoundPage() {
  usePageTitle("Page Not Found");
  useResponseStatus(404);
  return (
    <section className="mx-auto flex min-h-[65vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
      <p className="font-serif text-7xl text-sand-400" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl text-forest-950 sm:text-5xl">Page Not Found</h1>
      <p className="mt-4 text-lg text-muted">
        The trail ends here. The page you were looking for has moved or never existed.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href="/">Back to Home</ButtonLink>
        <ButtonLink href="/listings" variant="secondary">
          Browse Listings
        </ButtonLink>
      </div>
    </section>
  );
}
