import { usePageTitle } from "@/components/layout/page-title";
import { ListingsBrowser } from "./listings-browser";

export function ListingsPage() {
  usePageTitle("Listings");
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-10 max-w-2xl">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">The collection</p>
        <h1 className="mt-2 text-4xl text-forest-950 sm:text-5xl">Luxury outdoor stays</h1>
        <p className="mt-3 text-muted">Cabins, treehouses, glamping, tiny homes and more, each chosen for its setting and its story.</p>
      </header>
      <ListingsBrowser />
    </div>
  );
}
