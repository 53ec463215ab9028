import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { copyText } from "@/lib/clipboard";
import { useSiteOrigin } from "@/lib/seo/server-head";
import { notify } from "@/lib/notify";
import { shareUrl, staysLabel } from "./favorites-rules";
import type { Collection } from "./use-collections";

type CollectionToolbarProps = {
  collection: Collection;
  sharing: boolean;
  unsharing: boolean;
  onRename: () => void;
  onDelete: () => void;
  onShare: () => Promise<Collection | undefined>;
  onUnshare: () => void;
};

/** The chosen collection's name and what can be done with it: rename, share the read-only link, delete. */
export function CollectionToolbar({
  collection,
  sharing,
  unsharing,
  onRename,
  onDelete,
  onShare,
  onUnshare,
}: CollectionToolbarProps) {
  const linkId = useId();
  const [copied, setCopied] = useState(false);
  const origin = useSiteOrigin();
  const link = collection.sharePath ? shareUrl(origin, collection.sharePath) : null;

  const copy = async (url: string, name: string) => {
    const ok = await copyText(url);
    setCopied(ok);
    if (ok) notify.success("Link copied", `Anyone with the link can view “${name}”.`);
    else notify.info("Collection shared", "Copy the read-only link shown below.");
  };

  const share = async () => {
    const shared = await onShare();
    if (shared?.sharePath) await copy(shareUrl(origin, shared.sharePath), shared.name);
  };

  return (
    <div className="rounded-3xl border border-forest-900/10 bg-white p-5 shadow-card sm:p-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0">
          <h2 className="truncate text-2xl text-forest-950 sm:text-3xl">{collection.name}</h2>
          <p className="mt-1 text-sm text-muted">
            {staysLabel(collection.listings.length)} · {link ? "Shared with a read-only link" : "Private"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {link ? (
            <Button size="sm" onClick={() => void copy(link, collection.name)}>
              {copied ? "Copied!" : "Copy link"}
            </Button>
          ) : (
            <Button size="sm" loading={sharing} onClick={() => void share()}>
              Share
            </Button>
          )}
          {link ? (
            <Button size="sm" variant="secondary" loading={unsharing} onClick={onUnshare}>
              Stop sharing
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={onRename}>
            Rename
          </Button>
          <button
            type="button"
            onClick={onDelete}
            className="inline-flex h-9 items-center rounded-full px-4 text-sm font-medium text-red-700 transition-colors hover:bg-red-50"
          >
            Delete
          </button>
        </div>
      </div>
      {link ? (
        <div className="mt-4 border-t border-forest-900/10 pt-4">
          <label htmlFor={linkId} className="text-xs font-semibold uppercase tracking-[0.14em] text-sand-700">
            Read-only link
          </label>
          <input
            id={linkId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1.5 block h-10 w-full rounded-xl border border-forest-900/15 bg-sand-50 px-3 text-sm text-ink"
          />
        </div>
      ) : null}
    </div>
  );
}
