import { useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useModalFocus } from "@/lib/use-modal-focus";
import { cn } from "@/lib/cn";

type ModalProps = {
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A modal dialog: focus moves in and stays inside, Escape or a click on the backdrop closes it,
 * the page behind does not scroll, and focus returns on close (useModalFocus).
 * Not a native <dialog> on purpose: its top layer would hide the toasts the form raises.
 */
export function Modal({ onClose, labelledBy, describedBy, className, children }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, true, onClose);

  // Portalled, so no transformed or blurred ancestor can confine the fixed overlay.
  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-center justify-center p-4">
      <div
        className="absolute inset-0 animate-fade-in bg-forest-950/60 backdrop-blur-sm"
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={cn(
          "relative max-h-full w-full max-w-lg animate-fade-in overflow-y-auto overscroll-contain rounded-3xl bg-cream text-ink shadow-2xl",
          className,
        )}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
