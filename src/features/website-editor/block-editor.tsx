import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/state-message";
import { ConfirmDialog } from "@/features/account/confirm-dialog";
import { ImageDropZone } from "@/features/admin/shared/image-drop-zone";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";
import { BlockPreview } from "./block-preview";
import { PreviewFrame, type PreviewWidth } from "./preview-frame";
import { VersionsPanel } from "./versions-panel";

type Editor = RouterOutputs["admin"]["content"]["get"];
type SaveState = "saved" | "unsaved" | "saving" | "error";
const AUTOSAVE_MS = 800;

/** One block: its fields with their limits, autosaved as a draft, previewed live, published or discarded. */
export function BlockEditor({ editor, onDirtyChange }: { editor: Editor; onDirtyChange: (dirty: boolean) => void }) {
  const utils = useApiUtils();
  const [values, setValues] = useState<Record<string, string>>(editor.draft ?? editor.published);
  const [html, setHtml] = useState(editor.previewHtml);
  const [state, setState] = useState<SaveState>("saved");
  const [error, setError] = useState<string | null>(null);
  const [width, setWidth] = useState<PreviewWidth>("desktop");
  const [hasDraft, setHasDraft] = useState(editor.draft !== null);
  const [confirm, setConfirm] = useState<"publish" | "discard" | null>(null);
  const latest = useRef(values);
  latest.current = values;

  const save = trpc.admin.content.saveDraft.useMutation({
    onSuccess: (r, sent) => {
      setHtml(r.previewHtml);
      setHasDraft(true);
      setError(null);
      if (latest.current === sent.value) setState("saved");
    },
    onError: (e) => {
      setState("error");
      setError(errorMessage(e, "The draft could not be saved."));
    },
  });
  const refresh = () =>
    Promise.all([
      utils.admin.content.get.invalidate(editor.key),
      utils.admin.content.versions.invalidate(editor.key),
      utils.content.get.invalidate(editor.key),
    ]);
  const publish = trpc.admin.content.publish.useMutation({
    onSuccess: () => {
      notify.success("Published", `${editor.label} is live for everyone.`);
      setHasDraft(false);
      setConfirm(null);
      void refresh();
    },
    onError: (e) => notify.error("Could not publish", errorMessage(e, "Please try again.")),
  });
  const discard = trpc.admin.content.discard.useMutation({
    onSuccess: () => {
      notify.success("Draft discarded");
      setValues(editor.published);
      setHasDraft(false);
      setState("saved");
      setConfirm(null);
      void refresh();
    },
  });

  useEffect(() => onDirtyChange(state === "unsaved" || state === "saving"), [state, onDirtyChange]);
  useEffect(() => {
    if (state !== "unsaved") return;
    const timer = window.setTimeout(() => {
      setState("saving");
      save.mutate({ key: editor.key, value: latest.current });
    }, AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [values, state]); // save is left out: its identity changes as it runs.

  const change = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setState("unsaved");
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,26rem)_1fr]">
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-2xl text-forest-950">{editor.label}</h2>
          <p
            role="status"
            aria-live="polite"
            className={cn("text-sm font-medium", state === "error" ? "text-red-700" : "text-muted")}
            data-testid="save-state"
          >
            {state === "saving"
              ? "Saving…"
              : state === "unsaved"
                ? "Unsaved changes"
                : state === "error"
                  ? "Not saved"
                  : hasDraft
                    ? "Saved (draft)"
                    : "Published"}
          </p>
        </div>
        {error ? (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        {editor.fields.map((f) => {
          const value = values[f.name] ?? "";
          const over = value.length > f.max;
          const id = `field-${editor.key}-${f.name}`;
          return (
            <div key={f.name}>
              <div className="flex items-baseline justify-between gap-2">
                <label htmlFor={id} className="text-sm font-medium text-ink">
                  {f.label}
                </label>
                <span
                  className={cn("text-xs tabular-nums", over ? "font-semibold text-red-700" : "text-muted")}
                  aria-live="polite"
                >
                  {value.length.toLocaleString("en-US")} / {f.max.toLocaleString("en-US")}
                </span>
              </div>
              {f.kind === "textarea" || f.kind === "markdown" ? (
                <textarea
                  id={id}
                  rows={f.kind === "markdown" ? 16 : 3}
                  value={value}
                  onChange={(e) => change(f.name, e.target.value)}
                  aria-invalid={over || undefined}
                  className={cn(
                    "mt-1.5 block w-full rounded-xl border bg-white px-3 py-2 text-sm",
                    f.kind === "markdown" && "font-mono",
                    over ? "border-red-600" : "border-forest-900/15",
                  )}
                />
              ) : (
                <input
                  id={id}
                  type={f.kind === "url" ? "url" : "text"}
                  value={value}
                  onChange={(e) => change(f.name, e.target.value)}
                  aria-invalid={over || undefined}
                  className={cn(
                    "mt-1.5 block h-11 w-full rounded-xl border bg-white px-3 text-sm",
                    over ? "border-red-600" : "border-forest-900/15",
                  )}
                />
              )}
              {f.kind === "image" ? (
                <ImageDropZone
                  className="mt-2"
                  endpoint="/api/admin/upload-image"
                  onUploaded={(url) => change(f.name, url)}
                  prompt="Drop a new image here"
                />
              ) : null}
              {f.hint ? <p className="mt-1 text-xs text-muted">{f.hint}</p> : null}
            </div>
          );
        })}
        <div className="flex flex-wrap gap-2 border-t border-forest-900/10 pt-4">
          <Button onClick={() => setConfirm("publish")} disabled={!hasDraft || state !== "saved"}>
            Publish
          </Button>
          <Button variant="secondary" onClick={() => setConfirm("discard")} disabled={!hasDraft}>
            Discard draft
          </Button>
        </div>
        <VersionsPanel blockKey={editor.key} live={editor.published} onRestored={() => void refresh()} />
      </div>
      <section aria-label="Preview" className="min-w-0 space-y-3">
        <div
          role="group"
          aria-label="Preview width"
          className="inline-flex rounded-full border border-forest-900/15 bg-white p-1"
        >
          {(["desktop", "mobile"] as const).map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={width === w}
              onClick={() => setWidth(w)}
              className={cn(
                "rounded-full px-4 py-1.5 text-sm capitalize",
                width === w ? "bg-forest-800 text-white" : "text-forest-900",
              )}
            >
              {w}
            </button>
          ))}
        </div>
        <div className={width === "mobile" ? "max-w-[390px]" : undefined}>
          <PreviewFrame width={width}>
            <BlockPreview blockKey={editor.key} values={values} html={html} />
          </PreviewFrame>
        </div>
      </section>
      {confirm ? (
        <ConfirmDialog
          title={confirm === "publish" ? `Publish ${editor.label}?` : "Discard this draft?"}
          confirmLabel={confirm === "publish" ? "Publish now" : "Discard draft"}
          pending={publish.isPending || discard.isPending}
          onConfirm={() => (confirm === "publish" ? publish.mutate(editor.key) : discard.mutate(editor.key))}
          onClose={() => setConfirm(null)}
        >
          {confirm === "publish"
            ? "Everyone sees the new version on their next page load. The current one stays in the version history."
            : "Your unpublished changes go; the live version stays as it is."}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

export function EditorLoadError({ onRetry }: { onRetry: () => void }) {
  return <LoadError title="This block could not load." onRetry={onRetry} />;
}
