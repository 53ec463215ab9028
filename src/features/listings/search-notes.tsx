/** The box a search's notes sit in above its results. */
export const NOTE_BOX = "rounded-xl border border-sand-200 bg-sand-50 px-4 py-3 text-sm text-sand-800";

/** What a search says about the words it read: what it relaxed, the places it does not know yet. */
export function SearchNotes({ notes, className }: { notes: readonly string[]; className?: string }) {
  if (!notes.length) return null;
  return (
    <div role="status" className={className ?? NOTE_BOX}>
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}

/** "85 km from Seattle" under a card of a "near" search. */
export function DistanceNote({ km, place }: { km: number | null | undefined; place: string | undefined }) {
  if (km === null || km === undefined || !place) return null;
  return (
    <p className="text-sm text-muted" data-testid="distance">
      {`${km.toLocaleString("en-US")} km from ${place}`}
    </p>
  );
}
