import { useId, type FormEvent, type ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

type FormDialogProps = {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** An error that belongs to no one field, shown above the buttons. */
  formError?: string | undefined;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A small modal form: title, a line of help, the fields, and Cancel beside the submit button (which spins while
 * saving).
 */
export function FormDialog({
  title,
  intro,
  submitLabel,
  pending,
  formError,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal onClose={onClose} labelledBy={titleId}>
      <form onSubmit={submit} noValidate className="p-6 sm:p-8">
        <h2 id={titleId} className="text-2xl text-forest-950">
          {title}
        </h2>
        <p className="mt-2 text-sm text-muted">{intro}</p>
        {children}
        {formError ? (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {formError}
          </p>
        ) : null}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
