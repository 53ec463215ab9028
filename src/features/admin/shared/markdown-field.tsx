import { useId, useState, type TextareaHTMLAttributes } from "react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { FieldFrame } from "./admin-fields";

type MarkdownFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "value" | "onChange"> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** The HTML the server makes of the text: what readers will see. */
  renderPreview: (markdown: string) => Promise<string>;
  /** Classes the page the text appears on sets it with. */
  proseClassName: string;
};

type Preview =
  { state: "idle" } | { state: "loading" } | { state: "ready"; html: string } | { state: "failed"; message: string };

const HINT =
  "Markdown: ## heading, **bold**, _italics_, - list item, > quote, [words](https://link). HTML is kept too.";

/** A Markdown text with Write and Preview tabs; the preview is the server's own rendering of it. */
export function MarkdownField({
  label,
  value,
  onChange,
  error,
  renderPreview,
  proseClassName,
  rows = 12,
  ...textarea
}: MarkdownFieldProps) {
  const id = useId();
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [preview, setPreview] = useState<Preview>({ state: "idle" });

  const showPreview = () => {
    setTab("preview");
    setPreview({ state: "loading" });
    renderPreview(value).then(
      (html) => setPreview({ state: "ready", html }),
      (e: unknown) =>
        setPreview({ state: "failed", message: e instanceof Error ? e.message : "The preview could not load." }),
    );
  };

  const tabClass = (active: boolean) =>
    cn(
      "rounded-lg px-3 py-1.5 text-sm font-medium",
      active ? "bg-forest-800 text-white" : "text-forest-800 hover:bg-forest-50",
    );
  return (
    <FieldFrame id={id} label={label} error={error} hint={HINT}>
      <div role="tablist" aria-label="Write or preview" className="mb-2 flex gap-1">
        <button
          type="button"
          role="tab"
          aria-selected={tab === "write"}
          aria-controls={id}
          className={tabClass(tab === "write")}
          onClick={() => setTab("write")}
        >
          Write
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === "preview"}
          aria-controls={`${id}-preview`}
          className={tabClass(tab === "preview")}
          onClick={showPreview}
        >
          Preview
        </button>
      </div>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        hidden={tab !== "write"}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className={cn(
          "block w-full rounded-xl border bg-white px-3 py-2.5 font-mono text-sm leading-relaxed",
          error ? "border-red-600" : "border-forest-900/15",
        )}
        {...textarea}
      />
      {tab === "preview" ? (
        <div
          id={`${id}-preview`}
          role="tabpanel"
          aria-label={`${label} preview`}
          className="min-h-40 rounded-xl border border-forest-900/15 bg-white px-4 py-3"
        >
          {preview.state === "ready" ? (
            preview.html ? (
              <div className={proseClassName} dangerouslySetInnerHTML={{ __html: preview.html }} />
            ) : (
              <p className="text-sm text-muted">Nothing to preview yet.</p>
            )
          ) : preview.state === "failed" ? (
            <p role="alert" className="text-sm text-red-800">
              {preview.message}
            </p>
          ) : (
            <p role="status" className="flex items-center gap-2 text-sm text-muted">
              <Spinner className="size-4" /> Rendering the preview…
            </p>
          )}
        </div>
      ) : null}
    </FieldFrame>
  );
}
