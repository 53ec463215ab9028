import { cn } from "@/lib/cn";

/** A sun-gold coin with a star: the mark for points wherever they appear. */
export function PointsIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={cn("size-5 shrink-0", className)} aria-hidden="true">
      <circle cx="12" cy="12" r="10.5" fill="#dcc39c" />
      <circle cx="12" cy="12" r="8" fill="none" stroke="#b38a55" strokeWidth="1.2" />
      <path d="m12 6.8 1.6 3.3 3.6.5-2.6 2.5.6 3.6L12 15l-3.2 1.7.6-3.6-2.6-2.5 3.6-.5L12 6.8Z" fill="#735530" />
    </svg>
  );
}
