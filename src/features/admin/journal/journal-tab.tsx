import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/features/account/confirm-dialog";
import { FilterSelect, SearchInput, Toolbar } from "@/features/admin/shared/admin-fields";
import { Badge } from "@/features/admin/shared/admin-ui";
import { DataTable, LoadingRows, MessageRow, Td, Th } from "@/features/admin/shared/data-table";
import { useDebouncedValue } from "@/features/admin/shared/use-debounced-value";
import { formatMediumDate } from "@/features/journal/journal-dates";
import { Pagination } from "@/features/listings/pagination";
import { pageCount } from "@/lib/points/points-format";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { authorLabel, type AdminArticle } from "./article-form";
import { ArticleFormDialog } from "./article-form-dialog";
import { HiddenContent } from "@/features/admin/moderation/hidden-content";
import { ModerationQueue } from "./moderation-queue";
import type { DataContext } from "@/lib/route-data";

const STATUSES = [
  { value: "all", label: "All" },
  { value: "published", label: "Published" },
  { value: "draft", label: "Drafts" },
  { value: "pending", label: "Pending" },
  { value: "rejected", label: "Rejected" },
] as const;

type Status = (typeof STATUSES)[number]["value"];

/** The article list's input for the tab's filters. */
const FIRST_STATUS: Status = "all";
const journalListInput = (search = "", status: Status = FIRST_STATUS, page = 1) => ({
  search: search.trim() || undefined,
  status,
  page,
  limit: 20,
});

function StatusBadges({ article }: { article: AdminArticle }) {
  return (
    <span className="flex flex-wrap gap-1">
      {article.moderation === "pending" ? <Badge tone="amber">Pending</Badge> : null}
      {article.moderation === "rejected" ? <Badge tone="red">Rejected</Badge> : null}
      {article.moderation === "approved" && !article.published ? <Badge>Draft</Badge> : null}
      {article.featured ? <Badge tone="purple">Featured</Badge> : null}
      {article.memberOnly ? <Badge tone="blue">Members only</Badge> : null}
    </span>
  );
}

const actionClass = "inline-flex h-8 items-center rounded-full px-3 text-sm font-medium hover:bg-forest-50";

/** Spec §2 Journal tab: search, refresh, the article table, the form dialog and the moderation queue. */
export function JournalTab() {
  const utils = useApiUtils();
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search);
  const [status, setStatus] = useState<Status>(FIRST_STATUS);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminArticle | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);

  const list = trpc.admin.journal.list.useQuery(journalListInput(settled, status, page), {
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
  const remove = trpc.admin.journal.delete.useMutation({
    onSuccess: () => {
      notify.success("Article Deleted", deleting ? `“${deleting.title}” was deleted.` : undefined);
      setDeleting(null);
      void utils.admin.journal.invalidate();
      void utils.admin.stats.invalidate();
      void utils.journal.invalidate();
    },
    onError: (e) =>
      notify.error(
        "Error Deleting Article",
        errorMessage(e, "An unexpected error occurred while deleting the article"),
      ),
  });

  const columns = 4;
  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl text-forest-950">Journal Articles</h2>
          <p className="text-sm text-muted">Write, edit and publish articles; review member stories below.</p>
        </div>
        <Button size="sm" onClick={() => setEditing("new")}>
          Add New Article
        </Button>
      </div>
      <Toolbar className="mt-4">
        <SearchInput
          label="Search articles"
          placeholder="Search by title or author"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <FilterSelect
          label="Status"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={STATUSES}
        />
        <Button
          size="sm"
          variant="secondary"
          className="h-10"
          loading={list.isFetching && !list.isPending}
          onClick={() => void list.refetch()}
        >
          Refresh
        </Button>
      </Toolbar>
      <div className="mt-4">
        <DataTable caption="Journal articles">
          <thead>
            <tr>
              <Th>Title</Th>
              <Th>Date</Th>
              <Th>Author</Th>
              <Th className="text-right">Actions</Th>
            </tr>
          </thead>
          <tbody>
            {list.isPending ? (
              <LoadingRows colSpan={columns} />
            ) : list.isError ? (
              <MessageRow colSpan={columns} tone="error">
                {errorMessage(list.error, "The articles could not be loaded.")}
              </MessageRow>
            ) : list.data.items.length === 0 ? (
              <MessageRow colSpan={columns}>
                {settled.trim() ? `No articles match “${settled.trim()}”.` : "No articles yet."}
              </MessageRow>
            ) : (
              list.data.items.map((article) => (
                <tr key={article.id} className="hover:bg-forest-50/40">
                  <Td>
                    <p className="max-w-md font-medium text-forest-950">{article.title}</p>
                    <StatusBadges article={article} />
                  </Td>
                  <Td className="whitespace-nowrap text-muted">{formatMediumDate(article.createdAt)}</Td>
                  <Td className="whitespace-nowrap">{authorLabel(article)}</Td>
                  <Td className="text-right">
                    <div className="flex justify-end gap-1">
                      <a
                        href={`/journal/${article.slug}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={`${actionClass} text-forest-800`}
                        aria-label={`View ${article.title} (opens in a new tab)`}
                      >
                        View
                      </a>
                      <button
                        type="button"
                        className={`${actionClass} text-forest-800`}
                        onClick={() => setEditing(article)}
                        aria-label={`Edit ${article.title}`}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className={`${actionClass} text-red-700 hover:bg-red-50`}
                        onClick={() => setDeleting(article)}
                        aria-label={`Delete ${article.title}`}
                      >
                        Delete
                      </button>
                    </div>
                  </Td>
                </tr>
              ))
            )}
          </tbody>
        </DataTable>
        <div className="mt-4">
          <Pagination
            page={page}
            totalPages={pageCount(list.data?.total ?? 0, list.data?.limit ?? 20)}
            onChange={setPage}
          />
        </div>
      </div>
      <ModerationQueue />
      <HiddenContent />
      {editing ? (
        <ArticleFormDialog article={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this article?"
          confirmLabel="Delete Article"
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ id: deleting.id })}
          onClose={() => setDeleting(null)}
        >
          <p>This action cannot be undone. “{deleting.title}” will be removed from the journal for good.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** The Journal tab's queries: the first page of articles, the moderation queue and the hidden member content. */
export const journalTabData = ({ q }: DataContext): readonly unknown[] => [
  q.admin.journal.list.prefetch(journalListInput()),
  q.admin.journal.pending.prefetch(),
  q.memberContent.hidden.list.prefetch(),
];
