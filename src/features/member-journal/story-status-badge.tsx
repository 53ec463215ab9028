import { cn } from "@/lib/cn";
import { STORY_STATUS, type StoryStatus } from "./story-status";

const TONES = {
  pending: "bg-sand-100 text-sand-800 ring-sand-300",
  published: "bg-forest-50 text-forest-800 ring-forest-200",
  rejected: "bg-red-50 text-red-800 ring-red-200",
  muted: "bg-white text-muted ring-forest-900/10",
} as const;

export function StoryStatusBadge({ status, className }: { status: StoryStatus; className?: string }) {
  const { label, tone } = STORY_STATUS[status];
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1", TONES[tone], className)}>
      {label}
    </span>
  );
}
