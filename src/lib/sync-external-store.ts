// React 19 has useSyncExternalStore: wouter's import of the React 17 shim resolves here (vite.config.ts),
// so the browser does not download the shim's fallback.
export { useSyncExternalStore } from "react";
