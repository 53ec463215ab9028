/**
 * The one script a page runs before the app's own: until React has taken over the server's markup
 * (`<html data-hydrated>`, src/app.tsx), choosing an option, a radio or a checkbox in a form marked
 * `data-send-on-change` sends that form, so a visitor's first choice on a page still waking up is
 * answered by the server instead of lost. From then on the app handles every change itself.
 */
export const EARLY_SCRIPT =
  'document.addEventListener("change",function(e){var t=e.target,f=t&&t.form;' +
  'if(!f||!f.hasAttribute("data-send-on-change")||document.documentElement.hasAttribute("data-hydrated"))return;' +
  'if(t.tagName==="SELECT"||t.type==="radio"||t.type==="checkbox")f.requestSubmit?f.requestSubmit():f.submit()},true);';
