import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';
import { withTheme } from '../testing/with-theme';

describe('TextField', () => {
  it('should tie the label to the input and announce the error', () => {
    render(<TextField label="Email" error="Invalid email" />, { wrapper: withTheme });
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid email');
  });

  it('should show and hide a password with its toggle', async () => {
    render(<TextField label="Password" type="password" revealable />, { wrapper: withTheme });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
