/** The navbar shows at most the first two words of the user's name (PRODUCT_SPEC section 9). */
export function navbarLabel(individualName: string): string {
  return individualName.trim().split(/\s+/).slice(0, 2).join(' ');
}
