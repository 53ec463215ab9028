import type { ReactNode, ThHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/** A dense, horizontally scrollable table for admin lists. */
export function DataTable({
  caption,
  children,
  className,
}: {
  caption: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("overflow-x-auto rounded-xl border border-forest-900/10", className)}>
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, children, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn("bg-sand-50 px-3 py-2.5 text-xs font-semibold uppercase tracking-wide text-muted", className)}
      {...rest}
    >
      {children}
    </th>
  );
}

export function Td({ className, children, colSpan }: { className?: string; children?: ReactNode; colSpan?: number }) {
  return (
    <td colSpan={colSpan} className={cn("border-t border-forest-900/5 px-3 py-2.5 align-middle", className)}>
      {children}
    </td>
  );
}

/** A row that stands in for the rows of an empty or failed list. */
export function MessageRow({
  colSpan,
  children,
  tone = "neutral",
}: {
  colSpan: number;
  children: ReactNode;
  tone?: "neutral" | "error";
}) {
  return (
    <tr>
      <td
        colSpan={colSpan}
        className={cn(
          "border-t border-forest-900/5 px-3 py-10 text-center text-sm",
          tone === "error" ? "text-red-700" : "text-muted",
        )}
      >
        {children}
      </td>
    </tr>
  );
}

/** Skeleton rows while a list loads. */
export function LoadingRows({ colSpan, rows = 4 }: { colSpan: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <tr key={i} aria-hidden="true">
          <td colSpan={colSpan} className="border-t border-forest-900/5 px-3 py-3">
            <div className="h-4 animate-pulse rounded bg-sand-200/70" style={{ width: `${70 - i * 10}%` }} />
          </td>
        </tr>
      ))}
    </>
  );
}

type TableBodyProps<T> = {
  rows: readonly T[] | undefined;
  isPending: boolean;
  /** A load failure, shown in place of the rows. */
  error?: string | null | undefined;
  colSpan: number;
  /** What an empty list says. */
  empty: ReactNode;
  children: (rows: readonly T[]) => ReactNode;
};

/** A table body that shows loading, failure and empty states, and otherwise the rows. */
export function TableBody<T>({ rows, isPending, error, colSpan, empty, children }: TableBodyProps<T>) {
  return (
    <tbody>
      {isPending ? (
        <LoadingRows colSpan={colSpan} />
      ) : error ? (
        <MessageRow colSpan={colSpan} tone="error">
          {error}
        </MessageRow>
      ) : !rows?.length ? (
        <MessageRow colSpan={colSpan}>{empty}</MessageRow>
      ) : (
        children(rows)
      )}
    </tbody>
  );
}
