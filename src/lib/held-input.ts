/**
 * What a visitor did before the app took over a server-rendered page, handed to the app once it has.
 *
 * While the page was server markup, text typed into a field is in the field but not in the app's state: React keeps
 * the field's text as it hydrates and starts from the server's value, so the form would send what the server rendered
 * (an empty email) while showing what was typed. And a form sent or a button pressed in that time was held by the
 * early script (server/ssr/early-script.ts) rather than lost. The same holds, after the first screen is live, for a
 * section below it whose code has not come yet (src/components/deferred-section.tsx): its own input waits for it.
 */
import { HELD_CLICK_ATTRIBUTE, HELD_SUBMIT_ATTRIBUTE, WAITING_SECTION } from "@shared/document-ids";

const notWaiting = (element: Element) => element.closest(WAITING_SECTION) === null;
/** Fields whose text a visitor does not type. */
const UNTYPED = new Set(["checkbox", "radio", "hidden", "file", "submit", "button", "reset", "image"]);

/**
 * Tells the app of each field whose text differs from what the server rendered, as typing would: React learns of a
 * change by comparing the field with the last value it set, so the field is set through React's setter to what was
 * rendered and through the element's own setter back to the visitor's text, then given an input event.
 */
function reportEditedFields(root: ParentNode): void {
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].filter(
    notWaiting,
  );
  // All read first: the app's answer to one field's event renders the form again, and a controlled field it renders
  // goes back to the app's value for it.
  const edited = fields
    .filter((field) => !UNTYPED.has(field.type) && field.value !== field.defaultValue)
    .map((field) => [field, field.value] as const);
  for (const [field, typed] of edited) {
    const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value");
    field.value = field.defaultValue;
    own?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/**
 * On the app's outermost element, as a press passes through it on its way down: React is answering this press itself,
 * so the button is no longer held for the app to press again.
 */
export function answeredByApp(event: { target: EventTarget | null }): void {
  if (event.target instanceof Element)
    event.target.closest(`[${HELD_CLICK_ATTRIBUTE}]`)?.removeAttribute(HELD_CLICK_ATTRIBUTE);
}

/**
 * The elements the early script marked with `attribute`, unmarked: each is acted on once, however often it was used.
 */
function takeHeld<T extends Element>(root: ParentNode, attribute: string): T[] {
  const held = [...root.querySelectorAll<T>(`[${attribute}]`)].filter(notWaiting);
  for (const element of held) element.removeAttribute(attribute);
  return held;
}

/**
 * Once the first screen (or a deferred section, `root`) is live: the app's state takes up what was typed, then each
 * held form is sent and each held button pressed; what lies in sections still waiting for their code is left to them.
 * Each step is a task of its own, as the visitor's own typing and sending would be: inside React's commit (the effect
 * that marks the page live) the fields' events would not be answered until after it, and a controlled field is put
 * back meanwhile.
 */
export function resumeHeldInput(root: ParentNode = document): void {
  setTimeout(() => {
    reportEditedFields(root);
    const forms = takeHeld<HTMLFormElement>(root, HELD_SUBMIT_ATTRIBUTE);
    const buttons = takeHeld<HTMLButtonElement>(root, HELD_CLICK_ATTRIBUTE);
    // After the input events' updates have rendered, so each form's handler sees the typed text.
    if (forms.length || buttons.length) {
      setTimeout(() => {
        for (const form of forms) if (form.isConnected) form.requestSubmit();
        for (const button of buttons) if (button.isConnected) button.click();
      }, 0);
    }
  }, 0);
}
