/** Text made safe to place inside HTML, for mail bodies that carry names and addresses. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
