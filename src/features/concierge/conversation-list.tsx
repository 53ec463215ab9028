import { trpc, useApiUtils } from "@/lib/trpc";
import { cn } from "@/lib/cn";
import { Skeleton } from "@/components/ui/skeleton";
import { CloseIcon } from "@/components/ui/icons";

/** The member's saved conversations: open one, start a new one, delete an old one. */
export function ConversationList({ current, onOpen }: { current: number | null; onOpen: (id: number | null) => void }) {
  const utils = useApiUtils();
  const list = trpc.concierge.conversations.useQuery();
  const remove = trpc.concierge.deleteConversation.useMutation({
    onSuccess: async (_, { id }) => {
      if (id === current) onOpen(null);
      await utils.concierge.conversations.invalidate();
    },
  });
  return (
    <nav aria-label="Your conversations" className="min-w-0 space-y-3">
      <button
        type="button"
        onClick={() => onOpen(null)}
        className="w-full rounded-full bg-forest-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-forest-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-forest-600 focus-visible:ring-offset-2"
      >
        New conversation
      </button>
      {list.isPending ? <Skeleton className="h-20 w-full" /> : null}
      {list.isError ? <p className="text-sm text-red-800">Your conversations couldn't be loaded.</p> : null}
      {list.data && !list.data.length ? (
        <p className="text-sm text-muted">Your conversations with Chrissy will be kept here.</p>
      ) : null}
      <ul className="flex gap-2 overflow-x-auto lg:flex-col lg:overflow-visible">
        {list.data?.map((c) => (
          <li
            key={c.id}
            className={cn(
              "flex min-w-48 items-center rounded-xl border lg:min-w-0",
              c.id === current ? "border-forest-600 bg-forest-50" : "border-forest-900/10 bg-white",
            )}
          >
            <button
              type="button"
              aria-current={c.id === current ? "true" : undefined}
              onClick={() => onOpen(c.id)}
              className="min-w-0 flex-1 truncate px-3 py-2 text-left text-sm text-forest-950"
            >
              {c.title}
            </button>
            <button
              type="button"
              aria-label={`Delete “${c.title}”`}
              disabled={remove.isPending}
              onClick={() => remove.mutate({ id: c.id })}
              className="mr-1 grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-sand-100 hover:text-red-800"
            >
              <CloseIcon className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
