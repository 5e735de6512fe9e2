import { groupPolicies, subUsers } from '@commons/shared/contract';
import { defineScreens } from '@commons/shared/schemas';

/**
 * The admin remote's screens: the account owner's alone (docs/product-rules.md#roles-and-menus).
 * The IAM Policy popups' selector reads the group policies, an owner-only call like every other
 * of the two.
 */
export const screens = defineScreens('admin', [
  {
    path: '/group-policy',
    page: 'GroupPolicyPage',
    access: { guard: 'protected', rule: { adminOnly: true } },
    frame: 'site',
    title: 'Group Policy',
    sidebar: { label: 'Group Policy', order: 70 },
    calls: [
      groupPolicies.groupPolicies,
      groupPolicies.createGroupPolicy,
      groupPolicies.editGroupPolicy,
      groupPolicies.deleteGroupPolicy,
    ],
  },
  {
    path: '/iam-policy',
    page: 'IamPolicyPage',
    access: { guard: 'protected', rule: { adminOnly: true } },
    frame: 'site',
    title: 'IAM Policy',
    sidebar: { label: 'IAM Policy', order: 80 },
    calls: [
      subUsers.mySubUsers,
      subUsers.createSubUser,
      subUsers.editSubUser,
      subUsers.deleteSubUser,
      groupPolicies.groupPolicies,
    ],
  },
]);
