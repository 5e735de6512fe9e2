/**
 * An account's own data (docs/product-rules.md#your-data-export-and-deletion): the export it takes
 * away and its erasure. The API, the database's checks and the Your Data screen take these rules
 * from here.
 */

/** How long an export's download link works after it is mailed. */
export const dataExportLinkHours = 24;

/**
 * Exports one account may ask for within any 24 hours: each is seconds of the one worker and up to
 * hundreds of MB kept for a day, so a few a day serve a person and no account can flood the disk.
 */
export const dataExportsPerDay = 3;

/** How long the mailed confirmation of an account deletion works; it works once. */
export const accountDeletionLinkMinutes = 30;

/**
 * An export's life: asked for (PENDING), being built (RUNNING), built and mailed (READY), given
 * up after repeated failures (FAILED), or past its link's 24 hours and its file removed (EXPIRED).
 */
export const dataExportStates = ['PENDING', 'RUNNING', 'READY', 'FAILED', 'EXPIRED'] as const;
export type DataExportState = (typeof dataExportStates)[number];

/** How the name of an erased account reads wherever its records stay (a certificate's verification). */
export const formerMemberLabel = 'a former member';

/** The reasons a deletion waits, in the owner's words. */
export const accountDeletionMessages = {
  balance: (amount: string) => `Your wallet still holds ${amount}; withdraw it first`,
  pendingWithdrawal: (amount: string) =>
    `A withdrawal of ${amount} is still pending; wait for its decision or cancel it first`,
  linkInvalid: 'This deletion link is not valid, was already used or has expired; ask for a new one from Your Data',
} as const;

/** What the export and download say when they cannot go on. */
export const dataExportMessages = {
  linkInvalid: 'This download link is not valid or has expired; ask for a new export',
  notFound: 'No export has this id',
  /** `next`: when the oldest export of the last 24 hours stops counting, as `YYYY-MM-DD HH:MM` UTC. */
  tooMany: (next: string) => `You can ask for ${dataExportsPerDay} exports a day; you can ask for the next at ${next} UTC`,
} as const;
