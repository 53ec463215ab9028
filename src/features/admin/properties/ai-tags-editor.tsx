import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import { controlClass } from "@/features/admin/shared/admin-fields";
import { cn } from "@/lib/cn";
import type { AiTagValue } from "./property-form";

const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;

type AiTagsEditorProps = { tags: AiTagValue[]; onChange: (tags: AiTagValue[]) => void; error?: string | undefined };

/** AI tags: a name each, and a low-confidence flag that keeps a tag off the listing cards. */
export function AiTagsEditor({ tags, onChange, error }: AiTagsEditorProps) {
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const add = () => {
    const name = draft.trim();
    if (!name || tags.length >= MAX_TAGS) return;
    if (!tags.some((t) => t.name.toLowerCase() === name.toLowerCase()))
      onChange([...tags, { name, lowConfidence: false }]);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        AI tags
      </label>
      <p className="text-xs text-muted">Cards show up to 2 tags that are not marked low confidence.</p>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          value={draft}
          maxLength={MAX_TAG_LENGTH}
          placeholder="e.g. Stargazing"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          className={cn(controlClass, "h-10 border-forest-900/15 focus-visible:border-forest-600")}
        />
        <Button
          size="sm"
          variant="secondary"
          className="h-10 shrink-0 whitespace-nowrap"
          onClick={add}
          disabled={!draft.trim() || tags.length >= MAX_TAGS}
        >
          Add tag
        </Button>
      </div>
      {tags.length ? (
        <ul className="mt-3 divide-y divide-forest-900/5 rounded-xl border border-forest-900/10 bg-white">
          {tags.map((tag, index) => (
            <li key={`${tag.name}-${index}`} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span
                className={cn("min-w-0 flex-1 truncate font-medium", tag.lowConfidence ? "text-muted" : "text-ink")}
              >
                {tag.name}
              </span>
              <label className="flex items-center gap-1.5 text-xs text-muted">
                <input
                  type="checkbox"
                  className="size-4 accent-amber-600"
                  checked={tag.lowConfidence}
                  onChange={(e) =>
                    onChange(tags.map((t, i) => (i === index ? { ...t, lowConfidence: e.target.checked } : t)))
                  }
                />
                Low confidence
              </label>
              <button
                type="button"
                onClick={() => onChange(tags.filter((_, i) => i !== index))}
                aria-label={`Remove tag ${tag.name}`}
                className="rounded-full p-1 text-muted hover:bg-red-50 hover:text-red-700"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">No tags yet.</p>
      )}
      {error ? <p className="mt-1.5 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
