/** Spec §3: the nature emojis an emoji avatar is picked from (15 of them). */
export const NATURE_EMOJIS = [
  "🌲",
  "🌿",
  "🍃",
  "🌸",
  "🌻",
  "🌊",
  "⛰️",
  "🌙",
  "⭐",
  "🍄",
  "🌵",
  "🌾",
  "🦋",
  "🌈",
  "🍁",
] as const;

/**
 * Spec §3: first letters of the first and last name, or the first two letters of a
 * single name or username.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${firstLetter(words[0]!)}${firstLetter(words[words.length - 1]!)}`.toUpperCase();
  return (
    Array.from(words[0] ?? "?")
      .slice(0, 2)
      .join("") || "?"
  ).toUpperCase();
}

/** The first character, whole even when it is outside the Basic Multilingual Plane. */
function firstLetter(word: string): string {
  return Array.from(word)[0] ?? "";
}

/** Spec §3: the emoji at (sum of the character codes of the id, else the username) modulo 15. */
export function emojiAvatarOf(key: { id?: number | string | null; username?: string | null }): string {
  const text = key.id !== null && key.id !== undefined && String(key.id) !== "" ? String(key.id) : (key.username ?? "");
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += text.charCodeAt(i);
  return NATURE_EMOJIS[sum % NATURE_EMOJIS.length]!;
}

export function displayNameOf(user: { fullName: string | null; username: string }): string {
  return user.fullName?.trim() || user.username;
}
