import { Suspense, useCallback, useState } from "react";
import { Link, useLocation } from "wouter";
import { ButtonLink } from "@/components/ui/button";
import { HeartIcon, MenuIcon } from "@/components/ui/shell-icons";
import { Logo } from "@/components/ui/logo";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { cn } from "@/lib/cn";
import { lazyNamed } from "@/lib/lazy-named";
import { isActivePath, MAIN_NAV } from "./nav-items";

// The drawer's code loads when it is first opened, the points badge's and account menu's for members only.
const MobileDrawer = lazyNamed(() => import("./mobile-drawer"), "MobileDrawer");
const PointsBadge = lazyNamed(() => import("./points-badge"), "PointsBadge");
const UserMenu = lazyNamed(() => import("./user-menu"), "UserMenu");

export function SiteHeader() {
  const [location] = useLocation();
  const { user } = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <header className="sticky top-0 z-40 border-b border-forest-900/10 bg-cream/90 backdrop-blur-md supports-[backdrop-filter]:bg-cream/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
        <button
          type="button"
          className="-ml-2 rounded-full p-2 text-ink hover:bg-forest-50 xl:hidden"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon className="size-6" />
        </button>

        <Link href="/" aria-label="Wildluxe home" className="shrink-0">
          <Logo />
        </Link>

        <nav aria-label="Main" className="ml-2 hidden flex-1 xl:block">
          <ul className="flex items-center gap-0.5">
            {MAIN_NAV.map((item) => {
              const active = isActivePath(location, item.href);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "whitespace-nowrap rounded-full px-2 py-2 text-[13px] transition-colors",
                      active
                        ? "bg-forest-800 font-medium text-white"
                        : "text-ink/80 hover:bg-forest-50 hover:text-forest-900",
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-1.5">
          {user ? (
            <>
              <Suspense fallback={null}>
                <PointsBadge user={user} />
              </Suspense>
              {/* Under 400 px the drawer's Favorites link stands in for the heart, making room for the points */}
              <Link
                href="/favorites"
                aria-label="Favorites"
                className="rounded-full p-2 text-forest-800 hover:bg-forest-50 max-[399px]:hidden"
              >
                <HeartIcon className="size-6" />
              </Link>
              <Suspense fallback={<span className="inline-block h-10 w-10 sm:w-16" aria-hidden="true" />}>
                <UserMenu user={user} />
              </Suspense>
            </>
          ) : (
            <ButtonLink href="/signin" size="sm" className="whitespace-nowrap">
              Member Login
            </ButtonLink>
          )}
        </div>
      </div>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <MobileDrawer onClose={closeDrawer} />
        </Suspense>
      ) : null}
    </header>
  );
}
