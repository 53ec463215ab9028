import type { ReactNode } from "react";
import { Link } from "wouter";
import { LogoMark } from "@/components/ui/logo";

type AuthLayoutProps = { title: string; subtitle: string; children: ReactNode; footer: ReactNode };

export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.05fr] lg:items-stretch lg:px-8">
      <aside className="relative hidden overflow-hidden rounded-3xl bg-forest-900 lg:block" aria-hidden="true">
        <img src="/images/hero-landscape.svg" alt="" className="absolute inset-0 size-full object-cover" />
        <div className="absolute inset-0 bg-gradient-to-t from-forest-950/85 via-forest-950/20 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 p-10 text-white">
          <p className="font-serif text-3xl leading-snug">
            “The best stays are the ones you can’t stop talking about.”
          </p>
          <p className="mt-4 text-sm text-sand-100">
            Members share their travel stories, earn points and unlock stays reserved for the community.
          </p>
        </div>
      </aside>

      <section className="mx-auto w-full max-w-md lg:py-8">
        <Link href="/" className="inline-flex" aria-label="Wildluxe home">
          <LogoMark className="size-11" />
        </Link>
        <h1 className="mt-6 text-4xl text-forest-950">{title}</h1>
        <p className="mt-2 text-muted">{subtitle}</p>
        <div className="mt-8">{children}</div>
        <div className="mt-8 border-t border-forest-900/10 pt-6 text-sm text-muted">{footer}</div>
      </section>
    </div>
  );
}
