import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/features/account/confirm-dialog";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, type RouterOutputs } from "@/lib/trpc";

type Version = RouterOutputs["admin"]["content"]["versions"][number];
const when = (d: Date | string) => new Date(d).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Every published version: compare one with the live one, or bring it back. */
export function VersionsPanel({
  blockKey,
  live,
  onRestored,
}: {
  blockKey: string;
  live: Record<string, string>;
  onRestored: () => void;
}) {
  const versions = trpc.admin.content.versions.useQuery(blockKey);
  const [comparing, setComparing] = useState<Version | null>(null);
  const [restoring, setRestoring] = useState<Version | null>(null);
  const restore = trpc.admin.content.restore.useMutation({
    onSuccess: () => {
      notify.success("Version restored", "It is live again.");
      setRestoring(null);
      setComparing(null);
      onRestored();
    },
    onError: (e) => notify.error("Could not restore", errorMessage(e, "Please try again.")),
  });
  return (
    <section aria-labelledby={`versions-${blockKey}`} className="rounded-2xl border border-forest-900/10 bg-white p-4">
      <h3 id={`versions-${blockKey}`} className="font-sans text-sm font-semibold text-forest-950">
        Published versions
      </h3>
      {versions.isPending ? (
        <p className="mt-2 text-sm text-muted">Loading…</p>
      ) : versions.isError ? (
        <p className="mt-2 text-sm text-red-700">The versions could not load.</p>
      ) : versions.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Not published from the editor yet: the site shows the starting words.</p>
      ) : (
        <ul aria-label="Published versions" className="mt-2 divide-y divide-forest-900/5 text-sm">
          {versions.data.map((v, i) => (
            <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {when(v.publishedAt)} by {v.publishedBy ?? "an admin"}
                {v.restoredFrom ? ` (restored #${v.restoredFrom})` : ""}{" "}
                {i === 0 ? <strong className="text-forest-700">· live</strong> : null}
              </span>
              {i > 0 ? (
                <span className="flex gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setComparing(v)}
                    aria-label={`Compare version #${v.id} with the live one`}
                  >
                    Compare
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setRestoring(v)}
                    aria-label={`Restore version #${v.id}`}
                  >
                    Restore
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {comparing ? (
        <div
          className="mt-3 space-y-2 rounded-xl bg-sand-50 p-3 text-sm"
          aria-label={`Version #${comparing.id} beside the live one`}
          role="region"
        >
          {Object.keys(live)
            .filter((k) => (comparing.value[k] ?? "") !== (live[k] ?? ""))
            .map((k) => (
              <div key={k}>
                <p className="text-xs font-semibold uppercase tracking-wide text-muted">{k}</p>
                <p className="text-red-800 line-through">{(live[k] ?? "").slice(0, 300)}</p>
                <p className="text-forest-800">{(comparing.value[k] ?? "").slice(0, 300)}</p>
              </div>
            ))}
          <Button size="sm" variant="ghost" onClick={() => setComparing(null)}>
            Close
          </Button>
        </div>
      ) : null}
      {restoring ? (
        <ConfirmDialog
          title="Restore this version?"
          confirmLabel="Restore and publish"
          pending={restore.isPending}
          onConfirm={() => restore.mutate({ key: blockKey, versionId: restoring.id })}
          onClose={() => setRestoring(null)}
        >
          The version from {when(restoring.publishedAt)} goes live for everyone; today's stays in the history.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
