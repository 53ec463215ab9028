import { useState, type FormEvent } from "react";
import { Link, useLocation, useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { LoadingBlock } from "@/components/ui/spinner";
import { LoadError } from "@/components/ui/state-message";
import { TextField } from "@/components/ui/text-field";
import { RequireMember } from "@/features/account/member-gate";
import { PageShell } from "@/features/account/page-shell";
import type { PageData } from "@/lib/route-data";

/** The stay's id from the URL, or null for a new one. */
const stayIdFrom = (id: string | undefined) => (id ? Number(id) : null);
import { SelectField, TextAreaField } from "@/features/admin/shared/admin-fields";
import { ImageDropZone } from "@/features/admin/shared/image-drop-zone";
import { FormAlert } from "@/features/auth/form-alert";
import { useSeo } from "@/lib/seo/use-seo";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { useLeaveWarning } from "@/lib/use-leave-warning";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";
import { PriceFields } from "@/features/pricing/price-fields";
import { CalendarManager } from "@/features/availability/calendar-manager";
import { CapacityField, capacityError } from "@/features/availability/guests-field";
import { NO_PRICES, pricePayload, priceValues, validatePrices, type PriceValues } from "@shared/price-values";

type Values = PriceValues & {
  name: string;
  location: string;
  description: string;
  mainImage: string;
  gallery: string[];
  externalUrl: string;
  categoryId: string;
  regionId: string;
  maxGuests: string;
};
const EMPTY: Values = {
  name: "",
  location: "",
  description: "",
  mainImage: "",
  gallery: [],
  externalUrl: "",
  categoryId: "",
  regionId: "",
  maxGuests: "4",
  ...NO_PRICES,
};
type Stay = RouterOutputs["owners"]["stay"];

const fromStay = (s: Stay): Values => ({
  name: s.name,
  location: s.location,
  description: s.description,
  mainImage: s.mainImage,
  gallery: s.gallery,
  externalUrl: s.externalUrl ?? "",
  categoryId: s.categoryId ? String(s.categoryId) : "",
  regionId: s.regionId !== null && s.regionId !== undefined ? String(s.regionId) : "",
  maxGuests: String(s.maxGuests),
  ...priceValues(s),
});

function toInput(v: Values) {
  return {
    name: v.name.trim(),
    location: v.location.trim(),
    description: v.description.trim(),
    mainImage: v.mainImage,
    gallery: v.gallery,
    externalUrl: v.externalUrl.trim() || null,
    categoryId: v.categoryId ? Number(v.categoryId) : null,
    regionId: v.regionId ? Number(v.regionId) : null,
    maxGuests: Number(v.maxGuests),
    ...pricePayload(v),
  };
}

function problems(v: Values): string | null {
  if (!v.name.trim()) return "Give the stay a name.";
  if (!v.location.trim()) return "Say where the stay is.";
  if (!v.description.trim()) return "Describe the stay.";
  if (!v.mainImage) return "Add a main photo.";
  return Object.values(validatePrices(v))[0] ?? capacityError(v.maxGuests) ?? null;
}

/** /owner/stays/new and /owner/stays/:id: an owner writes a stay's text, photos, place and booking link. */
export function OwnerStayFormPage() {
  const { id } = useParams<{ id?: string }>();
  const stayId = stayIdFrom(id);
  useSeo({
    title: stayId ? "Edit your stay" : "Submit a new stay",
    description: "Describe your stay for Wildluxe travellers.",
  });
  return (
    <RequireMember purpose="to manage your stays">
      {() => (stayId ? <EditStay id={stayId} /> : <StayForm initial={EMPTY} />)}
    </RequireMember>
  );
}

function EditStay({ id }: { id: number }) {
  const stay = trpc.owners.stay.useQuery(id, { retry: false });
  if (stay.isPending) return <LoadingBlock label="Loading your stay" />;
  if (stay.isError)
    return (
      <PageShell title="Edit your stay">
        <LoadError title={errorMessage(stay.error, "Your stay could not load.")} onRetry={() => void stay.refetch()} />
      </PageShell>
    );
  return <StayForm stayId={id} live={stay.data.approved} initial={fromStay(stay.data)} />;
}

function StayForm({ stayId, live = false, initial }: { stayId?: number; live?: boolean; initial: Values }) {
  const [, navigate] = useLocation();
  const utils = useApiUtils();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const categories = trpc.catalog.categories.useQuery();
  const regions = trpc.catalog.regions.useQuery();
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useLeaveWarning(dirty);

  const done = (title: string, message: string) => {
    notify.success(title, message);
    void utils.owners.dashboard.invalidate();
    navigate("/owner/dashboard");
  };
  const onError = (e: unknown) => setError(errorMessage(e, "Your stay could not be saved."));
  const submit = trpc.owners.submit.useMutation({
    onSuccess: () => done("Stay submitted", "Our team reviews new stays within two working days."),
    onError,
  });
  const edit = trpc.owners.edit.useMutation({
    onSuccess: (r) =>
      done(
        r.applied ? "Changes saved" : "Sent for approval",
        r.applied ? "Your stay is updated." : "The site shows your changes once our team approves them.",
      ),
    onError,
  });
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = problems(values);
    if (problem) return setError(problem);
    setError(null);
    const input = toInput(values);
    if (stayId === undefined) return submit.mutate(input);
    const before = toInput(initial);
    const patch = Object.fromEntries(
      Object.entries(input).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k as keyof typeof before])),
    );
    if (!Object.keys(patch).length) return setError("Nothing has changed yet.");
    edit.mutate({ listingId: stayId, patch });
  };

  return (
    <PageShell
      width="narrow"
      eyebrow="Property owners"
      title={stayId ? "Edit your stay" : "Submit a new stay"}
      subtitle={
        stayId && live
          ? "Your stay is live: changes wait for our team's approval before the site shows them."
          : "Our team reviews each new stay before it appears on Wildluxe."
      }
      before={
        <Link href="/owner/dashboard" className="text-sm font-medium text-forest-700 hover:underline">
          ← Owner dashboard
        </Link>
      }
    >
      <form
        onSubmit={save}
        noValidate
        aria-label={stayId ? "Edit your stay" : "Submit a new stay"}
        className="space-y-5 rounded-2xl border border-forest-900/10 bg-white p-5 shadow-card sm:p-8"
      >
        <FormAlert message={error} />
        <TextField
          label="Name *"
          name="name"
          maxLength={160}
          value={values.name}
          onChange={(e) => set("name", e.target.value)}
        />
        <TextField
          label="Location *"
          name="location"
          maxLength={200}
          placeholder="Town, state or country"
          value={values.location}
          onChange={(e) => set("location", e.target.value)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Category"
            name="categoryId"
            value={values.categoryId}
            onChange={(e) => set("categoryId", e.target.value)}
          >
            <option value="">Choose…</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Region"
            name="regionId"
            value={values.regionId}
            onChange={(e) => set("regionId", e.target.value)}
          >
            <option value="">Choose…</option>
            {regions.data?.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label="Description *"
          name="description"
          rows={8}
          maxLength={20_000}
          value={values.description}
          onChange={(e) => set("description", e.target.value)}
          hint={`${values.description.length.toLocaleString("en-US")} / 20,000 characters. Paragraphs, bold, italics, lists and links are kept.`}
        />
        <PriceFields values={values} errors={validatePrices(values)} set={set} />
        <div className="max-w-xs">
          <CapacityField value={values.maxGuests} onChange={(value) => set("maxGuests", value)} />
        </div>
        <TextField
          label="Booking link"
          name="externalUrl"
          type="url"
          placeholder="https://your-site.example/book"
          value={values.externalUrl}
          onChange={(e) => set("externalUrl", e.target.value)}
          hint="Where travellers book: your own site, Airbnb or Hipcamp."
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-ink">Main photo *</legend>
          {values.mainImage ? (
            <img
              src={values.mainImage}
              alt="Main photo"
              className="aspect-video w-full max-w-sm rounded-xl object-cover"
            />
          ) : null}
          <ImageDropZone
            endpoint="/api/owner/upload-image"
            onUploaded={(url) => set("mainImage", url)}
            prompt={values.mainImage ? "Drop a photo to replace it" : "Drop the main photo here"}
          />
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-ink">More photos</legend>
          {values.gallery.length ? (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {values.gallery.map((url) => (
                <li key={url} className="relative">
                  <img src={url} alt="" className="aspect-square w-full rounded-lg object-cover" />
                  <button
                    type="button"
                    className="absolute right-1 top-1 rounded-full bg-white/95 px-2 text-xs shadow"
                    aria-label="Remove this photo"
                    onClick={() =>
                      set(
                        "gallery",
                        values.gallery.filter((g) => g !== url),
                      )
                    }
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <ImageDropZone
            endpoint="/api/owner/upload-image"
            multiple
            prompt="Drop more photos here"
            onUploaded={(url) => setValues((v) => ({ ...v, gallery: [...v.gallery, url] }))}
          />
        </fieldset>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => navigate("/owner/dashboard")}>
            Cancel
          </Button>
          <Button type="submit" loading={submit.isPending || edit.isPending}>
            {stayId ? (live ? "Send changes for approval" : "Save changes") : "Submit for approval"}
          </Button>
        </div>
      </form>
      {stayId ? <CalendarManager listingId={stayId} /> : null}
    </PageShell>
  );
}

/** The stay being edited (the form shows once it is in), its calendar, and the form's category and region choices. */
export const ownerStayFormPageData: PageData = async ({ params, user, q }) => {
  if (!user) return;
  const stayId = stayIdFrom(params["id"]);
  const stay = stayId ? await q.owners.stay.fetch(stayId).catch(() => null) : true;
  if (stay)
    await Promise.allSettled([
      q.catalog.categories.prefetch(),
      q.catalog.regions.prefetch(),
      stayId && q.availability.manage.prefetch(stayId),
    ]);
};
