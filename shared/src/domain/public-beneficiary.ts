/**
 * Whom a retirement certificate's public views name (docs/product-rules.md#the-public-impact-page):
 * the verification page and its API answer anyone holding the link, so they show the name the
 * owner chose, never the legal name by default. The PDF, the owner's own, keeps the full name.
 */

/**
 * The owner's choice: a generic label (`MEMBER`, the default, existing accounts included), the
 * public impact page's display name, or the full name as the certificate prints it.
 */
export const publicBeneficiaryChoices = ['MEMBER', 'DISPLAY_NAME', 'FULL_NAME'] as const;
export type PublicBeneficiaryChoice = (typeof publicBeneficiaryChoices)[number];

/** What the public views name while the owner chose `MEMBER`. */
export const memberBeneficiaryLabel = 'a Carbon Commons member';

/** What the choice's endpoint says when it cannot go on. */
export const publicBeneficiaryMessages = {
  choice: 'must be MEMBER, DISPLAY_NAME or FULL_NAME',
  noDisplayName: 'Choose a display name for your public impact page first',
} as const;
