import { formatDateTime } from '@commons/shared/domain';
import { render } from '@testing-library/react';
import { DateTime } from './date-time';

describe('DateTime', () => {
  it('should read as the tables write a date-time, yet break only between the date and the time', () => {
    const iso = '2025-03-04T12:00:00.000Z';
    const { container } = render(<DateTime iso={iso} />);
    expect(container).toHaveTextContent(formatDateTime(iso));
    const pieces = [...container.querySelectorAll('span')].map((piece) => piece.textContent);
    expect(pieces).toHaveLength(2);
    expect(pieces.join(' ')).toBe(formatDateTime(iso));
    for (const piece of container.querySelectorAll('span')) expect(getComputedStyle(piece).whiteSpace).toBe('nowrap');
  });

  it('should show a value that is not a date as it is', () => {
    const { container } = render(<DateTime iso="soon" />);
    expect(container).toHaveTextContent('soon');
  });
});
