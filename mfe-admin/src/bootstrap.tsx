import { mountStandalone } from '@commons/shared/standalone';
import GroupPolicyPage from './exposed/group-policy-page';
import IamPolicyPage from './exposed/iam-policy-page';

mountStandalone('admin', [
  { path: '/iam-policy', element: <IamPolicyPage /> },
  { path: '/group-policy', element: <GroupPolicyPage /> },
]);
