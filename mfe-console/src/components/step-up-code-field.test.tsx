import { renderPage } from '@commons/shared/testing';
import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { StepUpCodeField } from './step-up-code-field';
import { StepUpCodeSchema } from './step-up-code-schema';

const messageOf = (code: string) => {
  const parsed = v.safeParse(StepUpCodeSchema, code);
  return parsed.success ? parsed.output : parsed.issues[0].message;
};

describe('StepUpCodeField', () => {
  it('should ask for the code the same way in every dialog, for the phone keypad and the app', () => {
    renderPage(<StepUpCodeField />);
    const input = screen.getByLabelText('Code from your authenticator app');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '7');
  });

  it('should take six digits, spaces dropped, and name what is wrong otherwise', () => {
    expect(messageOf('123 456')).toBe('123456');
    expect(messageOf('  ')).toBe('Code is required');
    expect(messageOf('12345')).toBe('Enter the 6-digit code from your app');
    expect(messageOf('abc-def')).toBe('Enter the 6-digit code from your app');
  });
});
