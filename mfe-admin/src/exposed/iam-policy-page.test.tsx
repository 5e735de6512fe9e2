import type { SubUser } from '@commons/shared/schemas';
import { sessionActions } from '@commons/shared/session';
import { approvedUser, jsonReply, renderPage, watchToasts } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, owner, page, paths, policy, subUser } from '../test/admin-fixtures';
import IamPolicyPage from './iam-policy-page';

const table = () => screen.findByRole('table', { name: 'Sub-users' });
const rows = (list: HTMLElement) => within(list).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

/** One sub-user list the fake API serves and the tests change, like the server would. */
function members(initial: SubUser[]) {
  let list = initial;
  return {
    answer: () => page('subUsers', list),
    set: (next: SubUser[]) => (list = next),
  };
}

describe('IamPolicyPage', () => {
  beforeEach(() => sessionActions.signIn(approvedUser));

  it('should list the members with their status, and the owner last with "-" and no Edit or Delete', async () => {
    adminApi({
      [paths.subUsers]: () =>
        page('subUsers', [
          subUser(2, { accountStatus: 'SUSPENDED', lastLogin: '2025-05-06T08:30:00.000Z' }),
          subUser(1),
          owner,
        ]),
    });
    renderPage(<IamPolicyPage />, { path: '/iam-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'IAM Policy' })).toBeInTheDocument();
    const list = await table();
    await waitFor(() => expect(rows(list)).toHaveLength(3));
    expect(within(list).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Group Policy',
      'Created',
      'Last Login',
      'Status',
      'Actions',
    ]);
    const [suspended, active, admin] = rows(list).map(cellsOf);
    expect(suspended).toEqual([
      'Sub User 2',
      'sub2@example.com',
      '07000000002',
      'Policy 1',
      expect.stringMatching(/^Mar \d, 2025/),
      expect.stringMatching(/^May \d, 2025/),
      'SUSPENDED',
      'EditDelete',
    ]);
    expect(active?.[5]).toBe('-');
    expect(active?.[6]).toBe('ACTIVE');
    expect(admin).toEqual([
      'Ada Lovelace King',
      'ada@example.com',
      '070000000099',
      '-',
      expect.stringMatching(/^Mar \d, 2025/),
      '-',
      '-',
      'Account owner',
    ]);
    expect(within(list).getByRole('button', { name: 'Edit Sub User 2' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Ada Lovelace King/ })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /^(Edit|Delete) / })).toHaveLength(4);
  });

  it('should ask for ten rows, then the next page from its cursor on Load More, appended', async () => {
    const api = adminApi({
      [paths.subUsers]: (call) =>
        (call.body as { cursor: string | null }).cursor === 'cursor-10'
          ? page('subUsers', [subUser(11), owner])
          : page('subUsers', Array.from({ length: 10 }, (_, i) => subUser(i + 1)), 'cursor-10'),
    });
    renderPage(<IamPolicyPage />, { path: '/iam-policy' });
    const list = await table();
    await waitFor(() => expect(rows(list)).toHaveLength(10));

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rows(list)).toHaveLength(12));
    expect(api.callsTo(paths.subUsers).map((call) => call.body)).toEqual([
      { limit: 10, cursor: null },
      { limit: 10, cursor: 'cursor-10' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('should offer to try again when the list cannot be loaded', async () => {
    let fail = true;
    adminApi({
      [paths.subUsers]: () => (fail ? jsonReply({ message: 'Not allowed today' }, 403) : page('subUsers', [owner])),
    });
    renderPage(<IamPolicyPage />, { path: '/iam-policy' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Ada Lovelace King')).toBeInTheDocument();
  });

  it('should show each invalid field of Add Sub User and send nothing', async () => {
    const api = adminApi({ [paths.policies]: () => page('groupPolicies', [policy(1)]) });
    renderPage(<IamPolicyPage />, { path: '/iam-policy' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Sub User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Sub User' });
    const submit = await within(dialog).findByRole('button', { name: 'Create Sub User' });

    await userEvent.click(submit);
    for (const label of ['Name', 'Email', 'Phone', 'Password', 'Group Policy']) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription('required');
    }

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Grace');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'grace@');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '12345');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'short');
    await userEvent.click(submit);
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name is too short');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('invalid email');
    expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription('Invalid phone');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('password is too short');
    expect(api.callsTo(paths.createSubUser)).toHaveLength(0);
  });

  it('should create a sub-user with the chosen policy, toast "Sub User Created" and refresh the list', async () => {
    const toasts = watchToasts();
    const list = members([owner]);
    const api = adminApi({
      [paths.subUsers]: list.answer,
      [paths.policies]: () => page('groupPolicies', [policy(2), policy(1, { active: false })]),
      [paths.createSubUser]: () => {
        list.set([subUser(1, { individualName: 'Grace Hopper' }), owner]);
        return subUser(1);
      },
    });
    renderPage(<IamPolicyPage />, { path: '/iam-policy' });
    await screen.findByText('Ada Lovelace King');
    await userEvent.click(screen.getByRole('button', { name: 'Add Sub User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Sub User' });
    const select = await within(dialog).findByRole('combobox', { name: 'Group Policy' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a group policy',
      'Policy 2',
      'Policy 1 (inactive)',
    ]);
    expect(api.callsTo(paths.policies)[0]?.body).toEqual({ limit: 100, cursor: null });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Grace Hopper');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'Grace@Example.com');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '+46 70 123 45 67');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await userEvent.selectOptions(select, 'Policy 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Sub User' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(paths.createSubUser)[0]?.body).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+46 70 123 45 67',
      password: 'correct horse',
      assignedGroupPolicyId: policy(2).groupPolicyId,
    });
    expect(toasts.showing()).toContain('Sub User Created');
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
  });

  it('should pre-check Suspend for a SUSPENDED sub-user only', async () => {
    adminApi({
      [paths.subUsers]: () => page('subUsers', [subUser(2, { accountStatus: 'SUSPENDED' }), subUser(1), owner]),
      [paths.policies]: () => page('groupPolicies', [policy(1)]),
    });
    renderPage(<IamPolicyPage />, { path: '/iam-policy' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sub User 2' }));
    const suspended = screen.getByRole('dialog', { name: 'Edit Sub User' });
    expect(await within(suspended).findByRole('checkbox', { name: 'Suspend' })).toBeChecked();
    expect(within(suspended).getByRole('combobox', { name: 'Group Policy' })).toHaveValue(policy(1).groupPolicyId);
    await userEvent.click(within(suspended).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Sub User 1' }));
    const active = screen.getByRole('dialog', { name: 'Edit Sub User' });
    expect(await within(active).findByRole('checkbox', { name: 'Suspend' })).not.toBeChecked();
  });

  it('should send the new policy and the suspension, toast "Sub User Edited" and refresh the list', async () => {
    const toasts = watchToasts();
    const list = members([subUser(1), owner]);
    const api = adminApi({
      [paths.subUsers]: list.answer,
      [paths.policies]: () => page('groupPolicies', [policy(2), policy(1)]),
      [paths.editSubUser]: () => {
        list.set([subUser(1, { accountStatus: 'SUSPENDED' }), owner]);
        return subUser(1, { accountStatus: 'SUSPENDED' });
      },
    });
    renderPage(<IamPolicyPage />, { path: '/iam-policy' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sub User 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Sub User' });
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Group Policy' }), 'Policy 2');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Suspend' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(paths.editSubUser)[0]).toMatchObject({
      method: 'PUT',
      body: { subUserId: subUser(1).individualId, updatedData: { suspend: true, assignedGroupPolicyId: policy(2).groupPolicyId } },
    });
    expect(toasts.showing()).toContain('Sub User Edited');
    expect(await screen.findByText('SUSPENDED')).toBeInTheDocument();
    expect(api.callsTo(paths.subUsers)).toHaveLength(2);
  });

  it('should keep a policy the selector does not list when the owner leaves the select as it is', async () => {
    const api = adminApi({
      [paths.subUsers]: () => page('subUsers', [subUser(1, { assignedGroupPolicyId: policy(300).groupPolicyId }), owner]),
      [paths.policies]: () => page('groupPolicies', [policy(2)]),
      [paths.editSubUser]: () => subUser(1),
    });
    renderPage(<IamPolicyPage />, { path: '/iam-policy' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sub User 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Sub User' });
    const select = await within(dialog).findByRole<HTMLSelectElement>('combobox', { name: 'Group Policy' });
    expect(select.selectedOptions[0]).toHaveTextContent('Keep the current policy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo(paths.editSubUser)).toHaveLength(1));
    expect(api.callsTo(paths.editSubUser)[0]?.body).toEqual({ subUserId: subUser(1).individualId, updatedData: { suspend: false } });
  });

  it('should tell the owner to create a group policy first when there is none', async () => {
    adminApi();
    renderPage(<IamPolicyPage />, { path: '/iam-policy' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Sub User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Sub User' });
    expect(await within(dialog).findByRole('combobox', { name: 'Group Policy' })).toHaveAccessibleDescription(
      'Create a group policy first, on the Group Policy page.',
    );
  });

  it('should delete a sub-user after naming them, toast "Sub User Deleted" and refresh the list', async () => {
    const toasts = watchToasts();
    const list = members([subUser(1, { individualName: 'Grace Hopper' }), owner]);
    const api = adminApi({
      [paths.subUsers]: list.answer,
      [paths.deleteSubUser]: () => {
        list.set([owner]);
        return { subUserId: subUser(1).individualId };
      },
    });
    renderPage(<IamPolicyPage />, { path: '/iam-policy' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Grace Hopper?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(paths.deleteSubUser)[0]?.body).toEqual({ subUserId: subUser(1).individualId });
    expect(toasts.showing()).toContain('Sub User Deleted');
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
  });

  it('should keep the delete popup open and show the server\'s refusal', async () => {
    const toasts = watchToasts();
    adminApi({
      [paths.subUsers]: () => page('subUsers', [subUser(1), owner]),
      [paths.deleteSubUser]: () => jsonReply({ message: 'Sub-user not found' }, 404),
    });
    renderPage(<IamPolicyPage />, { path: '/iam-policy' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sub User 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Sub User 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toasts.showing()).toContain('Sub-user not found'));
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(toasts.showing()).not.toContain('Sub User Deleted');
  });
});
