import { useEffect, useState, type ChangeEvent } from "react";
import { UserAvatar } from "@/components/ui/avatar";
import { buttonClass } from "@/components/ui/button-styles";
import type { CurrentUser } from "@/lib/auth/auth-storage";
import { storeUser } from "@/lib/auth/auth-storage";
import { cn } from "@/lib/cn";
import { notify } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { IMAGE_ACCEPT, imageFileProblem, uploadImage } from "./upload-image";

type UploadState = { status: "idle" } | { status: "uploading"; percent: number } | { status: "done" } | { status: "failed"; message: string };

const UPLOAD_FAILED = "There was a problem uploading your image. Please try again.";

/** Profile photo: pick an image, see it at once, watch it upload; spec §4 idle, uploading, done or failed. */
export function AvatarUpload({ user, name }: { user: CurrentUser; name: string }) {
  const utils = trpc.useUtils();
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<UploadState>({ status: "idle" });

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setState({ status: "failed", message: problem });
      notify.error("Invalid File", problem);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setState({ status: "uploading", percent: 0 });
    try {
      const { url } = await uploadImage("/api/account/avatar", file, (percent) => setState({ status: "uploading", percent }));
      const updated = { ...user, profileImageUrl: url, profileImage: url };
      utils.auth.me.setData(undefined, updated);
      storeUser(updated);
      void utils.auth.me.invalidate();
      setState({ status: "done" });
      setPreview(null);
      notify.success("Image Uploaded", "Your new profile photo is saved.");
    } catch (error) {
      setPreview(null);
      setState({ status: "failed", message: error instanceof Error && error.message ? error.message : "Failed to upload image" });
      notify.error("Upload Failed", UPLOAD_FAILED);
    }
  };

  const uploading = state.status === "uploading";
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
          <label className={buttonClass("secondary", "sm", cn("has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-forest-600 has-[:focus-visible]:ring-offset-2", uploading ? "pointer-events-none opacity-60" : "cursor-pointer"))}>
            <input type="file" accept={IMAGE_ACCEPT} className="sr-only" disabled={uploading} onChange={(e) => void onPick(e)} />
            {uploading ? "Uploading…" : user.profileImageUrl ? "Change photo" : "Upload photo"}
          </label>
        </div>
        {uploading ? (
          <div className="mt-3">
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.percent}
              className="h-2 overflow-hidden rounded-full bg-sand-100"
            >
              <div className="h-full rounded-full bg-forest-600 transition-[width]" style={{ width: `${state.percent}%` }} />
            </div>
            <p className="mt-1 text-xs text-muted">{state.percent}% uploaded</p>
          </div>
        ) : null}
        <p aria-live="polite" className="mt-2 text-sm">
          {state.status === "done" ? <span className="text-forest-700">Photo updated.</span> : null}
          {state.status === "failed" ? <span className="text-red-700">{state.message}</span> : null}
        </p>
      </div>
    </div>
  );
}
