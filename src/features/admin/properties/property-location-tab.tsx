import { TextField } from "@/components/ui/text-field";
import { SelectField } from "@/features/admin/shared/admin-fields";
import { useCatalog } from "@/features/listings/use-catalog";
import type { PropertyTabProps } from "./property-fields";

function mapLink(latitude: string, longitude: string): string | null {
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!latitude.trim() || !longitude.trim() || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=11/${lat}/${lng}`;
}

export function PropertyLocationTab({ values, errors, set }: PropertyTabProps) {
  const { regions } = useCatalog();
  const link = mapLink(values.latitude, values.longitude);
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField
        label="Location *"
        name="location"
        required
        placeholder="e.g. Okavango Delta, Botswana"
        value={values.location}
        onChange={(e) => set("location", e.target.value)}
        error={errors.location}
        maxLength={200}
      />
      <SelectField
        label="Region"
        name="regionId"
        value={values.regionId}
        onChange={(e) => set("regionId", e.target.value)}
        error={errors.regionId}
      >
        <option value="">No region</option>
        {regions.data?.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {r.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Latitude"
        name="latitude"
        type="number"
        inputMode="decimal"
        step="any"
        min={-90}
        max={90}
        placeholder="-19.25"
        value={values.latitude}
        onChange={(e) => set("latitude", e.target.value)}
        error={errors.latitude}
      />
      <TextField
        label="Longitude"
        name="longitude"
        type="number"
        inputMode="decimal"
        step="any"
        min={-180}
        max={180}
        placeholder="23.45"
        value={values.longitude}
        onChange={(e) => set("longitude", e.target.value)}
        error={errors.longitude}
      />
      <p className="text-sm text-muted md:col-span-2">
        Coordinates place the stay on the map view.{" "}
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-forest-700 underline-offset-4 hover:underline"
          >
            Check them on OpenStreetMap
          </a>
        ) : (
          "Enter both to check them on a map."
        )}
      </p>
    </div>
  );
}
