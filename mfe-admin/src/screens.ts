import { defineScreens } from '@commons/shared/schemas';

/**
 * The admin remote's screens: the account owner's alone (PRODUCT_SPEC section 6). The IAM Policy
 * popups' selector reads the group policies, an owner-only call like every other of the two.
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
      'POST /group-policy/individual/get-all-group-policies',
      'POST /group-policy/individual',
      'PUT /group-policy/individual',
      'DELETE /group-policy/individual/:groupPolicyId',
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
      'POST /user/individual/my-subusers',
      'POST /user/individual/create-subuser',
      'PUT /user/individual/edit-subuser',
      'POST /user/individual/delete-subuser',
      'POST /group-policy/individual/get-all-group-policies',
    ],
  },
]);
