import { useCallback, useState } from "react";
import { LoadingBlock } from "@/components/ui/spinner";
import { adminPageData, RequireAdmin } from "@/features/admin/shared/admin-gate";
import { AdminShell, DASHBOARD_BACK } from "@/features/admin/shared/admin-shell";
import { cn } from "@/lib/cn";
import { useLeaveWarning } from "@/lib/use-leave-warning";
import { trpc } from "@/lib/trpc";
import { BlockEditor, EditorLoadError } from "./block-editor";

/** The block the editor opens on. */
const FIRST_BLOCK = "home.hero";

/** /website-editor: admins change the site's words and pictures, preview them and publish. */
export function WebsiteEditorPage() {
  return (
    <RequireAdmin>
      {(user) => (
        <AdminShell
          title="Website editor"
          subtitle="Edit a block, see it at desktop and phone width, then publish. Every publish can be undone."
          back={DASHBOARD_BACK}
          user={user}
        >
          <Editor />
        </AdminShell>
      )}
    </RequireAdmin>
  );
}

function Editor() {
  const blocks = trpc.admin.content.blocks.useQuery();
  const [selected, setSelected] = useState(FIRST_BLOCK);
  const [dirty, setDirty] = useState(false);
  const editor = trpc.admin.content.get.useQuery(selected);
  const onDirtyChange = useCallback((d: boolean) => setDirty(d), []);
  useLeaveWarning(dirty);
  const choose = (key: string) => {
    if (dirty && !window.confirm("Your last change is still being saved. Leave this block anyway?")) return;
    setDirty(false);
    setSelected(key);
  };
  const groups = ["Home page", "Site", "Pages"] as const;
  return (
    <div className="grid gap-6 lg:grid-cols-[13rem_1fr]">
      <nav aria-label="Editable blocks" className="space-y-4">
        {groups.map((g) => (
          <div key={g}>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{g}</p>
            <ul className="mt-1 space-y-0.5">
              {(blocks.data ?? [])
                .filter((b) => b.group === g)
                .map((b) => (
                  <li key={b.key}>
                    <button
                      type="button"
                      onClick={() => choose(b.key)}
                      aria-current={selected === b.key ? "page" : undefined}
                      className={cn(
                        "w-full rounded-lg px-2 py-1.5 text-left text-sm",
                        selected === b.key ? "bg-forest-800 text-white" : "text-forest-900 hover:bg-forest-50",
                      )}
                    >
                      {b.label}
                    </button>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="min-w-0">
        {editor.isPending ? (
          <LoadingBlock label="Loading the block" className="min-h-64" />
        ) : editor.isError ? (
          <EditorLoadError onRetry={() => void editor.refetch()} />
        ) : (
          <BlockEditor key={`${selected}-${editor.dataUpdatedAt}`} editor={editor.data} onDirtyChange={onDirtyChange} />
        )}
      </div>
    </div>
  );
}

/** The blocks, and the first block's editor, its versions and the published words its preview section reads. */
export const websiteEditorPageData = adminPageData(({ q }) => [
  q.admin.content.blocks.prefetch(),
  q.admin.content.get.prefetch(FIRST_BLOCK),
  q.admin.content.versions.prefetch(FIRST_BLOCK),
  q.content.get.prefetch(FIRST_BLOCK),
]);
