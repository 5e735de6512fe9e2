/** The navbar shows at most the first two words of the user's name (docs/product-rules.md#figures-and-limits). */
export function navbarLabel(individualName: string): string {
  return individualName.trim().split(/\s+/).slice(0, 2).join(' ');
}
