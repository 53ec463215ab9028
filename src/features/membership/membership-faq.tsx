import { ChevronDownIcon } from "@/components/ui/icons";
import { MEMBERSHIP_FAQ } from "./membership-content";

export function MembershipFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 pb-24 sm:px-6 lg:px-8">
      <h2 id="faq-title" className="text-center text-3xl text-forest-950 sm:text-4xl">
        Frequently asked questions
      </h2>
      <div className="mt-10 divide-y divide-forest-900/10 rounded-3xl border border-forest-900/10 bg-white shadow-card">
        {MEMBERSHIP_FAQ.map((item) => (
          <details key={item.question} className="group px-5 sm:px-7">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-medium text-ink [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDownIcon className="size-5 shrink-0 text-forest-700 transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-5 text-sm leading-relaxed text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
