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

/** "85 km from Seattle": how far a stay of a "near" search is from the place named. */
export function distanceText(km: number | null | undefined, place: string | undefined): string | null {
  if (km === null || km === undefined || !place) return null;
  return `${km.toLocaleString("en-US")} km from ${place}`;
}
