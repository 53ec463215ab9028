import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/cn";

const RELATED = [
  { label: "About Us", href: "/about" },
  { label: "Careers", href: "/careers" },
  { label: "Press", href: "/press" },
  { label: "Help Center", href: "/help" },
  { label: "Safety", href: "/safety" },
  { label: "Contact Us", href: "/contact" },
  { label: "Travel Guide", href: "/guide" },
  { label: "Destinations", href: "/destinations" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Cookie Policy", href: "/cookies" },
];

type InfoLayoutProps = {
  eyebrow: string;
  title: string;
  intro: string;
  lastUpdated?: string | undefined;
  children: ReactNode;
  /** Wider content (the destinations grid) without the side navigation. */
  wide?: boolean;
};

/** The shared frame of the static pages: a header band, the content and links to the other pages. */
export function InfoLayout({ eyebrow, title, intro, lastUpdated, children, wide = false }: InfoLayoutProps) {
  const [location] = useLocation();
  return (
    <>
      <header className="border-b border-forest-900/10 bg-sand-50">
        <div className={cn("mx-auto px-4 py-14 sm:px-6 lg:px-8", wide ? "max-w-7xl" : "max-w-6xl")}>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">{eyebrow}</p>
          <h1 className="mt-2 text-4xl text-forest-950 sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{intro}</p>
          {lastUpdated ? <p className="mt-4 text-sm text-muted">Last updated {lastUpdated}</p> : null}
        </div>
      </header>
      <div
        className={cn(
          "mx-auto px-4 py-14 sm:px-6 lg:px-8",
          wide ? "max-w-7xl" : "grid max-w-6xl gap-12 lg:grid-cols-[1fr_14rem]",
        )}
      >
        <div className="min-w-0">{children}</div>
        {wide ? null : (
          <nav aria-label="More from Wildluxe" className="lg:sticky lg:top-24 lg:self-start">
            <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-sand-700">
              More from Wildluxe
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2 lg:block lg:space-y-1">
              {RELATED.map((link) => {
                const active = location === link.href;
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "block rounded-full px-3 py-1.5 text-sm transition-colors lg:rounded-lg",
                        active
                          ? "bg-forest-800 font-medium text-white"
                          : "bg-white text-ink hover:bg-forest-50 lg:bg-transparent",
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </div>
    </>
  );
}
