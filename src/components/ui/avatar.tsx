import { useState } from "react";
import { cn } from "@/lib/cn";
import { emojiAvatarOf, initialsOf } from "./avatar-rules";

type UserAvatarProps = {
  /** Display name (full name, else username); initials come from it. */
  name: string;
  imageUrl?: string | null | undefined;
  className?: string;
  /**
   * What shows without a picture: initials (default), or the member's nature emoji, picked
   * from `emojiKey` (id, else username) as spec §3 describes.
   */
  fallback?: "initials" | "emoji";
  emojiKey?: { id?: number | string | null; username?: string | null };
  /** Spoken name for the picture; left out, the avatar is decorative (a name is shown beside it). */
  label?: string;
};

/** The one avatar: the member's picture, or initials (or emoji) when it is missing or fails to load. */
export function UserAvatar({ name, imageUrl, className, fallback = "initials", emojiKey, label }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedSrc !== imageUrl;
  const emoji = fallback === "emoji" && !showImage;
  return (
    <span
      className={cn(
        // A size container, so the letters and emoji scale with whatever size the caller gives.
        "@container inline-flex size-9 shrink-0 select-none items-center justify-center overflow-hidden rounded-full font-semibold ring-2 ring-white",
        emoji ? "bg-sand-100" : "bg-forest-700 text-white",
        className,
      )}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {showImage ? (
        <img
          src={imageUrl ?? undefined}
          alt=""
          className="size-full object-cover"
          // A picture that failed before the page hydrated never fires onError: look once it is attached.
          ref={(img) => {
            if (img?.complete && img.naturalWidth === 0) setFailedSrc(imageUrl ?? null);
          }}
          onError={() => setFailedSrc(imageUrl ?? null)}
        />
      ) : emoji ? (
        <span className="text-[52cqw] leading-none">{emojiAvatarOf(emojiKey ?? { username: name })}</span>
      ) : (
        <span className="text-[38cqw] leading-none">{initialsOf(name)}</span>
      )}
    </span>
  );
}
