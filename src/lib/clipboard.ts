/** Copies text; false when the browser refuses (no permission, insecure page), so the caller can show it instead. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
