import { useState, type FormEvent } from "react";
import { Link, useLocation, useParams } from "wouter";
import { Button, ButtonLink } from "@/components/ui/button";
import { LoadingBlock } from "@/components/ui/spinner";
import { StateMessage } from "@/components/ui/state-message";
import { adminPageData, RequireAdmin, type AdminSessionUser } from "@/features/admin/shared/admin-gate";
import { AdminShell } from "@/features/admin/shared/admin-shell";
import { focusFirstInvalid } from "@/features/admin/shared/focus-first-invalid";
import { InlineAlert } from "@/features/admin/shared/admin-ui";
import { TabList, TabPanel } from "@/features/admin/shared/tabs";
import { errorMessage, fieldErrorsOf, hasFieldErrors, type FieldErrors } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { MaintenancePanel } from "./maintenance-panel";
import { PropertyBasicTab } from "./property-basic-tab";
import { PropertyDetailsTab } from "./property-details-tab";
import { CalendarManager } from "@/features/availability/calendar-manager";
import type { PropertyTabProps } from "./property-fields";
import {
  NEW_PROPERTY,
  PROPERTY_TABS,
  errorTabs,
  firstErrorTab,
  offersJacksCampFix,
  propertyPayload,
  validateProperty,
  valuesFromProperty,
  type AdminProperty,
  type PropertyTab,
  type PropertyValues,
} from "./property-form";
import { PropertyLocationTab } from "./property-location-tab";
import { PropertyMediaTab } from "./property-media-tab";
import { catalogData } from "@/features/listings/use-catalog";

const TAB_PREFIX = "property";
const LIST_PATH = "/admin/properties";

function TabContent({ tab, ...props }: PropertyTabProps & { tab: PropertyTab }) {
  switch (tab) {
    case "basic":
      return <PropertyBasicTab {...props} />;
    case "details":
      return <PropertyDetailsTab {...props} />;
    case "location":
      return <PropertyLocationTab {...props} />;
    case "media":
      return <PropertyMediaTab {...props} />;
  }
}

type EditorProps = { user: AdminSessionUser; property: AdminProperty | null; onReload: () => void };

function PropertyEditor({ user, property, onReload }: EditorProps) {
  const [, navigate] = useLocation();
  const utils = useApiUtils();
  const [values, setValues] = useState<PropertyValues>(() => (property ? valuesFromProperty(property) : NEW_PROPERTY));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tab, setTab] = useState<PropertyTab>("basic");
  const [formError, setFormError] = useState<string | null>(null);

  const set: PropertyTabProps["set"] = (field, value) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onError = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    const message = errorMessage(error, "Failed to save property");
    setErrors(fields);
    setFormError(message);
    const firstTab = firstErrorTab(fields);
    if (firstTab) setTab(firstTab);
    notify.error("Error", message);
  };
  const create = trpc.admin.properties.create.useMutation({
    onSuccess: (saved) => {
      notify.success("Success", "Property created successfully");
      void utils.admin.properties.list.invalidate();
      void utils.admin.stats.invalidate();
      navigate(`${LIST_PATH}/${saved.id}`, { replace: true });
    },
    onError,
  });
  const update = trpc.admin.properties.update.useMutation({
    onSuccess: (saved) => {
      notify.success("Success", "Property updated successfully");
      setValues((v) => ({ ...v, slug: saved.slug }));
      void utils.admin.properties.invalidate();
      void utils.admin.stats.invalidate();
    },
    onError,
  });
  const saving = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateProperty(values);
    setErrors(found);
    if (hasFieldErrors(found)) {
      setFormError("Please fix the highlighted fields.");
      setTab(firstErrorTab(found) ?? tab);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setFormError(null);
    const payload = propertyPayload(values, window.location.origin);
    if (property) update.mutate({ id: property.id, data: payload });
    else create.mutate(payload);
  };

  const tabsWithErrors = errorTabs(errors);
  const tabItems = PROPERTY_TABS.map((t) => ({
    ...t,
    badge: tabsWithErrors.has(t.key) ? (
      <span className="size-2 rounded-full bg-red-600" aria-label="has errors" />
    ) : undefined,
  }));

  return (
    <AdminShell
      title={property ? "Edit Property" : "New Property"}
      subtitle={
        property ? <span className="font-medium text-ink">{property.name}</span> : "Add a stay to the collection."
      }
      back={{ href: LIST_PATH, label: "Back to properties" }}
      user={user}
      actions={
        property ? (
          <a
            href={`/listings/${property.slug}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-9 items-center rounded-full px-4 text-sm font-medium text-forest-800 hover:bg-forest-50"
          >
            View on site ↗
          </a>
        ) : null
      }
    >
      {property?.archivedAt ? (
        <InlineAlert tone="warning" className="mb-4" title="This property is archived">
          It is hidden from the site. Restore it from the property list to show it again.
        </InlineAlert>
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={property ? "Edit property" : "New property"}
        className="rounded-2xl border border-forest-900/10 bg-white shadow-card"
      >
        <TabList
          label="Property form sections"
          idPrefix={TAB_PREFIX}
          items={tabItems}
          active={tab}
          onChange={setTab}
          className="px-3 pt-2"
        />
        <TabPanel idPrefix={TAB_PREFIX} tabKey={tab} className="p-4 sm:p-6">
          <TabContent tab={tab} values={values} errors={errors} set={set} update={setValues} />
        </TabPanel>
        <div className="sticky bottom-0 z-10 flex flex-col gap-3 rounded-b-2xl border-t border-forest-900/10 bg-white/95 px-4 py-3 backdrop-blur sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="min-h-5 text-sm" aria-live="polite">
            {formError ? (
              <span className="text-red-700">{formError}</span>
            ) : (
              <span className="text-muted">Fields marked * are required.</span>
            )}
          </div>
          <div className="flex gap-2">
            <ButtonLink href={LIST_PATH} variant="secondary" size="sm">
              Cancel
            </ButtonLink>
            <Button type="submit" size="sm" loading={saving}>
              {property ? "Save Changes" : "Create Property"}
            </Button>
          </div>
        </div>
      </form>
      {property ? (
        <MaintenancePanel
          listingId={property.id}
          initial={{
            categoryId: property.categoryId,
            primaryCategoryId: property.primaryCategoryId,
            regionId: property.regionId,
          }}
          showJacksCampFix={offersJacksCampFix(property.id, property.slug)}
          onApplied={(id) => {
            if (id === property.id) onReload();
          }}
        />
      ) : null}
      {property ? <CalendarManager listingId={property.id} /> : null}
    </AdminShell>
  );
}

function EditProperty({ user, id }: { user: AdminSessionUser; id: number }) {
  const property = trpc.admin.properties.get.useQuery({ id }, { staleTime: 0 });
  // Bumped after a maintenance action rewrote the listing, so the form starts again from the saved row.
  const [version, setVersion] = useState(0);
  if (property.isPending) return <LoadingBlock label="Loading the property" />;
  if (property.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <StateMessage tone="error" title={errorMessage(property.error, "The property could not be loaded.")}>
          <ButtonLink href={LIST_PATH} variant="secondary">
            Back to properties
          </ButtonLink>
        </StateMessage>
      </div>
    );
  }
  return (
    <PropertyEditor
      key={`${id}-${version}`}
      user={user}
      property={property.data}
      onReload={() => void property.refetch().then(() => setVersion((v) => v + 1))}
    />
  );
}

/** /admin/properties/new and /admin/properties/:id. */
export function PropertyFormPage() {
  const params = useParams<{ id?: string }>();
  const id = propertyIdFrom(params.id);
  return (
    <RequireAdmin>
      {(user) =>
        id === null ? (
          <PropertyEditor user={user} property={null} onReload={() => undefined} />
        ) : Number.isInteger(id) && id > 0 ? (
          <EditProperty user={user} id={id} />
        ) : (
          <div className="mx-auto max-w-3xl px-4 py-16">
            <StateMessage title="There is no property with that id.">
              <Link href={LIST_PATH} className="font-medium text-forest-700 hover:underline">
                Back to properties
              </Link>
            </StateMessage>
          </div>
        )
      }
    </RequireAdmin>
  );
}

/** The property's id from the URL: null for a new one, NaN or out of range for none. */
const propertyIdFrom = (param: string | undefined) => (param === undefined ? null : Number(param));

/** The form's choices and, when editing, the property and then its calendar (shown once the property is in). */
export const propertyFormPageData = adminPageData((ctx) => {
  const id = propertyIdFrom(ctx.params["id"]);
  const editing = id !== null && Number.isInteger(id) && id > 0;
  return [
    ...catalogData(ctx),
    editing &&
      ctx.q.admin.properties.get
        .fetch({ id })
        .then((property) => ctx.q.availability.manage.prefetch(property.id))
        .catch(() => undefined),
  ];
});
