import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, signedUpUser } from '@commons/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { completeProfile, fakeProfileApi, newProfile } from '../test/profile';
import EditProfilePage from './edit-profile-page';

const labels = [
  'Country',
  'Mobile Number',
  'UID of Residence',
  'Nationality',
  'Citizenship Number',
  'Education',
  'Profession',
];
const field = (label: string) => screen.getByLabelText(label);
const updateButton = () => screen.getByRole('button', { name: 'Update' });
const updatePath = 'user/individual/update-profile/individual-1';

async function renderEditProfile() {
  renderPage(<EditProfilePage />, { path: '/edit-profile' });
  await screen.findByRole('form', { name: 'Edit profile' });
}

/** Completes the fields a new account has left empty. */
async function completeNewProfile() {
  await userEvent.selectOptions(field('Country'), 'Sweden');
  await userEvent.type(field('UID of Residence'), 'UID-42');
  await userEvent.selectOptions(field('Nationality'), 'Norway');
  await userEvent.type(field('Citizenship Number'), 'NO-1234');
  await userEvent.type(field('Education'), 'MSc Climate Science');
  await userEvent.type(field('Profession'), 'Engineer');
}

describe('EditProfilePage', () => {
  beforeEach(() => sessionActions.signIn(signedUpUser));

  it('should start from the saved values, locking every field the server holds a value for', async () => {
    fakeProfileApi(completeProfile);
    await renderEditProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toHaveFormValues({
      country: 'Sweden',
      phone: '01234567890',
      uidOfResidence: 'UID-42',
      nationality: 'Norway',
      citizenshipNo: 'NO-1234',
      education: 'MSc Climate Science',
      profession: 'Engineer',
    });
    for (const label of labels) expect(field(label)).toBeDisabled();
    expect(updateButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
  });

  it('should keep saved fields locked after a reload, and the missing ones editable', async () => {
    fakeProfileApi(newProfile);
    await renderEditProfile();
    expect(field('Mobile Number')).toBeDisabled();
    for (const label of labels.filter((label) => label !== 'Mobile Number')) expect(field(label)).toBeEnabled();
  });

  it('should keep Update disabled until a field changes', async () => {
    const api = fakeProfileApi(newProfile);
    await renderEditProfile();
    expect(updateButton()).toBeDisabled();
    await userEvent.type(field('Education'), 'MSc');
    expect(updateButton()).toBeEnabled();
    await userEvent.clear(field('Education'));
    expect(updateButton()).toBeDisabled();
    expect(api.sent.map((call) => call.path)).toEqual(['user/individual/my-profile']);
  });

  it.each([
    ['REVIEWING', 'Complete the details we need to review your account.', 'Completing your profile is what gets your account approved.'],
    ['APPROVED', 'Add any details your profile is still missing.', 'Your account needs re-approval after a profile update.'],
  ] as const)('should speak to a %s account of what an update does', async (accountStatus, lead, note) => {
    fakeProfileApi({ ...newProfile, accountStatus, reapprovalOnUpdate: accountStatus === 'APPROVED' });
    await renderEditProfile();
    expect(screen.getByText(lead)).toBeInTheDocument();
    expect(screen.getByText(note, { exact: false })).toBeInTheDocument();
  });

  it('should send the seven fields, replace the stored user keeping its token, and confirm', async () => {
    const toastSuccess = vi.spyOn(toast, 'success');
    const api = fakeProfileApi(newProfile, { statusAfterSave: 'APPROVED' });
    await renderEditProfile();
    await completeNewProfile();
    await userEvent.click(updateButton());
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Information updated successfully', expect.anything()));
    expect(api.sent.filter((call) => call.path === updatePath)).toEqual([
      {
        method: 'PUT',
        path: updatePath,
        query: {},
        authorization: 'Bearer token-1',
        body: {
          country: 'Sweden',
          phone: '01234567890',
          uidOfResidence: 'UID-42',
          nationality: 'Norway',
          citizenshipNo: 'NO-1234',
          education: 'MSc Climate Science',
          profession: 'Engineer',
        },
      },
    ]);
    expect(sessionActions.get().userInfo).toEqual({ ...api.stored(), token: 'token-1' });
    expect(sessionActions.get().userInfo?.accountStatus).toBe('APPROVED');
  });

  it('should disable the saved fields after the first successful update', async () => {
    fakeProfileApi(newProfile);
    await renderEditProfile();
    await completeNewProfile();
    await userEvent.click(updateButton());
    await waitFor(() => expect(field('Country')).toBeDisabled());
    for (const label of labels) expect(field(label)).toBeDisabled();
    expect(updateButton()).toBeDisabled();
    expect(screen.getByText(/Saved details are locked here/)).toBeInTheDocument();
  });

  it('should leave a field the server holds no value for editable', async () => {
    fakeApi(() => jsonReply({ ...completeProfile, individualProfession: '' }));
    await renderEditProfile();
    await waitFor(() => expect(field('Country')).toBeDisabled());
    expect(field('Profession')).toBeEnabled();
    await userEvent.type(field('Profession'), 'Engineer');
    expect(updateButton()).toBeEnabled();
  });

  it.each([
    [401, 'Unauthenticated, please login again'],
    [500, 'Server error occured, please try again'],
    [403, 'Error occured, please try again'],
    [400, 'Error occured, please try again'],
  ])('should answer a %i with exactly one toast: %s', async (status, message) => {
    const toastError = vi.spyOn(toast, 'error');
    const toastSuccess = vi.spyOn(toast, 'success');
    fakeProfileApi(newProfile, { failure: { status, message: 'What the server said' } });
    await renderEditProfile();
    await completeNewProfile();
    await userEvent.click(updateButton());
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(toastError).toHaveBeenCalledWith(message, expect.anything());
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(field('Education')).toBeEnabled();
    expect(sessionActions.get().userInfo).toEqual(signedUpUser);
  });

  it('should show "required" under each empty field and send nothing', async () => {
    const api = fakeProfileApi(newProfile);
    await renderEditProfile();
    await userEvent.type(field('Profession'), 'Engineer');
    await userEvent.click(updateButton());
    expect(field('Education')).toHaveAccessibleDescription('required');
    expect(field('Country')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Mobile Number')).not.toHaveAttribute('aria-invalid');
    expect(api.sent.map((call) => call.path)).toEqual(['user/individual/my-profile']);
  });
});
