import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "wouter";
import { UserAvatar } from "@/components/ui/avatar";
import { displayNameOf } from "@/components/ui/avatar-rules";
import { ChevronDownIcon } from "@/components/ui/icons";
import type { CurrentUser } from "@/lib/auth/auth-storage";
import { useLogout } from "@/lib/auth/use-logout";
import { isAdminUser } from "@shared/access";
import { notify } from "@/lib/notify";
import { tierBadgeSrc } from "@shared/tier-labels";
import { membershipLevelName } from "@shared/tiers";
import { ADMIN_MENU_ITEM, USER_MENU } from "./member-nav";

const itemClass =
  "flex w-full items-center rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-forest-50 focus:bg-forest-50 focus:outline-none";

/** The header's account menu (WAI-ARIA menu button: arrows, Home/End, Escape). */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { logout, isPending } = useLogout();
  const name = displayNameOf(user);
  const items = isAdminUser(user) ? [...USER_MENU, ADMIN_MENU_ITEM] : USER_MENU;
  const badge = tierBadgeSrc(user.membershipTier);

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? []);
  const focusItem = (index: number) => {
    const all = menuItems();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    notify.dismiss();
    focusItem(0);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === "ArrowDown") focusItem(index + 1);
    else if (event.key === "ArrowUp") focusItem(index - 1);
    else if (event.key === "Home") focusItem(0);
    else if (event.key === "End") focusItem(all.length - 1);
    else if (event.key === "Escape") close(true);
    else if (event.key === "Tab") setOpen(false);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center gap-2 rounded-full p-1 text-sm sm:pr-2 text-ink hover:bg-forest-50"
      >
        <UserAvatar name={name} imageUrl={user.profileImageUrl} className="size-8" />
        <span className="sr-only">Account menu for {name}</span>
        <ChevronDownIcon className="hidden size-4 text-muted sm:block" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-64 animate-fade-in rounded-2xl border border-forest-900/10 bg-white p-2 shadow-card-hover"
        >
          <div className="flex items-center gap-3 border-b border-forest-900/10 px-3 pb-3 pt-1" role="none">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-ink">{name}</p>
              <p className="truncate text-xs text-muted">{membershipLevelName(user.membershipTier)} membership</p>
            </div>
            {badge ? (
              <img src={badge} alt={`${membershipLevelName(user.membershipTier)} badge`} className="size-7" />
            ) : null}
          </div>
          <div className="py-1" role="none">
            {items.map((item) => (
              <Link
                key={item.href + item.label}
                href={item.href}
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => close(false)}
              >
                {item.label}
              </Link>
            ))}
          </div>
          <div className="border-t border-forest-900/10 pt-1" role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={isPending}
              className={`${itemClass} text-red-700`}
              onClick={() => {
                close(false);
                logout();
              }}
            >
              Logout
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
