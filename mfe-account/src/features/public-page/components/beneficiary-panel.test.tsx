import { publicPageQueryKeys } from '@commons/shared/api';
import type { PublicBeneficiary } from '@commons/shared/schemas';
import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, signedUpUser, watchToasts } from '@commons/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BeneficiaryPanel } from './beneficiary-panel';

const beneficiaryPath = 'user/individual/public-page/beneficiary';
const member: PublicBeneficiary = { shown: 'MEMBER', shownAs: 'a Carbon Commons member' };

/** GET answers the choice last saved; PUT saves it (naming the full name), or answers `refusal`. */
function fakeBeneficiaryApi(refusal?: { status: number; message: string }) {
  let stored = member;
  return fakeApi(({ method, path, body }) => {
    if (path !== beneficiaryPath) return jsonReply({ message: 'unexpected' }, 500);
    if (method === 'PUT') {
      if (refusal) return jsonReply({ message: refusal.message }, refusal.status);
      const { shown } = body as Pick<PublicBeneficiary, 'shown'>;
      stored = { shown, shownAs: shown === 'FULL_NAME' ? 'Greta Greenfield' : 'a Carbon Commons member' };
    }
    return jsonReply(stored);
  });
}

describe('BeneficiaryPanel', () => {
  beforeEach(() => sessionActions.signIn(signedUpUser));

  it('should show "a Carbon Commons member" by default and save the full name only when chosen', async () => {
    const api = fakeBeneficiaryApi();
    const toasts = watchToasts();
    renderPage(<BeneficiaryPanel />);
    const choices = await screen.findByRole('group', { name: "Name on your certificates' verification page" });
    expect(within(choices).getByRole('radio', { name: /a Carbon Commons member/ })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Your certificates\u2019 public pages name \u201ca Carbon Commons member\u201d');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(within(choices).getByRole('radio', { name: /My full name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.showing()).toContainEqual(expect.stringContaining('Greta Greenfield')));
    expect(api.sent.find((call) => call.method === 'PUT')).toMatchObject({ body: { shown: 'FULL_NAME' } });
    expect(screen.getByRole('status')).toHaveTextContent('\u201cGreta Greenfield\u201d');
  });

  it('should follow a choice saved in another tab until the owner picks one here', async () => {
    fakeBeneficiaryApi();
    const { queryClient } = renderPage(<BeneficiaryPanel />);
    const choices = await screen.findByRole('group', { name: "Name on your certificates' verification page" });
    // Another tab saved the full name; this one reads it again (as on focus).
    await act(async () => {
      queryClient.setQueryData(publicPageQueryKeys.beneficiary, { shown: 'FULL_NAME', shownAs: 'Greta Greenfield' });
      await Promise.resolve();
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Greta Greenfield');
    expect(within(choices).getByRole('radio', { name: /My full name/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('should show why the display name cannot be chosen yet', async () => {
    fakeBeneficiaryApi({ status: 409, message: 'Choose a display name for your public impact page first' });
    renderPage(<BeneficiaryPanel />);
    await userEvent.click(await screen.findByRole('radio', { name: /My public page's display name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a display name for your public impact page first');
  });
});
