import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { SkeletonList } from "@/components/ui/skeleton";
import { StateMessage } from "@/components/ui/state-message";
import { groupAmenities } from "@shared/amenities";
import { useCatalog } from "@/features/listings/use-catalog";
import { useSeo } from "@/lib/seo/use-seo";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";
import { ChoiceChip } from "./choice-chip";
import { RequireMember } from "./member-gate";
import { PageShell, Panel } from "./page-shell";
import { samePreferences, selectedLabel, toggleId, type PreferencesValues } from "./preferences-form";
import type { PageData } from "@/lib/route-data";
import { catalogData } from "@/features/listings/use-catalog";

type Options = RouterOutputs["account"]["preferenceOptions"];

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {hint ? <p className="mt-0.5 text-xs text-muted">{hint}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

function valuesOf(data: RouterOutputs["account"]["preferences"]): PreferencesValues {
  return {
    categoryIds: data.categoryIds,
    regionIds: data.regionIds,
    amenityIds: data.amenityIds,
    travelStyle: data.travelStyle,
    budgetTier: data.budgetTier,
  };
}

function PreferencesForm({ saved, options }: { saved: PreferencesValues; options: Options }) {
  const utils = useApiUtils();
  const { categories, regions, amenities } = useCatalog();
  const [values, setValues] = useState(saved);
  const save = trpc.account.savePreferences.useMutation({
    onSuccess: (result) => {
      utils.account.preferences.setData(undefined, result);
      void utils.recommendations.invalidate();
      notify.success("Preferences saved", "Your recommendations now follow them.");
    },
    onError: (error) =>
      notify.error("Could not save preferences", errorMessage(error, "Something went wrong. Please try again.")),
  });
  const dirty = !samePreferences(values, saved);
  const toggle = (field: "categoryIds" | "regionIds" | "amenityIds", id: number) =>
    setValues((v) => ({ ...v, [field]: toggleId(v[field], id) }));
  const catalogFailed = categories.isError || regions.isError || amenities.isError;

  if (categories.isPending || regions.isPending || amenities.isPending) return <PreferencesSkeleton />;
  if (catalogFailed) {
    return (
      <StateMessage tone="error" title="Failed to load the choices.">
        <Button
          variant="secondary"
          onClick={() => {
            void categories.refetch();
            void regions.refetch();
            void amenities.refetch();
          }}
        >
          Try again
        </Button>
      </StateMessage>
    );
  }

  return (
    <form
      aria-label="Travel preferences"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values);
      }}
      className="space-y-6"
    >
      <Panel title="Travel style" id="prefs-style-title">
        <Group legend="How do you like to travel?">
          <ChoiceChip
            type="radio"
            name="travelStyle"
            checked={values.travelStyle === null}
            onChange={() => setValues((v) => ({ ...v, travelStyle: null }))}
          >
            No preference
          </ChoiceChip>
          {options.travelStyles.map((style) => (
            <ChoiceChip
              key={style.value}
              type="radio"
              name="travelStyle"
              checked={values.travelStyle === style.value}
              onChange={() => setValues((v) => ({ ...v, travelStyle: style.value }))}
            >
              {style.label}
            </ChoiceChip>
          ))}
        </Group>
        <div className="mt-6 border-t border-forest-900/10 pt-6">
          <Group legend="Budget" hint="Matched against each stay's level, from Essential to Luxury.">
            <ChoiceChip
              type="radio"
              name="budgetTier"
              checked={values.budgetTier === null}
              onChange={() => setValues((v) => ({ ...v, budgetTier: null }))}
            >
              No preference
            </ChoiceChip>
            {options.budgetTiers.map((tier) => (
              <ChoiceChip
                key={tier.value}
                type="radio"
                name="budgetTier"
                checked={values.budgetTier === tier.value}
                onChange={() => setValues((v) => ({ ...v, budgetTier: tier.value }))}
              >
                {tier.label}
              </ChoiceChip>
            ))}
          </Group>
        </div>
      </Panel>

      <Panel
        title="Favourite kinds of stay"
        id="prefs-categories-title"
        action={<span className="text-sm text-muted">{selectedLabel(values.categoryIds.length)}</span>}
      >
        <Group legend="Categories">
          {categories.data.map((category) => (
            <ChoiceChip
              key={category.id}
              type="checkbox"
              name="categoryIds"
              checked={values.categoryIds.includes(category.id)}
              onChange={() => toggle("categoryIds", category.id)}
            >
              {category.name}
            </ChoiceChip>
          ))}
        </Group>
      </Panel>

      <Panel
        title="Regions you dream about"
        id="prefs-regions-title"
        action={<span className="text-sm text-muted">{selectedLabel(values.regionIds.length)}</span>}
      >
        <Group legend="Regions">
          {regions.data.map((region) => (
            <ChoiceChip
              key={region.id}
              type="checkbox"
              name="regionIds"
              checked={values.regionIds.includes(region.id)}
              onChange={() => toggle("regionIds", region.id)}
            >
              {region.name}
            </ChoiceChip>
          ))}
        </Group>
      </Panel>

      <Panel
        title="Amenities that matter"
        id="prefs-amenities-title"
        action={<span className="text-sm text-muted">{selectedLabel(values.amenityIds.length)}</span>}
      >
        <div className="space-y-6">
          {groupAmenities(amenities.data).map((group) => (
            <Group key={group.category} legend={group.category}>
              {group.items.map((amenity) => (
                <ChoiceChip
                  key={amenity.id}
                  type="checkbox"
                  name="amenityIds"
                  checked={values.amenityIds.includes(amenity.id)}
                  onChange={() => toggle("amenityIds", amenity.id)}
                >
                  {amenity.name}
                </ChoiceChip>
              ))}
            </Group>
          ))}
        </div>
      </Panel>

      <div className="sticky bottom-0 z-30 -mx-4 border-t border-forest-900/10 bg-cream/95 backdrop-blur sm:bottom-4 sm:mx-0 sm:rounded-2xl sm:border sm:shadow-card-hover">
        <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-5">
          <p className="text-xs text-muted sm:text-sm" aria-live="polite">
            {dirty ? "You have unsaved changes." : "All changes saved."}
          </p>
          <div className="flex shrink-0 gap-1 sm:gap-2">
            <Button variant="ghost" size="sm" disabled={!dirty || save.isPending} onClick={() => setValues(saved)}>
              Reset
            </Button>
            <Button type="submit" size="sm" className="whitespace-nowrap" loading={save.isPending} disabled={!dirty}>
              Save preferences
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}

function PreferencesSkeleton() {
  return (
    <SkeletonList label="Loading your preferences" count={3} className="space-y-6" itemClassName="h-48 rounded-3xl" />
  );
}

function PreferencesEditor() {
  const preferences = trpc.account.preferences.useQuery();
  const options = trpc.account.preferenceOptions.useQuery();
  if (preferences.isPending || options.isPending) return <PreferencesSkeleton />;
  if (preferences.isError || options.isError) {
    return (
      <StateMessage tone="error" title="Failed to load your preferences.">
        <Button
          variant="secondary"
          onClick={() => {
            void preferences.refetch();
            void options.refetch();
          }}
        >
          Try again
        </Button>
      </StateMessage>
    );
  }
  return (
    <PreferencesForm
      key={String(preferences.data.updatedAt)}
      saved={valuesOf(preferences.data)}
      options={options.data}
    />
  );
}

export function PreferencesPage() {
  useSeo({
    title: "Travel Preferences",
    description: "Tell Wildluxe what you love so your recommendations fit the way you travel.",
  });
  return (
    <RequireMember purpose="to set your travel preferences">
      {() => (
        <PageShell
          width="narrow"
          eyebrow="Recommendations"
          title="Travel Preferences"
          subtitle="Pick what you love. Your “Perfect For You” recommendations and match scores are built from these choices, your favorites and the stays you view."
        >
          <PreferencesEditor />
        </PageShell>
      )}
    </RequireMember>
  );
}

export const preferencesPageData: PageData = (ctx) =>
  ctx.user
    ? [ctx.q.account.preferences.prefetch(), ctx.q.account.preferenceOptions.prefetch(), ...catalogData(ctx)]
    : [];
