/** The sidebar's links, in the order of PRODUCT_SPEC section 2. */
export const sidebarLinks = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/profile', label: 'Profile' },
  { to: '/wizard', label: 'Wizard' },
  { to: '/carbon-credits', label: 'Carbon Credits' },
  { to: '/wallet', label: 'Wallet' },
  { to: '/assets', label: 'Assets' },
  { to: '/group-policy', label: 'Group Policy' },
  { to: '/iam-policy', label: 'IAM Policy' },
  { to: '/logout', label: 'Logout' },
] as const;
