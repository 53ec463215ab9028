import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { IMAGE_ACCEPT, imageFileProblem, uploadForm } from "@/features/account/upload-image";
import { ProgressBar } from "@/components/ui/progress-bar";
import { AD_LOCATIONS, AD_TYPES, labelOf } from "@/features/admin/sponsors/sponsor-options";
import { FormAlert } from "@/features/auth/form-alert";
import { notify } from "@/lib/notify";
import { useApiUtils, type RouterOutputs } from "@/lib/trpc";

export type SponsorPlacement = RouterOutputs["sponsors"]["myPlacements"][number]["placements"][number];

/**
 * Where a placement appears and its size, in the sponsor's words (the admin's internal names stay in the admin panel).
 */
function placementLabel(p: Pick<SponsorPlacement, "type" | "location" | "dimensions">) {
  return `${labelOf(AD_TYPES, p.type)} · ${labelOf(AD_LOCATIONS, p.location)} · ${p.dimensions}`;
}

/** One placement's artwork: what it shows now, and a form to upload new artwork with its alt text and link. */
export function ArtworkForm({ placement }: { placement: SponsorPlacement }) {
  const utils = useApiUtils();
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [altText, setAltText] = useState(placement.artwork?.altText ?? "");
  const [linkUrl, setLinkUrl] = useState(placement.artwork?.linkUrl ?? "https://");
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = placementLabel(placement);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = file ? imageFileProblem(file) : "Choose the artwork's image file.";
    if (problem) return setError(problem);
    setError(null);
    setPercent(0);
    try {
      await uploadForm(`/api/sponsors/placements/${placement.id}/artwork`, file!, setPercent, {
        altText: altText.trim(),
        linkUrl: linkUrl.trim(),
      });
      notify.success("Artwork uploaded", `${label} now shows your artwork.`);
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      void utils.sponsors.myPlacements.invalidate();
      void utils.catalog.placements.invalidate();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : "Failed to upload image");
    } finally {
      setPercent(null);
    }
  };

  const uploading = percent !== null;
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={`Artwork for ${label}`}
      className="rounded-2xl border border-forest-900/10 bg-white p-5 shadow-card"
    >
      <p className="font-medium text-forest-950">{label}</p>
      <div className="mt-3 overflow-hidden rounded-xl border border-dashed border-forest-900/20 bg-sand-50">
        {placement.artwork ? (
          <img src={placement.artwork.imageUrl} alt={placement.artwork.altText} className="block h-auto w-full" />
        ) : (
          <p className="px-4 py-6 text-center text-sm text-muted">
            No artwork yet: travelers see your name and logo here.
          </p>
        )}
      </div>
      <div className="mt-4 space-y-4">
        <FormAlert message={error} />
        <div>
          <label className="block text-sm font-medium text-ink" htmlFor={`artwork-file-${placement.id}`}>
            Artwork image
          </label>
          <input
            ref={fileInput}
            id={`artwork-file-${placement.id}`}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={uploading}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="mt-1.5 block w-full text-sm text-muted file:mr-3 file:rounded-full file:border-0 file:bg-forest-900 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-sand-50 hover:file:bg-forest-800"
          />
          <p className="mt-1 text-xs text-muted">
            JPG, PNG, WebP or GIF up to 10 MB; best at {placement.dimensions} pixels or twice that.
          </p>
        </div>
        <TextField
          label="Alt text"
          name="altText"
          required
          maxLength={200}
          value={altText}
          onChange={(e) => setAltText(e.target.value)}
          hint="What the image shows, for people who cannot see it."
        />
        <TextField
          label="Link"
          name="linkUrl"
          type="url"
          required
          maxLength={500}
          value={linkUrl}
          onChange={(e) => setLinkUrl(e.target.value)}
          hint="The https:// page the artwork opens."
        />
        {uploading ? <ProgressBar percent={percent} label="Artwork upload progress" /> : null}
        <Button type="submit" loading={uploading} className="w-full sm:w-auto">
          {uploading ? "Uploading…" : placement.artwork ? "Replace artwork" : "Upload artwork"}
        </Button>
      </div>
    </form>
  );
}
