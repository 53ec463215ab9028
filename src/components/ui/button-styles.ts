import { cn } from "@/lib/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "outline-light" | "sand";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors duration-150 select-none disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-forest-800 text-white hover:bg-forest-700 active:bg-forest-900 shadow-sm",
  secondary: "border border-forest-800/20 bg-white text-forest-900 hover:border-forest-800/40 hover:bg-forest-50",
  ghost: "text-forest-900 hover:bg-forest-50",
  "outline-light": "on-dark border border-white/60 text-white hover:bg-white/10",
  sand: "on-dark bg-sand-200 text-forest-950 hover:bg-sand-100 shadow-sm",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-7 text-base",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}
