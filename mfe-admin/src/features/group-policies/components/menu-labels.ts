import type { Menu } from '@commons/shared/domain';

/**
 * How the admin screens name the menus a policy grants: the sidebar's words for the pages they
 * open, which screen readers say better than PROFILE or CARBON_CREDITS.
 */
export const menuLabels: Record<Menu, string> = {
  PROFILE: 'Profile',
  CARBON_CREDITS: 'Carbon Credits',
  ASSETS: 'Assets',
  WIZARD: 'Wizard',
  WALLET: 'Wallet',
};

/** A policy's menus in the table, in the order of `menus`: "Profile, Wallet". */
export const menuList = (chosen: readonly Menu[]) => chosen.map((menu) => menuLabels[menu] ?? menu).join(', ');
