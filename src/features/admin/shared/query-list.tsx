import type { ReactNode } from "react";
import { LoadError } from "@/components/ui/state-message";
import { EmptyState } from "./admin-ui";

type ListQuery<T> = { isPending: boolean; isError: boolean; data: T[] | undefined; refetch: () => unknown };

type QueryListProps<T> = {
  query: ListQuery<T>;
  /** What is loading, e.g. "orders": shown as "Loading orders…" and "Orders could not load.". */
  noun: string;
  /** Shown when the list is empty; without it an empty list goes to `children` like any other. */
  empty?: ReactNode;
  size?: "sm";
  children: (rows: T[]) => ReactNode;
};

/** An admin list's loading, error and empty states, then the list itself. */
export function QueryList<T>({ query, noun, empty, size, children }: QueryListProps<T>) {
  if (query.isError)
    return (
      <LoadError
        size={size}
        title={`${noun[0]!.toUpperCase()}${noun.slice(1)} could not load.`}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.isPending || !query.data)
    return (
      <p role="status" className="text-sm text-muted">
        Loading {noun}…
      </p>
    );
  if (empty && query.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
