import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Modal } from "@/components/ui/modal";

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone; Cancel has the focus first. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal onClose={onClose} labelledBy={titleId} describedBy={bodyId}>
      <div className="p-6 sm:p-8">
        <h2 id={titleId} className="text-2xl text-forest-950">
          {title}
        </h2>
        <div id={bodyId} className="mt-3 text-muted">
          {children}
        </div>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-5 text-sm font-medium text-white shadow-sm transition-colors hover:bg-red-800 active:bg-red-900 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {pending ? <Spinner className="size-4" /> : null}
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
