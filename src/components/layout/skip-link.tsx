export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[80] rounded-full bg-forest-900 px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
    >
      Skip to content
    </a>
  );
}
