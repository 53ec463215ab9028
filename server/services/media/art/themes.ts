import type { ArtTheme } from "./index";
import type { ThemeSpec } from "./theme-kit";
import { CLASSIC_THEMES } from "./themes-classic";
import { SPECIAL_THEMES } from "./themes-special";

/** Every theme's moods, terrain and drawing. */
export const THEMES: Record<ArtTheme, ThemeSpec> = { ...CLASSIC_THEMES, ...SPECIAL_THEMES };
