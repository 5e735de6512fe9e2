/** Account status (docs/product-rules.md#states-and-transitions). Only APPROVED accounts use the protected screens. */
export const accountStatuses = ['APPROVED', 'REVIEWING', 'REJECTED', 'SUSPENDED'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** What an operator can do to an account (`pnpm ops accounts <action>`, the console's Reviews). */
export const accountActions = ['approve', 'reject', 'suspend', 'reinstate'] as const;
export type AccountAction = (typeof accountActions)[number];

/**
 * The operator's transitions. Approval is for accounts under review and reinstatement for
 * suspended ones only, so a rejected account cannot come back by a mistyped command; suspension
 * and rejection apply to accounts that are live or under review. The server refuses any other.
 */
export const accountTransitions: Record<AccountAction, { from: readonly AccountStatus[]; to: AccountStatus }> = {
  approve: { from: ['REVIEWING'], to: 'APPROVED' },
  reject: { from: ['REVIEWING', 'APPROVED'], to: 'REJECTED' },
  suspend: { from: ['REVIEWING', 'APPROVED'], to: 'SUSPENDED' },
  reinstate: { from: ['SUSPENDED'], to: 'APPROVED' },
};

/** iam: ADMIN is the account owner; sub-users carry SUB_USER. */
export const iamRoles = ['ADMIN', 'SUB_USER'] as const;
export type Iam = (typeof iamRoles)[number];

/** The menus a group policy may grant (docs/product-rules.md#validation). */
export const menus = ['PROFILE', 'CARBON_CREDITS', 'ASSETS', 'WIZARD', 'WALLET'] as const;
export type Menu = (typeof menus)[number];

/**
 * How screens name a menu to people: the sidebar's words for the page it opens, rather than
 * PROFILE or CARBON_CREDITS (the admin screens and the restricted-access screen).
 */
export const menuLabels: Record<Menu, string> = {
  PROFILE: 'Profile',
  CARBON_CREDITS: 'Carbon Credits',
  ASSETS: 'Assets',
  WIZARD: 'Wizard',
  WALLET: 'Wallet',
};

/**
 * The current user as the client stores it in session `userInfo`
 * (docs/product-rules.md#records-and-field-names). The signup and login replies carry exactly this,
 * token included; my-profile carries it without the token.
 */
export interface CurrentUser {
  token: string;
  authenticated: boolean;
  accountStatus: AccountStatus;
  iam: Iam;
  userHistoryId: string;
  individualId: string;
  individualName: string;
  individualEmail: string;
  /**
   * Whether `individualEmail` was proven by a mailed link
   * (docs/product-rules.md#the-accounts-email-and-password). The owner's must be before a
   * withdrawal; the host shows a banner asking for it until then.
   */
  emailVerified: boolean;
  /**
   * The password signed in with fails the current rule (docs/product-rules.md#passwords): it
   * still works, and the host shows a notice leading to the change-password form until it changes.
   */
  passwordChangeAdvised: boolean;
  /**
   * Whether saving a change to the profile sends this account back to review
   * (docs/product-rules.md#decisions-the-contract-leaves-open): an APPROVED owner's, unless review
   * is automatic and approves the complete profile again at once. The profile's re-approval note
   * shows only when it is true.
   */
  reapprovalOnUpdate: boolean;
  assignedGroupPolicyId: string | null;
  assignedGroupPolicy: { menus: Menu[] } | null;
  individualPhone: string;
  individualCountry: string;
  individualCity: string;
  individualEducation: string;
  individualProfession: string;
  individualNationality: string;
  individualCitizenshipNo: string;
  individualUidOfResidence: string;
  /**
   * The country the household's detailed footprint counts by (docs/methodology.md): the owner's
   * profile country, which a sub-user's household shares; '' when the owner has not given one.
   */
  householdCountry: string;
}

/** my-profile replies with the user without the token, which only login and signup hand out. */
export type Profile = Omit<CurrentUser, 'token'>;
