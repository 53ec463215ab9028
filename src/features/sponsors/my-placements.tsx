import { LoadError } from "@/components/ui/state-message";
import { trpc } from "@/lib/trpc";
import { ArtworkForm } from "./artwork-form";

const RUNNING = new Set(["active", "renewing"]);

/** For a member who bought a sponsor package: their placements and the artwork each shows. */
export function MySponsorPlacements() {
  const mine = trpc.sponsors.myPlacements.useQuery();
  if (mine.isPending || (mine.data && mine.data.length === 0)) return null;
  return (
    <section aria-labelledby="my-placements-title" className="border-b border-forest-900/10 bg-sand-50 py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">Your sponsorship</p>
        <h2 id="my-placements-title" className="mt-2 text-3xl text-forest-950">
          Your ad placements
        </h2>
        <p className="mt-3 max-w-2xl text-muted">
          Upload the artwork each placement shows, with a short description and the https:// page it opens. Until you
          do, travelers see your name and logo.
        </p>
        {mine.isError ? (
          <LoadError title="Failed to load your placements." className="mt-6" onRetry={() => void mine.refetch()} />
        ) : (
          mine.data.map((sponsor) => (
            <div key={sponsor.id} className="mt-8">
              <h3 className="font-serif text-xl text-forest-950">{sponsor.name}</h3>
              {!RUNNING.has(sponsor.status) ? (
                <p className="mt-1 text-sm text-muted">
                  Your placements go live once our team has reviewed your package; your artwork is ready for them.
                </p>
              ) : null}
              {sponsor.placements.length === 0 ? (
                <p className="mt-3 rounded-2xl border border-forest-900/10 bg-white px-5 py-6 text-sm text-muted">
                  Our team is assigning your placements. They appear here once they are ready for your artwork.
                </p>
              ) : (
                <ul className="mt-4 grid gap-6 lg:grid-cols-2">
                  {sponsor.placements.map((placement) => (
                    <li key={placement.id} className="min-w-0">
                      <ArtworkForm placement={placement} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))
        )}
      </div>
    </section>
  );
}
