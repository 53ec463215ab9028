import { cn } from "@/lib/cn";

/** The Wildluxe mark: a pine and a peak inside a sun disc. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={cn("size-9", className)} aria-hidden="true">
      <circle cx="20" cy="20" r="19" fill="#163423" />
      <circle cx="26.5" cy="13.5" r="4" fill="#dcc39c" />
      <path d="M6 30 15.5 16l5 7 3.5-4.5L34 30Z" fill="#3f7a53" />
      <path
        d="M13.5 31V27.5M13.5 9.5l-5 8.3h2.6l-3.6 6h3.3L7 29h13l-3.8-5.2h3.3l-3.6-6h2.6Z"
        fill="#ebdcc3"
        stroke="#ebdcc3"
        strokeWidth="0.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className, tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  return (
    <span className={cn("inline-flex items-center gap-2 sm:gap-2.5", className)}>
      <LogoMark className="size-8 sm:size-9" />
      <span
        className={cn(
          "font-serif text-xl font-semibold tracking-tight max-[359px]:sr-only sm:text-2xl",
          tone === "dark" ? "text-forest-900" : "text-white",
        )}
      >
        Wildluxe
      </span>
    </span>
  );
}
