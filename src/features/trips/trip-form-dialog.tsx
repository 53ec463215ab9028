import { useEffect, useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-field";
import { localIsoDate } from "@/lib/date-text";
import { errorMessage, fieldErrorsOf, type FieldErrors } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import type { TripBoard } from "./use-trip";

type TripFormDialogProps = {
  /** Edit this trip; left out, a new one is made. */
  trip?: TripBoard | undefined;
  /** A stay to put on the new trip straight away ("Add to trip"). */
  listing?: { id: number; name: string } | undefined;
  onClose: () => void;
  onSaved: (trip: TripBoard) => void;
};

const NAME_MAX = 80;

/** Name and optional dates (check-in, check-out); the server's words show on the fields. */
export function TripFormDialog({ trip, listing, onClose, onSaved }: TripFormDialogProps) {
  const utils = useApiUtils();
  const [name, setName] = useState(trip?.name ?? "");
  const [startDate, setStartDate] = useState(trip?.startDate ?? "");
  const [endDate, setEndDate] = useState(trip?.endDate ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  // Today's date comes from the reader's clock, after the server's render.
  const [today, setToday] = useState<string | undefined>();
  useEffect(() => setToday(localIsoDate(new Date())), []);

  const handlers = {
    onSuccess: (saved: TripBoard) => {
      utils.trips.get.setData({ id: saved.id }, saved);
      void utils.trips.list.invalidate();
      notify.success(
        trip ? "Trip updated" : "Trip created",
        listing ? `${listing.name} is on “${saved.name}”.` : `“${saved.name}” is ready.`,
      );
      onSaved(saved);
    },
    onError: (e: unknown) => {
      const fields = fieldErrorsOf(e);
      setErrors(
        Object.keys(fields).length ? fields : { form: errorMessage(e, "Something went wrong. Please try again.") },
      );
    },
  };
  const create = trpc.trips.create.useMutation(handlers);
  const update = trpc.trips.update.useMutation(handlers);
  const pending = create.isPending || update.isPending;

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setErrors({ name: "Give the trip a name." });
    const dates = { startDate: startDate || null, endDate: endDate || null };
    if (trip) update.mutate({ id: trip.id, name: trimmed, ...dates });
    else create.mutate({ name: trimmed, ...dates, ...(listing ? { listingId: listing.id } : {}) });
  };
  const edit = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };

  return (
    <FormDialog
      title={trip ? "Edit trip" : "New trip"}
      intro={`${listing ? `Start a trip with ${listing.name}. ` : ""}Dates are optional: add them to see which stays are free.`}
      submitLabel={trip ? "Save trip" : "Create trip"}
      pending={pending}
      formError={errors.form}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        className="mt-6"
        label="Trip name"
        name="name"
        placeholder="Summer in the Alps"
        maxLength={NAME_MAX}
        autoComplete="off"
        required
        value={name}
        onChange={(e) => edit("name", setName)(e.target.value)}
        error={errors.name}
      />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Check-in"
          name="startDate"
          type="date"
          min={today}
          value={startDate}
          onChange={(e) => edit("startDate", setStartDate)(e.target.value)}
          error={errors.startDate}
        />
        <TextField
          label="Check-out"
          name="endDate"
          type="date"
          min={startDate || today}
          value={endDate}
          onChange={(e) => edit("endDate", setEndDate)(e.target.value)}
          error={errors.endDate}
        />
      </div>
    </FormDialog>
  );
}
