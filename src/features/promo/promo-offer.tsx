import { Button } from "@/components/ui/button";
import { LeafIcon } from "@/components/ui/icons";
import { CheckMark } from "@/features/membership/plan-card";
import type { PromoVariant } from "./promo-timing";

const INSIDER_HIGHLIGHTS = [
  "200 reward points every month",
  "Write reviews and share your photos",
  "Your own mobile member dashboard",
  "An invitation to publish in the Story journal",
];

type PromoOfferProps = {
  variant: PromoVariant;
  /** The offer's published words (the website editor's "Promo dialog" block). */
  content: Record<string, string>;
  titleId?: string;
  descriptionId?: string;
  onStart?: () => void;
};

/** The Luxe Insider trial offer: heading, price, the free travel guide, what Insider brings, and the start button. */
export function PromoOffer({ variant, content, titleId, descriptionId, onStart }: PromoOfferProps) {
  return (
    <>
      <header className="on-dark relative overflow-hidden bg-forest-900 px-6 pb-8 pt-10 text-center text-white sm:px-10">
        <img
          src="/images/hero-landscape.svg"
          alt=""
          aria-hidden="true"
          className="absolute inset-0 size-full object-cover opacity-30"
        />
        <div className="relative">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-200">
            {variant === "exit" ? "Before you go" : content.eyebrow}
          </p>
          <h2 id={titleId} className="mt-3 text-3xl leading-tight text-white sm:text-4xl">
            {variant === "exit" ? content.exitHeading : content.heading}
          </h2>
          <p id={descriptionId} className="mt-3 text-sand-100">
            {content.offer}
          </p>
        </div>
      </header>

      <div className="px-6 pb-6 pt-6 sm:px-10">
        <div className="flex items-center gap-4 rounded-2xl border border-sand-300 bg-sand-50 p-4">
          <span
            className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-forest-800 text-sand-200"
            aria-hidden="true"
          >
            <LeafIcon className="size-6" />
          </span>
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-forest-950">{content.guideTitle}</p>
            <p className="text-muted">
              {content.guideText}{" "}
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

        <Button size="lg" className="mt-6 w-full" onClick={onStart}>
          {content.button}
        </Button>
      </div>
    </>
  );
}
