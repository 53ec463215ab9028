/** Limits the server enforces and the forms check before sending. */

/** A stay keeps at most 30 gallery images. */
export const MAX_GALLERY = 30;

/** A member story: title 5-160 characters, content 50-20,000. */
export const STORY_TITLE_MIN = 5;
export const STORY_TITLE_MAX = 160;
export const STORY_CONTENT_MIN = 50;
export const STORY_CONTENT_MAX = 20_000;
