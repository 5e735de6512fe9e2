import { describe, expect, it } from 'vitest';
import { signInSubUser } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';
import { addListing, post } from '../../../../helpers/carbon';
import { approvedUser } from '../../../../helpers/wallet';

describe('POST /carbon-credits/individual/get-fifo-listing', () => {
  const ctx = useTestApp();
  const fifo = (token: string, requiredQuantity: unknown) =>
    post(ctx.app, token, 'carbon-credits/individual/get-fifo-listing', { requiredQuantity });

  it('should pick the oldest active listing that can supply the whole quantity', async () => {
    const user = await approvedUser(ctx.app);
    const at = (day: number) => new Date(Date.UTC(2024, 0, day));
    await addListing(ctx.app, { quantity: 30, listedAt: at(1), projectName: 'Oldest, too small' });
    await addListing(ctx.app, { quantity: 500, listedAt: at(2), projectName: 'Old but inactive', active: false });
    const fits = await addListing(ctx.app, { quantity: 100, listedAt: at(3), projectName: 'Oldest that fits' });
    await addListing(ctx.app, { quantity: 1000, listedAt: at(4), projectName: 'Newer' });

    const response = await fifo(user.token, 48);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      listingId: fits.id,
      unitPrice: 10,
      markUpPrice: 12,
      projectName: 'Oldest that fits',
      projectId: 'GS9999',
      registry: 'Gold Standard',
      country: 'India',
      vintage: 2022,
      methodology: 'ACM0002',
      available: 100,
      bankTransfer: false,
    });
    expect((await fifo(user.token, 12)).json().projectName).toBe('Oldest, too small');
    expect((await fifo(user.token, 101)).json().projectName).toBe('Newer');
  });

  it('should say so when no listing can supply the quantity', async () => {
    const user = await approvedUser(ctx.app);
    const response = await fifo(user.token, 1_000_000);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No listing can supply 1000000 tonnes right now' });
  });

  it('should refuse a quantity that is not a whole positive number', async () => {
    const user = await approvedUser(ctx.app);
    for (const quantity of [0, 2.5, 'ten']) expect((await fifo(user.token, quantity)).statusCode).toBe(400);
  });

  it('should open to a sub-user with CARBON_CREDITS or WIZARD, not to one with only WALLET', async () => {
    const owner = await approvedUser(ctx.app);
    for (const [menus, status] of [[['CARBON_CREDITS'], 200], [['WIZARD'], 200], [['WALLET'], 403]] as const) {
      const { token } = await signInSubUser(ctx.app, owner.individualId, { menus: [...menus] });
      expect((await fifo(token, 5)).statusCode, menus.join()).toBe(status);
    }
  });
});
