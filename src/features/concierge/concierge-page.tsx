import { useSearch } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useSeo } from "@/lib/seo/use-seo";
import { trpc } from "@/lib/trpc";
import { hasTier } from "@shared/access";
import { CONCIERGE_MIN_TIER } from "@shared/tiers";
import { ConciergeChat } from "./concierge-chat";
import { ConciergeUpsell } from "./concierge-upsell";
import type { PageData } from "@/lib/route-data";

/** The stay the chat is about: `?about=<slug>` from "Ask Chrissy" on a stay's page. */
const aboutFrom = (search: string | URLSearchParams) => new URLSearchParams(search).get("about")?.slice(0, 160) || null;

/** /concierge and /travel-concierge: Chrissy for Luxe Elite members; what she does and the way up for everyone else. */
export function ConciergePage() {
  useSeo({
    title: "Chrissy, Your Travel Concierge",
    description:
      "Chrissy, the Wildluxe AI travel concierge for Luxe Elite members, finds real stays from our collection in your own words.",
  });
  const { isSignedIn, user, isLoading } = useCurrentUser();
  const about = aboutFrom(useSearch());
  const allowed = hasTier(user, CONCIERGE_MIN_TIER);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header className="mb-8 max-w-2xl">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">Concierge</p>
        <h1 className="mt-2 text-4xl text-forest-950 sm:text-5xl">Chrissy, Your Travel Concierge</h1>
      </header>
      {isLoading && !allowed ? (
        <Loading />
      ) : allowed ? (
        <AboutStayChat slug={about} />
      ) : (
        <ConciergeUpsell signedIn={isSignedIn} />
      )}
    </div>
  );
}

/**
 * "Ask Chrissy" on a stay's page links here with `?about=<slug>`: the chat starts about that stay, once it is known.
 */
function AboutStayChat({ slug }: { slug: string | null }) {
  const stay = trpc.listings.bySlug.useQuery({ slug: slug ?? "" }, { enabled: slug !== null, retry: false });
  if (slug !== null && stay.isPending) return <Loading />;
  return <ConciergeChat about={stay.data ? { slug: stay.data.slug, name: stay.data.name } : null} />;
}

function Loading() {
  return (
    <div role="status" className="flex justify-center py-16">
      <Spinner className="size-6" />
      <span className="sr-only">Loading</span>
    </div>
  );
}

/** For a member who may talk to Chrissy: the stay the chat is about and the saved conversations beside it. */
export const conciergePageData: PageData = ({ search, user, q }) => {
  if (!hasTier(user, CONCIERGE_MIN_TIER)) return [];
  const slug = aboutFrom(search);
  return [slug !== null && q.listings.bySlug.prefetch({ slug }), q.concierge.conversations.prefetch()];
};
