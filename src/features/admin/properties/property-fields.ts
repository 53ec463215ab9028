import type { FieldErrors } from "@/lib/errors";
import type { PropertyValues } from "./property-form";

/** What each tab of the property form gets: the values, their errors and one setter. */
export type PropertyTabProps = {
  values: PropertyValues;
  errors: FieldErrors;
  set: <K extends keyof PropertyValues>(field: K, value: PropertyValues[K]) => void;
  /** For changes that build on the latest values (uploads finishing one after another). */
  update: (change: (values: PropertyValues) => PropertyValues) => void;
};
