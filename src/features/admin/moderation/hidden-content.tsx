import { Button } from "@/components/ui/button";
import { Badge, EmptyState, InlineAlert } from "@/features/admin/shared/admin-ui";
import { formatMediumDate } from "@/features/journal/journal-dates";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";

type Hidden = RouterOutputs["memberContent"]["hidden"]["list"];
type Kind = "review" | "tip" | "photo";
type Item = {
  kind: Kind;
  id: number;
  text: string;
  url?: string;
  rating?: number;
  reason: string | null;
  at: string | Date | null;
} & Pick<Hidden["tips"][number], "listing" | "author" | "by">;

const LABELS: Record<Kind, string> = { review: "Review", tip: "Tip", photo: "Photo" };

function itemsOf(data: Hidden): Item[] {
  const items: Item[] = [
    ...data.reviews.map((r) => ({ ...r, kind: "review" as const })),
    ...data.tips.map((r) => ({ ...r, kind: "tip" as const })),
    ...data.photos.map((r) => ({ ...r, kind: "photo" as const })),
  ];
  return items.sort((a, b) => new Date(b.at ?? 0).getTime() - new Date(a.at ?? 0).getTime());
}

function HiddenItem({ item }: { item: Item }) {
  const utils = useApiUtils();
  const restore = trpc.memberContent.hidden.restore.useMutation({
    onSuccess: () => {
      notify.success(`${LABELS[item.kind]} restored`, `Back on ${item.listing.name}.`);
      void utils.memberContent.invalidate();
    },
    onError: (e) => notify.error("Error", errorMessage(e, "It could not be restored.")),
  });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-forest-900/10 bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        {item.url ? (
          <img
            src={item.url}
            alt={item.text || `Photo of ${item.listing.name}`}
            className="size-16 shrink-0 rounded-lg bg-sand-100 object-cover"
          />
        ) : null}
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge tone="amber">{LABELS[item.kind]}</Badge>
            <a
              href={`/listings/${item.listing.slug}`}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-forest-900 underline-offset-2 hover:underline"
            >
              {item.listing.name}
            </a>
            <span className="text-muted">by {item.author.username}</span>
          </p>
          {item.text ? (
            <p className="mt-1 line-clamp-2 text-sm text-ink">
              {item.rating ? `${item.rating}★ ` : ""}
              {item.text}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-muted">
            {item.kind === "photo" ? "Removed" : "Hidden"} by{" "}
            <span className="font-medium text-ink">{item.by?.username ?? "a former admin"}</span>
            {item.at ? ` on ${formatMediumDate(item.at)}` : ""}: {item.reason ?? "no reason given"}
          </p>
        </div>
      </div>
      <Button
        size="sm"
        variant="secondary"
        className="shrink-0"
        loading={restore.isPending}
        onClick={() => restore.mutate({ kind: item.kind, id: item.id })}
        aria-label={`Restore ${LABELS[item.kind].toLowerCase()} on ${item.listing.name} by ${item.author.username}`}
      >
        Restore
      </Button>
    </li>
  );
}

/** Reviews, tips and photos moderators took off the stays, with why and by whom; each can be restored. */
export function HiddenContent() {
  const hidden = trpc.memberContent.hidden.list.useQuery(undefined, { staleTime: 0 });
  const items = hidden.data ? itemsOf(hidden.data) : [];
  return (
    <section aria-labelledby="hidden-content-title" className="mt-8">
      <div className="flex items-center gap-2">
        <h3 id="hidden-content-title" className="text-lg text-forest-950">
          Hidden member content
        </h3>
        {items.length ? <Badge>{items.length}</Badge> : null}
      </div>
      <p className="text-sm text-muted">
        Reviews, tips and photos taken off a stay by a moderator. Restoring puts them back and is kept in the activity
        log.
      </p>
      <div className="mt-3">
        {hidden.isPending ? (
          <p className="text-sm text-muted">Loading…</p>
        ) : hidden.isError ? (
          <InlineAlert tone="error">{errorMessage(hidden.error, "Hidden content could not be loaded.")}</InlineAlert>
        ) : items.length === 0 ? (
          <EmptyState>Nothing is hidden.</EmptyState>
        ) : (
          <ul className="space-y-3" aria-label="Hidden member content">
            {items.map((item) => (
              <HiddenItem key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
