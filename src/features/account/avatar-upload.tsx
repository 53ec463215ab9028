import { UserAvatar } from "@/components/ui/avatar";
import { ProgressBar } from "@/components/ui/progress-bar";
import { buttonClass } from "@/components/ui/button-styles";
import type { CurrentUser } from "@/lib/auth/auth-storage";
import { storeUser } from "@/lib/auth/auth-storage";
import { cn } from "@/lib/cn";
import { useApiUtils } from "@/lib/trpc";
import { IMAGE_ACCEPT } from "./upload-image";
import { useImageUpload } from "./use-image-upload";

/** Profile photo: pick an image, see it at once, watch it upload; spec §4 idle, uploading, done or failed. */
export function AvatarUpload({ user, name }: { user: CurrentUser; name: string }) {
  const utils = useApiUtils();
  const { preview, percent, uploading, error, done, onPick } = useImageUpload(
    "/api/account/avatar",
    (url) => {
      const updated = { ...user, profileImageUrl: url, profileImage: url };
      utils.auth.me.setData(undefined, updated);
      storeUser(updated);
      void utils.auth.me.invalidate();
    },
    "Your new profile photo is saved.",
  );

  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center">
      <div className="relative">
        <UserAvatar name={name} imageUrl={preview ?? user.profileImageUrl} className="size-28" />
        {uploading ? <span className="absolute inset-0 rounded-full bg-forest-950/40" aria-hidden="true" /> : null}
      </div>
      <div className="w-full max-w-sm text-center sm:text-left">
        <p className="font-medium text-ink">Profile photo</p>
        <p className="mt-1 text-sm text-muted">JPG, PNG, WebP or GIF, up to 10 MB. It is cropped to a square.</p>
        <div className="mt-3 flex justify-center sm:justify-start">
          <label
            className={buttonClass(
              "secondary",
              "sm",
              cn(
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-forest-600 has-[:focus-visible]:ring-offset-2",
                uploading ? "pointer-events-none opacity-60" : "cursor-pointer",
              ),
            )}
          >
            <input
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              disabled={uploading}
              onChange={(e) => void onPick(e)}
            />
            {uploading ? "Uploading…" : user.profileImageUrl ? "Change photo" : "Upload photo"}
          </label>
        </div>
        {percent !== null ? <ProgressBar percent={percent} label="Upload progress" className="mt-3" /> : null}
        <p aria-live="polite" className="mt-2 text-sm">
          {done ? <span className="text-forest-700">Photo updated.</span> : null}
          {error ? <span className="text-red-700">{error}</span> : null}
        </p>
      </div>
    </div>
  );
}
