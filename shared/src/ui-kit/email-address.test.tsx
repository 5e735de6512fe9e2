import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('should read as the whole address, with a break allowed before the @ and every dot only', () => {
    const { container } = render(<EmailAddress address="ada.lovelace@mail.example.com" />);
    const strong = container.querySelector('strong');
    expect(strong?.textContent).toBe('ada.lovelace@mail.example.com');
    expect(strong?.innerHTML).toBe('ada<wbr>.lovelace<wbr>@mail<wbr>.example<wbr>.com');
  });
});
