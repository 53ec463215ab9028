export function SkipLink() {
  return (
    <a
      href="#main"
      // not-sr-only clears padding, so the focused pill sets its own.
      className="sr-only z-[80] rounded-full bg-forest-900 text-sm font-semibold text-white shadow-lg ring-2 ring-white focus:not-sr-only focus:fixed focus:left-3 focus:top-2.5 focus:px-5 focus:py-3"
    >
      Skip to content
    </a>
  );
}
