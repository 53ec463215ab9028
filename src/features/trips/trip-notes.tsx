import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Panel } from "@/features/account/page-shell";
import type { TripActions, TripBoard } from "./use-trip";

const NOTE_MAX = 1000;
const timeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** Notes for the whole group, oldest first; authors and the owner may delete them. */
export function TripNotes({ trip, actions }: { trip: TripBoard; actions: TripActions }) {
  const fieldId = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { addNote, deleteNote } = actions;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError("Write a note first.");
    addNote.mutate({ id: trip.id, body: text }, { onSuccess: () => setBody("") });
  };

  return (
    <Panel title="Notes" id="trip-notes-title">
      {trip.notes.length ? (
        <ul className="space-y-4">
          {trip.notes.map((note) => (
            <li key={note.id} className="rounded-2xl bg-sand-50 p-4">
              <p className="whitespace-pre-line break-words text-sm text-ink">{note.body}</p>
              <p className="mt-2 flex items-center justify-between gap-2 text-xs text-muted">
                <span>
                  {note.author?.name ?? "Someone who left"} ·{" "}
                  <time dateTime={new Date(note.createdAt).toISOString()}>
                    {timeFormat.format(new Date(note.createdAt))}
                  </time>
                </span>
                {note.canDelete ? (
                  <button
                    type="button"
                    disabled={deleteNote.isPending}
                    onClick={() => deleteNote.mutate({ id: trip.id, noteId: note.id })}
                    className="rounded-full px-2 py-1 font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
                  >
                    Delete<span className="sr-only"> note</span>
                  </button>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No notes yet. Share train times, budgets or what to pack.</p>
      )}
      <form onSubmit={submit} noValidate className="mt-5">
        <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
          Add a note
        </label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={NOTE_MAX}
          value={body}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => {
            setBody(event.target.value);
            setError(undefined);
          }}
          className="mt-1.5 block w-full rounded-xl border border-forest-900/15 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-forest-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600/40 sm:text-sm"
        />
        {error ? (
          <p id={`${fieldId}-error`} className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="sm" className="mt-3" loading={addNote.isPending}>
          Post note
        </Button>
      </form>
    </Panel>
  );
}
