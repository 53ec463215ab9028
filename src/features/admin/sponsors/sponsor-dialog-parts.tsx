import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { AdminDialog } from "@/features/admin/shared/admin-dialog";
import { Toolbar } from "@/features/admin/shared/admin-fields";
import { InlineAlert } from "@/features/admin/shared/admin-ui";

type ListStepProps = {
  title: string;
  description: string;
  onClose: () => void;
  toolbar: ReactNode;
  error: string | null;
  children: ReactNode;
};

/** A manage dialog's list step: filters in a toolbar, then the list or why it failed to load. */
export function ListStep({ title, description, onClose, toolbar, error, children }: ListStepProps) {
  return (
    <AdminDialog
      title={title}
      description={description}
      size="xl"
      onClose={onClose}
      footer={
        <Button variant="secondary" size="sm" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Toolbar>{toolbar}</Toolbar>
      {error ? (
        <InlineAlert tone="error" className="mt-4">
          {error}
        </InlineAlert>
      ) : (
        children
      )}
    </AdminDialog>
  );
}

type DeleteStepProps = {
  title: string;
  confirmLabel: string;
  /** Who goes, in bold; `children` says what else happens. */
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** A manage dialog's delete step: a warning that names what goes, with Cancel and the red confirm button. */
export function DeleteStep({
  title,
  confirmLabel,
  name,
  pending,
  onConfirm,
  onBack,
  onClose,
  children,
}: DeleteStepProps) {
  return (
    <AdminDialog
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onBack} disabled={pending}>
            Cancel
          </Button>
          <Button size="sm" className="bg-red-700 hover:bg-red-800" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-muted">
        This action cannot be undone. <strong className="text-ink">{name}</strong> {children}
      </p>
    </AdminDialog>
  );
}

/** A sponsor or ad space form's Cancel and submit buttons. */
export function FormActions({
  saving,
  submitLabel,
  onCancel,
}: {
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-forest-900/10 pt-4 sm:flex-row sm:justify-end">
      <Button variant="secondary" size="sm" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" size="sm" loading={saving}>
        {submitLabel}
      </Button>
    </div>
  );
}
