import { authQueryKeys } from '@commons/shared/api';
import { countryNames } from '@commons/shared/domain';
import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, signedUpUser, type SentCall } from '@commons/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { completeProfile, fakeProfileApi, newProfile } from '../test/profile';
import ProfilePage from './profile-page';

const myProfilePath = 'user/individual/my-profile';
const updatePath = 'user/individual/update-profile-details';

/** The profile calls made, without the owner's panels' own (their tests are beside them). */
const profilePaths = (sent: SentCall[]) =>
  sent.map((call) => call.path).filter((path) => !/^user\/individual\/(documents|public-page)/.test(path));

const field = (label: string) => screen.getByLabelText(label);
const updateButton = () => screen.getByRole('button', { name: 'Update' });

async function renderProfile() {
  const view = renderPage(<ProfilePage />, { path: '/profile' });
  await screen.findByRole('form', { name: 'Profile' });
  return view;
}

async function replaceText(label: string, text: string) {
  await userEvent.clear(field(label));
  if (text) await userEvent.type(field(label), text);
}

describe('ProfilePage', () => {
  beforeEach(() => sessionActions.signIn({ ...signedUpUser, ...completeProfile }));

  it('should show a spinner until the profile loads, then the saved values', async () => {
    let answer: (reply: Response) => void = () => {};
    const api = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    renderPage(<ProfilePage />, { path: '/profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Profile');
    await waitFor(() => expect(profilePaths(api.sent)).toEqual([myProfilePath]));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Profile');
    await act(async () => answer(jsonReply(completeProfile)));
    expect(await screen.findByRole('form', { name: 'Profile' })).toHaveFormValues({
      name: 'Ada Lovelace King',
      phone: '01234567890',
      city: 'Uppsala',
      country: 'Sweden',
      education: 'MSc Climate Science',
      profession: 'Engineer',
      nationality: 'Norway',
      citizenshipNo: 'NO-1234',
      uidOfResidence: 'UID-42',
    });
    expect(screen.queryByText('Loading Profile')).not.toBeInTheDocument();
    expect(screen.getByText('Your account needs re-approval after a profile update.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Documents' })).toHaveTextContent('checks them when your account is reviewed');
  });

  it('should show the owner its public impact page section, off until turned on', async () => {
    fakeProfileApi(completeProfile);
    await renderProfile();
    expect(await screen.findByRole('switch', { name: 'Show my public impact page' })).not.toBeChecked();
  });

  it("should show a sub-user neither the owner's documents nor the public impact page", async () => {
    const api = fakeProfileApi({ ...completeProfile, iam: 'SUB_USER' });
    await renderProfile();
    expect(screen.queryByRole('region', { name: 'Documents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Public impact page' })).not.toBeInTheDocument();
    expect(api.sent.map((call) => call.path)).toEqual([myProfilePath]);
  });

  it('should link to Edit Profile and tell an account under review what gets it approved', async () => {
    fakeApi(() => jsonReply({ ...newProfile, accountStatus: 'REVIEWING' }));
    renderPage(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByRole('link', { name: 'Complete them on Edit Profile' })).toHaveAttribute('href', '/edit-profile');
    expect(await screen.findByText('Completing your profile is what gets your account approved.')).toBeInTheDocument();
    expect(screen.queryByText(/re-approval/)).not.toBeInTheDocument();
  });

  it('should not claim re-approval where an update keeps the account approved', async () => {
    fakeProfileApi({ ...completeProfile, reapprovalOnUpdate: false });
    await renderProfile();
    expect(screen.getByText('Your account stays approved when you update your profile.')).toBeInTheDocument();
    expect(screen.queryByText(/re-approval/)).not.toBeInTheDocument();
  });

  it('should say the moment a save gets the account approved, with the next step', async () => {
    const api = fakeProfileApi({ ...completeProfile, accountStatus: 'REVIEWING', individualCity: '' }, { statusAfterSave: 'APPROVED' });
    await renderProfile();
    await replaceText('City', 'Uppsala');
    await userEvent.click(updateButton());
    expect(await screen.findByText(/Your account is approved/)).toHaveTextContent('Your account is approved. Next, record your first year in the Wizard.');
    expect(screen.getByRole('link', { name: 'Record your first year' })).toHaveAttribute('href', '/wizard');
    expect(screen.queryByText(/re-approval/)).not.toBeInTheDocument();
    expect(api.stored().accountStatus).toBe('APPROVED');
  });

  it('should not say approved after a save of an account already approved', async () => {
    fakeProfileApi(completeProfile, { statusAfterSave: 'REVIEWING' });
    await renderProfile();
    await replaceText('City', 'Lund');
    await userEvent.click(updateButton());
    expect(await screen.findByText('Completing your profile is what gets your account approved.')).toBeInTheDocument();
    expect(screen.queryByText(/Your account is approved/)).not.toBeInTheDocument();
  });

  it('should keep Update disabled until a field differs from the saved profile', async () => {
    fakeProfileApi(completeProfile);
    await renderProfile();
    expect(updateButton()).toBeDisabled();
    await userEvent.type(field('City'), 'x');
    expect(updateButton()).toBeEnabled();
    await userEvent.type(field('City'), '{Backspace}');
    expect(updateButton()).toBeDisabled();
    await userEvent.selectOptions(field('Country'), 'Denmark');
    expect(updateButton()).toBeEnabled();
    await userEvent.selectOptions(field('Country'), 'Sweden');
    expect(updateButton()).toBeDisabled();
  });

  it('should send only the changed fields, then clear the edits, refetch the profile and confirm', async () => {
    const toastSuccess = vi.spyOn(toast, 'success');
    const api = fakeProfileApi(completeProfile, { statusAfterSave: 'REVIEWING' });
    const { queryClient } = await renderProfile();
    await replaceText('City', 'Lund');
    await userEvent.selectOptions(field('Nationality'), 'Denmark');
    await userEvent.click(updateButton());

    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Information updated successfully', expect.anything()));
    expect(api.sent.filter((call) => call.path === updatePath)).toEqual([
      { method: 'POST', path: updatePath, query: {}, authorization: 'Bearer token-1', body: { data: { city: 'Lund', nationality: 'Denmark' } } },
    ]);
    await waitFor(() => expect(profilePaths(api.sent)).toEqual([myProfilePath, updatePath, myProfilePath]));
    expect(updateButton()).toBeDisabled();
    expect(field('City')).toHaveValue('Lund');
    expect(queryClient.getQueryData(authQueryKeys.myProfile)).toEqual(api.stored());
    expect(sessionActions.get().userInfo).toMatchObject({
      token: 'token-1',
      accountStatus: 'REVIEWING',
      individualCity: 'Lund',
      individualNationality: 'Denmark',
    });
  });

  it('should show "required" under each emptied field and send nothing', async () => {
    const api = fakeProfileApi(completeProfile);
    await renderProfile();
    await replaceText('Name', '');
    await userEvent.tab();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('required');
    await replaceText('Citizenship No.', '');
    await userEvent.click(updateButton());
    expect(field('Citizenship No.')).toHaveAccessibleDescription('required');
    expect(profilePaths(api.sent)).toEqual([myProfilePath]);
  });

  it('should show the shared text and phone rules under their fields and send nothing', async () => {
    const api = fakeProfileApi(completeProfile);
    await renderProfile();
    await replaceText('Phone', 'call me maybe');
    await replaceText('City', '\u200b\u200b');
    await userEvent.click(updateButton());
    expect(field('Phone')).toHaveAccessibleDescription('Invalid phone');
    expect(field('City')).toHaveAccessibleDescription('required');
    expect(profilePaths(api.sent)).toEqual([myProfilePath]);
  });

  it('should mark a country dropdown touched as soon as a choice is made', async () => {
    fakeProfileApi(completeProfile);
    await renderProfile();
    await userEvent.selectOptions(field('Country'), 'Select a country');
    expect(field('Country')).toHaveAccessibleDescription('required');
    await userEvent.selectOptions(field('Country'), 'Finland');
    expect(field('Country')).not.toHaveAttribute('aria-invalid');
  });

  it('should offer country names only and refuse a country off the list', async () => {
    const api = fakeProfileApi({ ...completeProfile, individualCountry: 'Atlantis' });
    await renderProfile();
    for (const label of ['Country', 'Nationality']) {
      const choices = Array.from((field(label) as HTMLSelectElement).options, (option) => option.value);
      expect(choices).toEqual(['', ...countryNames]);
    }
    await replaceText('City', 'Lund');
    await userEvent.click(updateButton());
    expect(await screen.findByText('invalid')).toBeInTheDocument();
    expect(field('Country')).toHaveAccessibleDescription('invalid');
    expect(profilePaths(api.sent)).toEqual([myProfilePath]);
  });

  it('should keep the edits when the server refuses them', async () => {
    const toastError = vi.spyOn(toast, 'error');
    fakeProfileApi(completeProfile, { failure: { status: 403, message: 'Your account has been suspended. Please contact support.' } });
    await renderProfile();
    await replaceText('City', 'Lund');
    await userEvent.click(updateButton());
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(toastError).toHaveBeenCalledWith('Your account has been suspended. Please contact support.', expect.anything());
    expect(field('City')).toHaveValue('Lund');
    expect(updateButton()).toBeEnabled();
  });
});
