/**
 * WAI-ARIA tabs keyboard rule: Left/Right move to the previous/next tab (wrapping),
 * Home/End to the first/last. Null for any other key.
 */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
