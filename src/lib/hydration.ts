/**
 * Whether the browser is taking over a server-rendered first screen: main.tsx starts it before it
 * hydrates, and the app ends it once the first route is live. A start rendered in the browser
 * (the Vite dev server) never hydrates.
 */
let hydrating = false;

export function startHydration(): void {
  hydrating = true;
}

export function endHydration(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}
