import { TextField } from "@/components/ui/text-field";
import { MAX_GUESTS } from "@shared/stay-dates";

/** "How many guests the stay sleeps" as a form holds it: text until it is checked. */
export function capacityError(text: string): string | undefined {
  const n = Number(text);
  return /^\d{1,2}$/.test(text.trim()) && n >= 1 && n <= MAX_GUESTS
    ? undefined
    : `Guest capacity must be from 1 to ${MAX_GUESTS}.`;
}

export function CapacityField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Sleeps (guests)"
      name="maxGuests"
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_GUESTS}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={capacityError(value)}
      hint={`How many guests the stay takes, 1 to ${MAX_GUESTS}.`}
    />
  );
}
