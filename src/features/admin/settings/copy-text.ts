import { notify } from "@/lib/notify";

/** Copies text to the clipboard and says so; a refusal (no permission, no secure context) is reported. */
export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success("Copied", `${what} copied to the clipboard.`);
  } catch {
    notify.error("Copy failed", `Select the ${what.toLowerCase()} and copy it by hand.`);
  }
}

/** A base32 secret in groups of four, easier to type into an authenticator app. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}
