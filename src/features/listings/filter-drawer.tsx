import { useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { CloseIcon } from "@/components/ui/icons";
import { useModalFocus } from "@/lib/use-modal-focus";

type FilterDrawerProps = {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
};

/** The filters on small screens: a bottom sheet that traps focus and closes on Escape. */
export function FilterDrawer({ open, onClose, children, footer }: FilterDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalFocus(panelRef, open, onClose);
  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-[60] lg:hidden">
      <div
        className="absolute inset-0 animate-fade-in bg-forest-950/50 backdrop-blur-sm"
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="absolute inset-x-0 bottom-0 flex max-h-[88svh] flex-col rounded-t-3xl bg-cream shadow-2xl transition-transform duration-300 ease-out starting:translate-y-full"
      >
        <div className="flex items-center justify-between border-b border-forest-900/10 px-5 py-4">
          <h2 id={titleId} className="text-2xl text-forest-950">
            Filters
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded-full p-2 text-ink hover:bg-forest-50"
            aria-label="Close filters"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-5">{children}</div>
        <div className="flex items-center gap-3 border-t border-forest-900/10 px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          {footer}
        </div>
      </div>
    </div>,
    document.body,
  );
}
