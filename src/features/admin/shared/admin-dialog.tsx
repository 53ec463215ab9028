import { useId, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import { Modal } from "@/components/ui/modal";
import { cn } from "@/lib/cn";

const SIZES = { md: "max-w-lg!", lg: "max-w-2xl!", xl: "max-w-5xl!" } as const;

type AdminDialogProps = {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  size?: keyof typeof SIZES;
  /** Buttons in the sticky footer. */
  footer?: ReactNode;
  /** Makes the dialog a form: Enter submits, the footer's submit button sends it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/**
 * An admin dialog on the shared Modal (focus trap, Escape, focus return): a titled header
 * with a close button, a scrolling body and a footer that stays in view.
 * Dialogs are never stacked: a dialog that needs a second step switches its own content.
 */
export function AdminDialog({
  title,
  description,
  onClose,
  size = "md",
  footer,
  onSubmit,
  children,
}: AdminDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const body = (
    <>
      <header className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-forest-900/10 bg-cream px-6 py-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl text-forest-950">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-muted">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close dialog"
          className="-mr-2 rounded-full p-2 text-muted hover:bg-forest-50 hover:text-ink"
        >
          <CloseIcon className="size-5" />
        </button>
      </header>
      <div className="px-6 py-5">{children}</div>
      {footer ? (
        <footer className="sticky bottom-0 flex flex-col-reverse gap-2 border-t border-forest-900/10 bg-cream px-6 py-4 sm:flex-row sm:justify-end">
          {footer}
        </footer>
      ) : null}
    </>
  );
  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      className={cn(SIZES[size], "rounded-2xl!")}
    >
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit}>
          {body}
        </form>
      ) : (
        body
      )}
    </Modal>
  );
}

type DialogFormFooterProps = { onCancel: () => void; submitLabel: string; saving: boolean };

/** The footer of a form dialog: Cancel, and the submit button that shows the save in progress. */
export function DialogFormFooter({ onCancel, submitLabel, saving }: DialogFormFooterProps) {
  return (
    <>
      <Button variant="secondary" size="sm" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" size="sm" loading={saving}>
        {submitLabel}
      </Button>
    </>
  );
}
