import { TIER_NAMES } from "@shared/tiers";
import { CheckMark } from "./plan-card";
import { COMPARISON_ROWS } from "./membership-content";

const TIERS = [1, 2, 3] as const;

export function MembershipComparison() {
  return (
    <section aria-labelledby="compare-title" className="mx-auto max-w-5xl px-4 py-20 sm:px-6 lg:px-8">
      <h2 id="compare-title" className="text-center text-3xl text-forest-950 sm:text-4xl">
        Compare the plans
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-center text-muted">Every tier builds on the one before it.</p>
      <div className="mt-10 overflow-x-auto rounded-3xl border border-forest-900/10 bg-white shadow-card">
        <table className="w-full min-w-[22rem] border-collapse text-left text-sm">
          <caption className="sr-only">Benefits included in each membership plan</caption>
          <thead>
            <tr className="border-b border-forest-900/10 bg-sand-50">
              <th scope="col" className="px-4 py-4 font-semibold text-ink sm:px-6">
                Benefit
              </th>
              {TIERS.map((tier) => (
                <th
                  key={tier}
                  scope="col"
                  className="px-2 py-4 text-center font-serif text-base font-semibold text-forest-900 sm:px-4"
                >
                  <span className="sm:hidden">{TIER_NAMES[tier]?.replace("Luxe ", "")}</span>
                  <span className="hidden sm:inline">{TIER_NAMES[tier]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row.feature} className="border-b border-forest-900/5 last:border-0">
                <th scope="row" className="px-4 py-3.5 font-normal text-ink sm:px-6">
                  {row.feature}
                </th>
                {row.values.map((value, i) => (
                  <td key={i} className="px-2 py-3.5 text-center sm:px-4">
                    {typeof value === "string" ? (
                      <span className="font-semibold text-forest-900">{value}</span>
                    ) : value ? (
                      <>
                        <CheckMark className="mx-auto text-forest-600" />
                        <span className="sr-only">Included</span>
                      </>
                    ) : (
                      <>
                        <span aria-hidden="true" className="text-muted/60">
                          —
                        </span>
                        <span className="sr-only">Not included</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
