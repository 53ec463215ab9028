import { useState } from "react";
import { cn } from "@/lib/cn";
import { initialsOf } from "./initials";

type UserAvatarProps = {
  name: string;
  imageUrl?: string | null | undefined;
  className?: string;
};

/** The user's picture; a missing or broken image falls back to initials. */
export function UserAvatar({ name, imageUrl, className }: UserAvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(imageUrl) && !failed;
  return (
    <span
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-forest-700 text-sm font-semibold text-white ring-2 ring-white",
        className,
      )}
      aria-hidden="true"
    >
      {showImage ? (
        <img src={imageUrl ?? undefined} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
