import { HELD_CLICK_ATTRIBUTE, HELD_SUBMIT_ATTRIBUTE, WAITING_SECTION } from "@shared/document-ids";

/**
 * The one script a page runs before the app's own:
 * - until React has taken over the server's markup (`<html data-hydrated>`, src/app.tsx), choosing an option, a radio
 *   or a checkbox in a form marked `data-send-on-change` sends that form, so a visitor's first choice on a page still
 *   waking up is answered by the server instead of lost; from then on the app handles every change itself;
 * - a form the server can answer (one with an `action`) is sent without its empty fields (no dates chosen on the
 *   home search send no `checkin=`), which come back at once for the page a browser keeps;
 * - a form the server cannot answer (no `action`: sign-in, sign-up, every form the app sends itself) is never sent as
 *   the browser's own request, which would reload the page and put its fields, a password among them, in the address.
 *   Sent before the app has taken over, it is marked `data-held-submit`, and the app sends it once it has
 *   (src/lib/held-input.ts). It listens last, on the window, so a form the app has answered (preventDefault) is left
 *   to it;
 * - a button that does not send a form (a menu, Cancel at period end, a password's Show) does nothing without the app,
 *   and React drops a press on a part it has not yet taken over. Pressed before the app has taken over, it is marked
 *   `data-held-click`: the app presses it again once the page is live, unless React answered that press itself (the
 *   app's outermost element clears the mark as a press passes through it, src/lib/held-input.ts).
 * - a section below the first screen whose code has not come yet (`data-deferred-section` without `data-live`,
 *   src/components/deferred-section.tsx) is server markup still: a form sent or a button pressed in it is held the
 *   same way after the page is live, and the section takes it up when its code has come.
 */
export const EARLY_SCRIPT =
  `(function(){var h=document.documentElement,w=${JSON.stringify(WAITING_SECTION)};` +
  'function held(e){return !h.hasAttribute("data-hydrated")||!!e.closest(w)}' +
  'document.addEventListener("change",function(e){var t=e.target,f=t&&t.form;' +
  'if(!f||!f.hasAttribute("data-send-on-change")||h.hasAttribute("data-hydrated"))return;' +
  'if(t.tagName==="SELECT"||t.type==="radio"||t.type==="checkbox")f.requestSubmit?f.requestSubmit():f.submit()},true);' +
  'window.addEventListener("submit",function(e){var f=e.target;if(e.defaultPrevented)return;' +
  'if(f.hasAttribute("action")){for(var i=0,x;(x=f.elements[i]);i++)' +
  'if(x.name&&x.value===""&&!x.disabled){x.disabled=true;setTimeout(function(x){x.disabled=false},0,x)}return}' +
  `e.preventDefault();if(held(f))f.setAttribute("${HELD_SUBMIT_ATTRIBUTE}","")});` +
  'document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("button");' +
  `if(b&&!b.disabled&&!(b.form&&b.type==="submit")&&held(b))b.setAttribute("${HELD_CLICK_ATTRIBUTE}","")},true)})();`;
