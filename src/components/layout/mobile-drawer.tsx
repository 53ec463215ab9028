import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { Link, useLocation } from "wouter";
import { UserAvatar } from "@/components/ui/avatar";
import { displayNameOf } from "@/components/ui/avatar-rules";
import { buttonClass } from "@/components/ui/button-styles";
import { CloseIcon } from "@/components/ui/icons";
import { Logo } from "@/components/ui/logo";
import { clearStoredUser } from "@/lib/auth/auth-storage";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useModalFocus } from "@/lib/use-modal-focus";
import { cn } from "@/lib/cn";
import { notify } from "@/lib/notify";
import { memberLabel } from "@shared/tier-labels";
import { MEMBER_DRAWER_NAV } from "./member-nav";
import { isActivePath, MAIN_NAV } from "./nav-items";

type MobileDrawerProps = { onClose: () => void };

/**
 * Left drawer for small screens, mounted while open: a modal dialog that traps focus and closes
 * on Escape.
 */
export function MobileDrawer({ onClose }: MobileDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [location] = useLocation();
  const { user } = useCurrentUser();

  useModalFocus(panelRef, true, onClose);
  // A toast never covers the open menu.
  useEffect(() => {
    notify.dismiss();
  }, []);

  const links = user ? [...MAIN_NAV, ...MEMBER_DRAWER_NAV] : MAIN_NAV;

  // Portalled: the sticky header's backdrop blur would otherwise confine a fixed child to the header.
  return createPortal(
    <div className="fixed inset-0 z-[60] xl:hidden">
      <div
        className="absolute inset-0 animate-fade-in bg-forest-950/50 backdrop-blur-sm"
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="absolute inset-y-0 left-0 flex w-[85%] max-w-sm animate-slide-in-left flex-col bg-cream shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-forest-900/10 px-5 py-4">
          <Link href="/" onClick={onClose} aria-label="Wildluxe home">
            <Logo />
          </Link>
          <button
            type="button"
            onClick={onClose}
            className="rounded-full p-2 text-ink hover:bg-forest-50"
            aria-label="Close menu"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>

        {user ? (
          <div className="flex items-center gap-3 border-b border-forest-900/10 px-5 py-4">
            <UserAvatar name={displayNameOf(user)} imageUrl={user.profileImageUrl} className="size-11" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-ink">{displayNameOf(user)}</p>
              <p className="truncate text-sm text-muted">{memberLabel(user.membershipTier)}</p>
            </div>
          </div>
        ) : null}

        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-3">
          <ul className="space-y-0.5">
            {links.map((item) => {
              const active = isActivePath(location, item.href);
              return (
                <li key={item.href + item.label}>
                  <Link
                    href={item.href}
                    onClick={onClose}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "block rounded-xl px-3 py-2.5 text-base",
                      active ? "bg-forest-800 font-medium text-white" : "text-ink hover:bg-forest-50",
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="border-t border-forest-900/10 p-5">
          {user ? (
            <a href="/api/logout" onClick={clearStoredUser} className={buttonClass("secondary", "md", "w-full")}>
              Sign Out
            </a>
          ) : (
            <div className="grid gap-2">
              <a href="/api/login" className={buttonClass("primary", "md", "w-full")}>
                Sign In
              </a>
              <a href="/api/login" className={buttonClass("secondary", "md", "w-full")}>
                Create Account
              </a>
            </div>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
