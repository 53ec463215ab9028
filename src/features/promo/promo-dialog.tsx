import { useState } from "react";
import { ChevronLeftIcon, CloseIcon } from "@/components/ui/icons";
import type { CurrentUser } from "@/lib/auth/auth-storage";
import { cn } from "@/lib/cn";
import { Modal } from "@/components/ui/modal";
import type { PromoVariant } from "./promo-timing";
import { PromoOffer } from "./promo-offer";
import { TrialSignupForm } from "./trial-signup-form";
import { PROMO_OFFER } from "@shared/content/site-blocks";
import { useContent } from "@/features/site-content/use-content";
import type { TrialForm } from "./trial-form-rules";

type PromoDialogProps = {
  variant: PromoVariant;
  user: CurrentUser | null;
  onClose: () => void;
  onDontShowAgain: () => void;
};

function prefillFrom(user: CurrentUser | null): Partial<TrialForm> {
  if (!user) return {};
  const [firstName = "", ...rest] = (user.fullName ?? "").trim().split(/\s+/);
  return { email: user.email ?? "", firstName, lastName: rest.join(" ") };
}

/** The Luxe Insider free-trial offer (spec §2 "Promotion dialogs"): the promo view, then the signup form. */
export function PromoDialog({ variant, user, onClose, onDontShowAgain }: PromoDialogProps) {
  const [view, setView] = useState<"promo" | "signup">("promo");
  const offer = useContent(PROMO_OFFER);
  const titleId = "promo-title";
  const descriptionId = "promo-description";

  return (
    <Modal onClose={onClose} labelledBy={titleId} describedBy={descriptionId}>
      <div className="relative">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className={cn(
            "absolute right-3 top-3 z-10 rounded-full p-2 transition-colors",
            view === "promo" ? "bg-white/15 text-white backdrop-blur hover:bg-white/25" : "text-ink hover:bg-forest-50",
          )}
        >
          <CloseIcon className="size-5" />
        </button>

        {view === "promo" ? (
          <>
            <PromoOffer
              variant={variant}
              content={offer}
              titleId={titleId}
              descriptionId={descriptionId}
              onStart={() => setView("signup")}
            />
            <div className="-mt-3 flex items-center justify-between gap-3 px-6 pb-6 text-sm sm:px-10">
              <button
                type="button"
                onClick={onClose}
                className="rounded-full px-2 py-1.5 font-medium text-forest-700 hover:text-forest-900"
              >
                Maybe Later
              </button>
              <button
                type="button"
                onClick={onDontShowAgain}
                className="rounded-full px-2 py-1.5 text-muted hover:text-ink"
              >
                Don't Show Again
              </button>
            </div>
          </>
        ) : (
          <div className="px-6 pb-6 pt-6 sm:px-8">
            <button
              type="button"
              onClick={() => setView("promo")}
              className="-ml-2 inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-medium text-forest-700 hover:text-forest-900"
            >
              <ChevronLeftIcon className="size-4" />
              Back
            </button>
            <h2 id={titleId} className="mt-3 pr-8 text-3xl text-forest-950">
              Start Your Free Trial
            </h2>
            <p id={descriptionId} className="mt-2 text-sm text-muted">
              Tell us where to send your free travel guide. Next, you confirm the trial on our secure checkout page.
            </p>
            <div className="mt-6">
              <TrialSignupForm initial={prefillFrom(user)} />
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}
