import { LockIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";

export function MembersOnlyBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-forest-900 px-2.5 py-1 text-xs font-semibold text-sand-100",
        className,
      )}
    >
      <LockIcon className="size-3.5" />
      Members Only
    </span>
  );
}
