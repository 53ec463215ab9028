import { Link } from "wouter";
import { FacebookIcon, InstagramIcon, PinterestIcon, YoutubeIcon } from "@/components/ui/icons";
import { Logo } from "@/components/ui/logo";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { FOOTER_GROUPS } from "./footer-links";
import { NewsletterForm } from "./newsletter-form";

const SOCIAL = [
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "pinterest", label: "Pinterest", Icon: PinterestIcon },
  { key: "youtube", label: "YouTube", Icon: YoutubeIcon },
] as const;

/** The footer's editable words: the about text and the social links (an empty link hides its icon). */
export type FooterContent = { about: string } & Partial<Record<(typeof SOCIAL)[number]["key"], string>>;

export function SiteFooter({ content }: { content: FooterContent }) {
  const { isAdmin } = useCurrentUser();
  const year = new Date().getFullYear();

  return (
    <footer className="on-dark bg-forest-900 text-forest-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-10 border-b border-white/10 pb-12 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-sm">
            <Link href="/" aria-label="Wildluxe home" className="inline-block">
              <Logo tone="light" />
            </Link>
            <p className="mt-4 text-sm leading-relaxed text-forest-100">{content.about}</p>
            <ul className="mt-5 flex gap-2" aria-label="Social media">
              {SOCIAL.filter(({ key }) => content[key]).map(({ key, label, Icon }) => (
                <li key={label}>
                  <a
                    href={content[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-10 items-center justify-center rounded-full border border-white/15 text-forest-50 transition-colors hover:bg-white/10"
                  >
                    <Icon className="size-5" />
                    <span className="sr-only">{label} (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <NewsletterForm />
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:grid-cols-3 lg:grid-cols-6">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-sand-200">
                {group.title}
              </h2>
              <ul className="mt-4 space-y-2.5">
                {group.links.map((link) => (
                  <li key={link.href + link.label}>
                    <Link
                      href={link.href}
                      className="text-sm text-forest-50/90 transition-colors hover:text-white hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className="flex flex-col gap-3 border-t border-white/10 pt-8 text-sm text-forest-100 sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Wildluxe</p>
          {isAdmin ? (
            <Link href="/direct-admin" className="hover:text-white hover:underline">
              Admin Dashboard
            </Link>
          ) : (
            <Link href="/admin-login" className="hover:text-white hover:underline">
              Admin Login
            </Link>
          )}
        </div>
      </div>
    </footer>
  );
}
