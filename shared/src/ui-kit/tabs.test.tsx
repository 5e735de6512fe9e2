import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';
import { withTheme } from '../testing/with-theme';

const tabs = [
  { id: 'pending', label: 'Pending' },
  { id: 'checkout', label: 'Checkout' },
  { id: 'rejected', label: 'Rejected' },
] as const;

function Screen() {
  const [selected, setSelected] = useState<(typeof tabs)[number]['id']>('checkout');
  return (
    <Tabs label="History" tabs={tabs} selected={selected} onSelect={setSelected}>
      <p>{selected} rows</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('should mark the selected tab and show only its panel, labelled by the tab', () => {
    render(<Screen />, { wrapper: withTheme });
    expect(screen.getByRole('tablist', { name: 'History' })).toBeInTheDocument();
    const checkout = screen.getByRole('tab', { name: 'Checkout' });
    expect(checkout).toHaveAttribute('aria-selected', 'true');
    expect(checkout).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Checkout' });
    expect(panel).toHaveTextContent('checkout rows');
    expect(checkout).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('should select a tab on click', async () => {
    render(<Screen />, { wrapper: withTheme });
    await userEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(screen.getByRole('tabpanel', { name: 'Rejected' })).toHaveTextContent('rejected rows');
  });

  it('should move and select with the arrow keys, wrapping, and with Home and End', async () => {
    render(<Screen />, { wrapper: withTheme });
    screen.getByRole('tab', { name: 'Checkout' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Rejected' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Rejected' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'Pending' })).toHaveTextContent('pending rows');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Rejected' })).toBeInTheDocument();
  });
});
