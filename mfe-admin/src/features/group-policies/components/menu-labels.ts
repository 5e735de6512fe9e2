import { menuLabels, type Menu } from '@commons/shared/domain';

/** Declared once in shared, since the host's restricted-access screen names menus too. */
export { menuLabels };

/** A policy's menus in the table, in the order of `menus`: "Profile, Wallet". */
export const menuList = (chosen: readonly Menu[]) => chosen.map((menu) => menuLabels[menu] ?? menu).join(', ');
