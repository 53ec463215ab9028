import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";

/** An admin's "Hide" with the reason the author will see; the server audits it. */
export function HideWithReason({
  what,
  onHide,
  pending,
  error,
}: {
  what: string;
  onHide: (reason: string) => void;
  pending: boolean;
  error: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const id = useId();
  if (!open) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        Hide {what}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onHide(reason.trim());
  };
  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-2 rounded-xl bg-sand-50 p-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={id} className="block text-xs font-medium text-ink">
          Reason for hiding (the author sees it)
        </label>
        <input
          id={id}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          minLength={3}
          maxLength={300}
          className="mt-1 block w-full rounded-lg border border-forest-900/15 bg-white px-3 py-2 text-sm"
        />
        {error ? (
          <p role="alert" className="mt-1 text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="primary" loading={pending}>
          Hide
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
