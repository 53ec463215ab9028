/**
 * What a visitor did before the app took over a server-rendered page, handed to the app once it has.
 *
 * While the page was server markup, text typed into a field is in the field but not in the app's state: React keeps
 * the field's text as it hydrates and starts from the server's value, so the form would send what the server rendered
 * (an empty email) while showing what was typed. And a form sent in that time was held by the early script
 * (server/ssr/early-script.ts) rather than sent by the browser itself.
 */
const HELD_SUBMIT = "data-held-submit";
/** Fields whose text a visitor does not type. */
const UNTYPED = new Set(["checkbox", "radio", "hidden", "file", "submit", "button", "reset", "image"]);

/**
 * Tells the app of each field whose text differs from what the server rendered, as typing would: React learns of a
 * change by comparing the field with the last value it set, so the field is set through React's setter to what was
 * rendered and through the element's own setter back to the visitor's text, then given an input event.
 */
function reportEditedFields(root: ParentNode): void {
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")];
  // All read first: the app's answer to one field's event renders the form again, and a controlled field it renders
  // goes back to the app's value for it.
  const edited = fields.filter((field) => !UNTYPED.has(field.type) && field.value !== field.defaultValue).map((field) => [field, field.value] as const);
  for (const [field, typed] of edited) {
    const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value");
    field.value = field.defaultValue;
    own?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/**
 * Once the first screen is live: the app's state takes up what was typed, then each held form is sent. Each step is a
 * task of its own, as the visitor's own typing and sending would be: inside React's commit (the effect that marks the
 * page live) the fields' events would not be answered until after it, and a controlled field is put back meanwhile.
 */
export function resumeHeldInput(root: Document = document): void {
  setTimeout(() => {
    reportEditedFields(root);
    const held = [...root.querySelectorAll<HTMLFormElement>(`form[${HELD_SUBMIT}]`)];
    for (const form of held) form.removeAttribute(HELD_SUBMIT);
    // After the input events' updates have rendered, so each form's handler sees the typed text.
    if (held.length) setTimeout(() => held.forEach((form) => form.isConnected && form.requestSubmit()), 0);
  }, 0);
}
