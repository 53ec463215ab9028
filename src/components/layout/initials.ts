/**
 * Spec §3: first letters of the first and last name, or the first two letters of a
 * single name or username.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words[words.length - 1]![0]}`.toUpperCase();
  return (words[0] ?? "?").slice(0, 2).toUpperCase();
}

export function displayNameOf(user: { fullName: string | null; username: string }): string {
  return user.fullName?.trim() || user.username;
}
