import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { adminPageData, RequireAdmin } from "@/features/admin/shared/admin-gate";
import { AdminShell } from "@/features/admin/shared/admin-shell";
import { InlineAlert } from "@/features/admin/shared/admin-ui";
import { formatCount } from "@/features/admin/shared/format";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";

/** Spec §1 and §9: the helper fills the catalog up to 110 listings. */
export const TARGET_LISTINGS = 110;

type State =
  | { kind: "idle" }
  | { kind: "working" }
  | { kind: "done"; finalCount: number; message: string }
  | { kind: "error"; message: string };

function AddProperties() {
  const utils = useApiUtils();
  const stats = trpc.admin.stats.useQuery(undefined, { staleTime: 0 });
  const [state, setState] = useState<State>({ kind: "idle" });
  const add = trpc.admin.addProperties.useMutation({
    onMutate: () => setState({ kind: "working" }),
    onSuccess: (result) => {
      setState({ kind: "done", finalCount: result.finalCount, message: result.message });
      notify.success("Properties Added Successfully", result.message);
      void utils.admin.stats.invalidate();
      void utils.admin.properties.invalidate();
      void utils.listings.invalidate();
    },
    onError: (error) => {
      setState({ kind: "error", message: errorMessage(error, "Failed to add properties") });
      notify.error("Error Adding Properties", errorMessage(error, "Could not add the properties. Please try again."));
    },
  });

  const live = stats.data?.properties;
  const full = live !== undefined && live >= TARGET_LISTINGS;
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border border-forest-900/10 bg-white p-6 shadow-card sm:p-8">
      <h2 className="text-2xl text-forest-950">Fill the collection to {TARGET_LISTINGS} stays</h2>
      <p className="mt-2 text-muted">
        Adds authentic luxury properties from the curated list (with photos, amenities and map positions) until the
        catalog has {TARGET_LISTINGS} live listings. Properties already in the catalog are never added twice.
      </p>
      <p className="mt-4 text-sm text-ink">
        {live === undefined
          ? "Counting live listings…"
          : `The catalog has ${formatCount(live)} live ${live === 1 ? "listing" : "listings"} now${full ? ", already at the target." : "."}`}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          size="lg"
          loading={state.kind === "working"}
          disabled={state.kind === "working" || state.kind === "done"}
          onClick={() => add.mutate()}
        >
          {state.kind === "working"
            ? "Adding Properties..."
            : state.kind === "done"
              ? "Properties Added Successfully!"
              : "Add Luxury Properties"}
        </Button>
        {state.kind === "done" ? (
          <ButtonLink href="/admin" variant="secondary" size="lg">
            Return to Admin Dashboard
          </ButtonLink>
        ) : null}
      </div>
      <div className="mt-6" aria-live="polite">
        {state.kind === "done" ? (
          <InlineAlert tone="success" title={`Total listings: ${formatCount(state.finalCount)}`}>
            <p>{state.message}</p>
          </InlineAlert>
        ) : state.kind === "error" ? (
          <InlineAlert tone="error" title="Error Adding Properties">
            <p>{state.message}</p>
          </InlineAlert>
        ) : null}
      </div>
    </div>
  );
}

/** /add-properties. */
export function AddPropertiesPage() {
  return (
    <RequireAdmin>
      {(user) => (
        <AdminShell title="Add Luxury Properties" back={{ href: "/admin", label: "Back to dashboard" }} user={user}>
          <AddProperties />
        </AdminShell>
      )}
    </RequireAdmin>
  );
}

export const addPropertiesPageData = adminPageData(({ q }) => [q.admin.stats.prefetch()]);
