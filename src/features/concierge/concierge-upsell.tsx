import { ButtonLink } from "@/components/ui/button";

const SAMPLE = [
  { who: "You", text: "A treehouse with a hot tub, somewhere with big trees." },
  {
    who: "Chrissy",
    text: "Cedar Hollow Treehouse in Issaquah, Washington wraps around three western red cedars and has a hot tub. Aspen Crown Treehouse in Colorado has one too, among golden aspens.",
  },
];

/** What Chrissy does, for everyone below Luxe Elite: a sample exchange and the way up. */
export function ConciergeUpsell({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div>
        <p className="text-lg text-muted">
          Chrissy knows every stay in our collection. Tell her what you're dreaming of in your own words and she finds
          real stays that fit, links each one and says why it suits you.
        </p>
        <ul className="mt-6 space-y-2 text-forest-950">
          <li>• Stays matched to your words: setting, place and the comforts you can't do without</li>
          <li>• Every stay she names is a real Wildluxe listing, linked</li>
          <li>• Your conversations are kept, so you can pick up where you left off</li>
        </ul>
        <p className="mt-6 font-semibold text-forest-950">Chrissy is a Luxe Elite benefit.</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="/membership">Upgrade to Luxe Elite</ButtonLink>
          {signedIn ? null : (
            <ButtonLink href="/signin" variant="secondary">
              Sign in
            </ButtonLink>
          )}
        </div>
      </div>
      <figure className="rounded-2xl border border-forest-900/10 bg-white p-5 shadow-card">
        <figcaption className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">
          A sample exchange
        </figcaption>
        <ol className="mt-4 space-y-3">
          {SAMPLE.map((m) => (
            <li
              key={m.who}
              className={
                m.who === "You"
                  ? "ml-8 rounded-2xl bg-forest-800 p-3 text-white"
                  : "mr-8 rounded-2xl bg-sand-100 p-3 text-forest-950"
              }
            >
              <span className="block text-xs font-semibold opacity-80">{m.who}</span>
              {m.text}
            </li>
          ))}
        </ol>
      </figure>
    </div>
  );
}
