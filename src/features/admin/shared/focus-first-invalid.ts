/**
 * Moves focus to the first field marked invalid, once React has rendered the new errors
 * (and, for the property form, the tab that holds them).
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
