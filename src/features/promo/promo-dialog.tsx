import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ChevronLeftIcon, CloseIcon, LeafIcon } from "@/components/ui/icons";
import type { CurrentUser } from "@/features/auth/auth-storage";
import { CheckMark } from "@/features/membership/plan-card";
import { cn } from "@/lib/cn";
import { Modal } from "./modal";
import type { PromoVariant } from "./promo-timing";
import { TrialSignupForm } from "./trial-signup-form";
import type { TrialForm } from "./trial-form-rules";

const INSIDER_HIGHLIGHTS = [
  "200 reward points every month",
  "Write reviews and share your photos",
  "Your own mobile member dashboard",
  "An invitation to publish in the Story journal",
];

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
            <header className="on-dark relative overflow-hidden bg-forest-900 px-6 pb-8 pt-10 text-center text-white sm:px-10">
              <img src="/images/hero-landscape.svg" alt="" aria-hidden="true" className="absolute inset-0 size-full object-cover opacity-30" />
              <div className="relative">
                <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-200">
                  {variant === "exit" ? "Before you go" : "Limited-time offer"}
                </p>
                <h2 id={titleId} className="mt-3 text-3xl leading-tight text-white sm:text-4xl">
                  {variant === "exit" ? "Wait! Take Luxe Insider for a Free Spin" : "Try Luxe Insider Free for 14 Days"}
                </h2>
                <p id={descriptionId} className="mt-3 text-sand-100">
                  14 days free, then $14.99 per month. Cancel anytime.
                </p>
              </div>
            </header>

            <div className="px-6 pb-6 pt-6 sm:px-10">
              <div className="flex items-center gap-4 rounded-2xl border border-sand-300 bg-sand-50 p-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-forest-800 text-sand-200" aria-hidden="true">
                  <LeafIcon className="size-6" />
                </span>
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-forest-950">Free with your trial: the Wildluxe Travel Guide</p>
                  <p className="text-muted">
                    50+ pages of hidden retreats and seasonal tips.{" "}
                    <span className="whitespace-nowrap">
                      Regular price <s>$49</s> <strong className="text-forest-800">FREE</strong>
                    </span>
                  </p>
                </div>
              </div>

              <ul className="mt-5 space-y-2.5 text-sm">
                {INSIDER_HIGHLIGHTS.map((item) => (
                  <li key={item} className="flex gap-3">
                    <CheckMark className="text-forest-600" />
                    {item}
                  </li>
                ))}
              </ul>

              <Button size="lg" className="mt-6 w-full" onClick={() => setView("signup")}>
                Start My Free Trial
              </Button>
              <div className="mt-3 flex items-center justify-between gap-3 text-sm">
                <button type="button" onClick={onClose} className="rounded-full px-2 py-1.5 font-medium text-forest-700 hover:text-forest-900">
                  Maybe Later
                </button>
                <button type="button" onClick={onDontShowAgain} className="rounded-full px-2 py-1.5 text-muted hover:text-ink">
                  Don't Show Again
                </button>
              </div>
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
