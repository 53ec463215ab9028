import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { AdminDialog, DialogFormFooter } from "@/features/admin/shared/admin-dialog";
import { CheckboxField, TextAreaField } from "@/features/admin/shared/admin-fields";
import { errorMessage, fieldErrorsOf, type FieldErrors } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import {
  NEW_POINT_ACTION,
  pointActionPayload,
  valuesFromAction,
  type PointAction,
  type PointActionValues,
} from "./point-action-form";

type PointActionDialogProps = { action?: PointAction | undefined; onClose: () => void };

/** Create or edit a point action: Activity Name, Description, Points Awarded, Max Times/Day, Cooldown Hours. */
export function PointActionDialog({ action, onClose }: PointActionDialogProps) {
  const utils = useApiUtils();
  const [values, setValues] = useState<PointActionValues>(() => (action ? valuesFromAction(action) : NEW_POINT_ACTION));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof PointActionValues>(field: K, value: PointActionValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const saved = (message: string) => {
    notify.success(message);
    void utils.admin.pointActions.invalidate();
    onClose();
  };
  const onError = (error: unknown) => {
    setErrors(fieldErrorsOf(error));
    notify.error("Error", errorMessage(error, "The point action could not be saved."));
  };
  const create = trpc.admin.pointActions.create.useMutation({
    onSuccess: () => saved("Point action created successfully"),
    onError,
  });
  const update = trpc.admin.pointActions.update.useMutation({
    onSuccess: () => saved("Point action updated successfully"),
    onError,
  });
  const saving = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = pointActionPayload(values);
    if (action) update.mutate({ id: action.id, data: { id: action.id, ...payload } });
    else create.mutate(payload);
  };

  return (
    <AdminDialog
      title={action ? "Edit Point Action" : "Create Point Action"}
      description="Members earn these points when they do the activity."
      onClose={onClose}
      onSubmit={onSubmit}
      footer={
        <DialogFormFooter onCancel={onClose} submitLabel={action ? "Save Changes" : "Create Action"} saving={saving} />
      }
    >
      <div className="space-y-4">
        <TextField
          label="Activity Name"
          name="name"
          maxLength={100}
          value={values.name}
          onChange={(e) => set("name", e.target.value)}
          error={errors.name}
          placeholder="e.g. Write a review"
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={2}
          maxLength={500}
          value={values.description}
          onChange={(e) => set("description", e.target.value)}
          error={errors.description}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Points Awarded"
            name="pointsAwarded"
            type="number"
            inputMode="numeric"
            step={1}
            min={0}
            value={values.pointsAwarded}
            onChange={(e) => set("pointsAwarded", e.target.value)}
            error={errors.pointsAwarded}
          />
          <TextField
            label="Max Times/Day"
            name="maxTimesPerDay"
            type="number"
            inputMode="numeric"
            step={1}
            min={1}
            value={values.maxTimesPerDay}
            onChange={(e) => set("maxTimesPerDay", e.target.value)}
            error={errors.maxTimesPerDay}
          />
          <TextField
            label="Cooldown Hours"
            name="cooldownHours"
            type="number"
            inputMode="numeric"
            step={1}
            min={0}
            value={values.cooldownHours}
            onChange={(e) => set("cooldownHours", e.target.value)}
            error={errors.cooldownHours}
          />
        </div>
        <CheckboxField
          label="Active"
          description="Inactive actions award no points."
          checked={values.isActive}
          onChange={(e) => set("isActive", e.target.checked)}
        />
      </div>
    </AdminDialog>
  );
}
