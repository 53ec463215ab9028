import type { ReactNode } from "react";
import { Link } from "wouter";
import { ArrowRightIcon } from "./hero-icons";

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  action?: { label: string; href: string } | undefined;
  children?: ReactNode;
};

export function SectionHeading({ id, eyebrow, title, subtitle, action }: SectionHeadingProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        {eyebrow ? <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">{eyebrow}</p> : null}
        <h2 id={id} className="mt-2 text-3xl text-forest-950 sm:text-4xl">
          {title}
        </h2>
        {subtitle ? <p className="mt-3 text-muted">{subtitle}</p> : null}
      </div>
      {action ? (
        <Link
          href={action.href}
          className="group inline-flex shrink-0 items-center gap-1.5 self-start rounded-full px-1 py-1 text-sm font-semibold text-forest-700 hover:text-forest-900 sm:self-auto"
        >
          {action.label}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      ) : null}
    </div>
  );
}
