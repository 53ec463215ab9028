import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { SearchIcon } from "@/components/ui/hero-icons";
import { cn } from "@/lib/cn";

/** The look of components/ui/text-field's input, for the controls it does not cover. */
export const controlClass =
  "block w-full rounded-xl border bg-white px-3.5 text-base text-ink shadow-sm transition-colors placeholder:text-muted/70 focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600/40 disabled:cursor-not-allowed disabled:bg-sand-50 disabled:text-muted sm:text-sm";

const borderClass = (error: string | undefined) =>
  error ? "border-red-600 focus-visible:border-red-600" : "border-forest-900/15 focus-visible:border-forest-600";

type FieldFrameProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
};

export function FieldFrame({ id, label, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined, hint: ReactNode) =>
  [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

export function SelectField({ label, error, hint, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClass, "h-11 pr-8", borderClass(error))}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

export function TextAreaField({ label, error, hint, className, rows = 4, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClass, "py-2.5 leading-relaxed", borderClass(error))}
        {...textarea}
      />
    </FieldFrame>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id"> & {
  label: string;
  description?: ReactNode;
};

/** A checkbox with its label (and an optional line under it) as one click target. */
export function CheckboxField({ label, description, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cn("flex items-start gap-2.5", className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-forest-900/30 accent-forest-700"
        aria-describedby={description ? `${id}-desc` : undefined}
        {...input}
      />
      <div className="min-w-0 text-sm">
        <label htmlFor={id} className="cursor-pointer font-medium text-ink">
          {label}
        </label>
        {description ? (
          <p id={`${id}-desc`} className="text-xs text-muted">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

type SearchInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
};

/** The compact search box of admin toolbars; its label is for screen readers only. */
export function SearchInput({ label, value, onChange, placeholder, className }: SearchInputProps) {
  const id = useId();
  return (
    <div className={cn("relative min-w-48 flex-1", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={cn(controlClass, "h-10 border-forest-900/15 pl-9 focus-visible:border-forest-600")}
      />
    </div>
  );
}

type FilterSelectProps<V extends string> = {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
  className?: string;
};

/** A compact labelled select for toolbars. */
export function FilterSelect<V extends string>({ label, value, onChange, options, className }: FilterSelectProps<V>) {
  const id = useId();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <label htmlFor={id} className="whitespace-nowrap text-xs font-medium uppercase tracking-wide text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        className={cn(controlClass, "h-10 w-auto border-forest-900/15 pr-8 focus-visible:border-forest-600")}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A row of toolbar controls that wraps on narrow screens. */
export function Toolbar({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("flex flex-wrap items-center gap-3", className)}>{children}</div>;
}
