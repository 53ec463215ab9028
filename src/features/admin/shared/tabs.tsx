import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { nextTabIndex } from "./tab-keys";

type TabItem<K extends string> = { key: K; label: string; badge?: ReactNode };

type TabListProps<K extends string> = {
  label: string;
  /** Prefix of the tab and panel ids, unique on the page. */
  idPrefix: string;
  items: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  className?: string;
};

const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
const panelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

/** An accessible tablist: one tab stop, arrow keys, Home and End move and activate. */
export function TabList<K extends string>({ label, idPrefix, items, active, onChange, className }: TabListProps<K>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(index, event.key, items.length);
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(items[next]!.key);
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn("flex gap-1 overflow-x-auto border-b border-forest-900/10 [scrollbar-width:thin]", className)}
    >
      {items.map((item, index) => {
        const selected = item.key === active;
        return (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.key)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, item.key)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              "-mb-px inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-t-lg border-b-2 px-3.5 py-2.5 text-sm font-medium transition-colors",
              selected
                ? "border-forest-700 text-forest-900"
                : "border-transparent text-muted hover:border-forest-900/20 hover:text-ink",
            )}
          >
            {item.label}
            {item.badge}
          </button>
        );
      })}
    </div>
  );
}

type TabPanelProps = { idPrefix: string; tabKey: string; hidden?: boolean; className?: string; children: ReactNode };

export function TabPanel({ idPrefix, tabKey, hidden = false, className, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, tabKey)}
      aria-labelledby={tabId(idPrefix, tabKey)}
      tabIndex={0}
      hidden={hidden}
      className={cn("focus:outline-none", className)}
    >
      {children}
    </div>
  );
}
