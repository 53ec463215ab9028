import { useId, useState, type FormEvent } from "react";
import { notify } from "@/lib/notify";

/** Spec §5: email required; submitting only thanks the visitor and clears the field. */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) return;
    notify.success("Subscribed successfully!", "Thank you for subscribing to our newsletter.");
    setEmail("");
  };

  return (
    <form onSubmit={onSubmit} className="w-full max-w-md" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-serif text-xl text-white">
        Stories from the wild, monthly
      </h2>
      <p className="mt-1 text-sm text-forest-100">New stays, member journeys and seasonal escapes. No spam, ever.</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
          className="h-11 w-full min-w-0 rounded-full border border-white/20 sm:flex-1 bg-white/10 px-4 text-base text-white placeholder:text-forest-100/70 focus:border-sand-200 focus:outline-none sm:text-sm"
        />
        <button
          type="submit"
          className="h-11 rounded-full bg-sand-200 px-5 text-sm font-semibold text-forest-950 transition-colors hover:bg-sand-100"
        >
          Subscribe
        </button>
      </div>
    </form>
  );
}
