import { ButtonLink } from "@/components/ui/button";
import { PageShell, Panel } from "@/features/account/page-shell";
import { signInHref } from "@/features/account/access-errors";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useSeo } from "@/lib/seo/use-seo";
import { ApiKeysPanel } from "./api-keys-panel";
import { ApiReference, OPENAPI_URL } from "./api-reference";
import type { PageData } from "@/lib/route-data";

const QUICK_START = `# Every live stay, 20 at a time (follow nextCursor for more)
curl "$WILDLUXE_URL/api/v1/listings?limit=20" \\
  -H "Authorization: Bearer $WILDLUXE_KEY"`;

/** /partner/api: a member's API keys, and the partner API reference from its OpenAPI document. */
export function PartnerApiPage() {
  useSeo({
    title: "Partner API",
    description: "Put Wildluxe stays into your own product: API keys, the v1 reference and examples.",
  });
  const { user, isLoading } = useCurrentUser();
  return (
    <PageShell
      eyebrow="Partners"
      title="Partner API"
      subtitle="Put Wildluxe stays into your own product: listings, categories, regions and search, read with a key of your own."
      actions={
        <ButtonLink href="/partner/dashboard" variant="secondary">
          Usage dashboard
        </ButtonLink>
      }
    >
      <div className="space-y-12">
        <Panel title="Your API keys" id="keys">
          {user ? (
            <ApiKeysPanel />
          ) : isLoading ? (
            <p role="status" className="text-sm text-muted">
              Loading your account…
            </p>
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p className="text-muted">
                Sign in to create and manage your API keys. The reference below is open to everyone.
              </p>
              <ButtonLink href={signInHref("/partner/api")}>Sign In</ButtonLink>
            </div>
          )}
        </Panel>
        <Panel title="Quick start" id="quick-start">
          <p className="text-sm text-muted">
            Send your key as <code className="font-mono text-forest-900">Authorization: Bearer &lt;key&gt;</code>. Stays
            that need a membership tier answer with their public teaser only (
            <code className="font-mono">locked: true</code>). Errors are one JSON shape:{" "}
            <code className="font-mono">{`{ error, message, code }`}</code>; past your key's limit per minute you get
            429 with <code className="font-mono">Retry-After</code>. Scripts in TypeScript can also use the typed tRPC
            client (see the README's "Automating Wildluxe").
          </p>
          <pre className="mt-4 overflow-x-auto rounded-xl bg-forest-950 p-4 text-xs leading-relaxed text-forest-50">
            <code>{QUICK_START}</code>
          </pre>
          <p className="mt-3 text-sm">
            <a className="font-medium text-forest-700 underline underline-offset-2" href={OPENAPI_URL}>
              Download the OpenAPI 3.1 document
            </a>
          </p>
        </Panel>
        <section aria-labelledby="reference-title">
          <h2 id="reference-title" className="text-3xl text-forest-950">
            Reference (v1)
          </h2>
          <div className="mt-6">
            <ApiReference />
          </div>
        </section>
      </div>
    </PageShell>
  );
}

/** A member's keys; the reference is read from the OpenAPI document by the browser (api-reference.tsx). */
export const partnerApiPageData: PageData = ({ user, q }) => [user && q.partners.keys.prefetch()];
