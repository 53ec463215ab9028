/**
 * The one script a page runs before the app's own:
 * - until React has taken over the server's markup (`<html data-hydrated>`, src/app.tsx), choosing an option, a radio
 *   or a checkbox in a form marked `data-send-on-change` sends that form, so a visitor's first choice on a page still
 *   waking up is answered by the server instead of lost; from then on the app handles every change itself;
 * - a form the server cannot answer (no `action`: sign-in, sign-up, every form the app sends itself) is never sent as
 *   the browser's own request, which would reload the page and put its fields, a password among them, in the address.
 *   Sent before the app has taken over, it is marked `data-held-submit`, and the app sends it once it has
 *   (src/lib/held-input.ts). It listens last, on the window, so a form the app has answered (preventDefault) is left
 *   to it.
 */
export const EARLY_SCRIPT =
  'document.addEventListener("change",function(e){var t=e.target,f=t&&t.form;' +
  'if(!f||!f.hasAttribute("data-send-on-change")||document.documentElement.hasAttribute("data-hydrated"))return;' +
  'if(t.tagName==="SELECT"||t.type==="radio"||t.type==="checkbox")f.requestSubmit?f.requestSubmit():f.submit()},true);' +
  'window.addEventListener("submit",function(e){var f=e.target;if(e.defaultPrevented||f.hasAttribute("action"))return;' +
  'e.preventDefault();if(!document.documentElement.hasAttribute("data-hydrated"))f.setAttribute("data-held-submit","")});';
