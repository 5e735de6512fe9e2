import { sessionActions } from '@commons/shared/session';
import { approvedUser, renderPage } from '@commons/shared/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import RejectedPage from './rejected-page';
import ReviewingPage from './reviewing-page';
import SuspendedPage from './suspended-page';

describe.each<[string, ComponentType, string, string]>([
  ['ReviewingPage', ReviewingPage, 'Your account is being reviewed.', 'Please wait until your account is approved.'],
  ['SuspendedPage', SuspendedPage, 'Your account has been suspended', 'Contact us if you have questions'],
  ['RejectedPage', RejectedPage, 'Your account has been rejected', 'Contact us if you have questions'],
])('%s', (_name, Screen, title, message) => {
  it('should say what happened to the account', () => {
    renderPage(<Screen />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: title })).toHaveTextContent(message);
  });

  it('should offer to contact us and to log out', () => {
    renderPage(<Screen />);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
  });
});

describe('ReviewingPage', () => {
  it('should say that a complete profile is what gets the account approved, and link to it', () => {
    renderPage(<ReviewingPage />);
    expect(screen.getByText(/Completing your profile is what gets your account approved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByText(/re-approval/)).not.toBeInTheDocument();
  });
});

describe('SuspendedPage', () => {
  afterEach(() => sessionActions.clear());

  it('should send a suspended sub-user to the account owner, not to support', () => {
    sessionActions.signIn({ ...approvedUser, iam: 'SUB_USER', accountStatus: 'SUSPENDED' });
    renderPage(<SuspendedPage />);
    const region = screen.getByRole('region', { name: 'Your account has been suspended' });
    expect(region).toHaveTextContent('only they can reinstate it');
    expect(screen.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logout' })).toBeInTheDocument();
  });
});
