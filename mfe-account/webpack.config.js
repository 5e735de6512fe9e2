import { createWebpackConfig } from '@commons/tooling/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'account',
  kind: 'remote',
  port: 3001,
  title: 'Carbon Commons: account (standalone)',
  exposes: [
    'LoginPage',
    'RegisterPage',
    'LogoutPage',
    'ProfilePage',
    'EditProfilePage',
    'ReviewingPage',
    'SuspendedPage',
    'RejectedPage',
  ],
  // The landing page and sign-up: what a visitor opens first, drawn before the scripts run.
  prerender: ['LoginPage', 'RegisterPage'],
});
