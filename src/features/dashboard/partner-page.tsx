import { ButtonLink } from "@/components/ui/button";
import { CheckMark } from "@/features/membership/plan-card";
import { useSeo } from "@/features/seo/use-seo";

const PLANNED = [
  { title: "Listings feed", text: "Every live stay with its category, region, amenities, rating and images, paged and filterable like the site's own search." },
  { title: "Availability", text: "Open dates for the stays you work with, so your guests only see what they can book." },
  { title: "Referral tracking", text: "Attribution for the travelers you send, with monthly statements." },
  { title: "Webhooks", text: "A signed call when a listing you follow changes or a referral turns into a stay." },
] as const;

const SECURITY = [
  "API keys are created and revoked on this page, one per integration.",
  "Send a key as Authorization: Bearer <key>; we store only its hash.",
  "Read-only scopes by default, with rate limits per key.",
] as const;

const SAMPLE = `curl https://wildluxe.example/api/listings?limit=2 \\
  -H "Authorization: Bearer wl_live_••••••••"

{
  "items": [
    { "id": 12, "name": "Cedar Ridge Cabin", "location": "Whistler, BC",
      "rating": 4.9, "category": { "slug": "luxury-cabins" } }
  ],
  "total": 112, "page": 1
}`;

/** /partner/api and /partner/dashboard: what the partner API will offer, until it opens. */
export function PartnerPage({ screen }: { screen: "api" | "dashboard" }) {
  const title = screen === "api" ? "Partner API" : "Partner Dashboard";
  useSeo({ title, description: "The Wildluxe partner API: listings, availability and referrals for travel partners. Coming soon." });
  return (
    <>
      <section aria-labelledby="partner-title" className="on-dark relative isolate overflow-hidden bg-forest-950 text-white">
        <img src="/images/hero-landscape.svg" alt="" aria-hidden="true" className="absolute inset-0 -z-10 size-full object-cover opacity-30" />
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <p className="inline-flex rounded-full bg-sand-200 px-3 py-1 text-xs font-semibold uppercase tracking-[0.16em] text-forest-950">Coming soon</p>
          <h1 id="partner-title" className="mt-4 text-4xl text-white sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-sand-100">
            We are building an API for travel agencies, trip planners and outdoor brands who want Wildluxe stays in their own products.
            {screen === "dashboard" ? " Your keys, usage and referrals will live on this dashboard." : " Here is what it will do."}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="/contact" variant="sand">
              Request early access
            </ButtonLink>
            <ButtonLink href="/sponsors" variant="outline-light">
              Sponsor packages
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-5xl space-y-14 px-4 py-14 sm:px-6 lg:px-8">
        <section aria-labelledby="partner-planned-title">
          <h2 id="partner-planned-title" className="text-3xl text-forest-950">
            What's planned
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {PLANNED.map((item) => (
              <li key={item.title} className="rounded-2xl border border-forest-900/10 bg-white p-5 shadow-card">
                <p className="font-serif text-xl text-forest-950">{item.title}</p>
                <p className="mt-2 text-sm text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="partner-security-title" className="grid gap-8 lg:grid-cols-[1fr_1.3fr] lg:items-start">
          <div>
            <h2 id="partner-security-title" className="text-3xl text-forest-950">
              Keys and security
            </h2>
            <ul className="mt-6 space-y-3">
              {SECURITY.map((line) => (
                <li key={line} className="flex gap-3 text-sm text-ink">
                  <CheckMark className="text-forest-600" />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
          </div>
          <figure className="overflow-hidden rounded-2xl bg-forest-950 shadow-card">
            <figcaption className="border-b border-white/10 px-5 py-3 text-xs font-semibold uppercase tracking-[0.14em] text-sand-200">Example request</figcaption>
            <pre className="overflow-x-auto p-5 text-xs leading-relaxed text-forest-50 sm:text-sm">
              <code>{SAMPLE}</code>
            </pre>
          </figure>
        </section>

        <section aria-labelledby="partner-cta-title" className="rounded-3xl border border-forest-900/10 bg-sand-50 p-8 text-center">
          <h2 id="partner-cta-title" className="text-2xl text-forest-950 sm:text-3xl">
            Building something for outdoor travelers?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted">Tell us what you would build. Early partners help shape the API and get access first.</p>
          <ButtonLink href="/contact" className="mt-6">
            Contact our partnerships team
          </ButtonLink>
        </section>
      </div>
    </>
  );
}
