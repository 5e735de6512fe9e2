import { mountStandalone } from '@commons/shared/standalone';
import EditProfilePage from './exposed/edit-profile-page';
import LoginPage from './exposed/login-page';
import LogoutPage from './exposed/logout-page';
import ProfilePage from './exposed/profile-page';
import RegisterPage from './exposed/register-page';
import RejectedPage from './exposed/rejected-page';
import ReviewingPage from './exposed/reviewing-page';
import SuspendedPage from './exposed/suspended-page';

mountStandalone('account', [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/logout', element: <LogoutPage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/edit-profile', element: <EditProfilePage /> },
  { path: '/reviewing', element: <ReviewingPage /> },
  { path: '/suspended', element: <SuspendedPage /> },
  { path: '/rejected', element: <RejectedPage /> },
]);
