import { groupPolicyQueryKeys, subUserQueryKeys } from '@commons/shared/api';
import { createQueryClient } from '@commons/shared/query';
import type { GroupPolicy } from '@commons/shared/schemas';
import { sessionActions } from '@commons/shared/session';
import { approvedUser, jsonReply, renderPage, watchToasts } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, owner, page, paths, policy } from '../test/admin-fixtures';
import GroupPolicyPage from './group-policy-page';

const table = () => screen.findByRole('table', { name: 'Group policies' });
const rows = (list: HTMLElement) => within(list).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

/** One policy list the fake API serves and the tests change, like the server would. */
function policies(initial: GroupPolicy[]) {
  let list = initial;
  return {
    answer: () => page('groupPolicies', list),
    set: (next: GroupPolicy[]) => (list = next),
  };
}

/** A query client already holding the sub-user list, to see whether a policy change makes it stale. */
function withSubUsersCached() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(subUserQueryKeys.list, { pages: [page('subUsers', [owner])], pageParams: [null] });
  return queryClient;
}

describe('GroupPolicyPage', () => {
  beforeEach(() => sessionActions.signIn(approvedUser));

  it('should list the policies with their menus and ACTIVE or INACTIVE', async () => {
    adminApi({
      [paths.policies]: () =>
        page('groupPolicies', [
          policy(2, { name: 'Accountants', role: 'Finance', menus: ['CARBON_CREDITS', 'WALLET'], active: false }),
          policy(1),
        ]),
    });
    renderPage(<GroupPolicyPage />, { path: '/group-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Group Policy' })).toBeInTheDocument();
    const list = await table();
    await waitFor(() => expect(rows(list)).toHaveLength(2));
    expect(within(list).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Role',
      'Menus',
      'Created',
      'Status',
      'Actions',
    ]);
    expect(rows(list).map(cellsOf)).toEqual([
      ['Accountants', 'Finance', 'Carbon Credits, Wallet', expect.stringMatching(/^Mar \d, 2025/), 'INACTIVE', 'EditDelete'],
      ['Policy 1', 'Role 1', 'Profile, Wallet', expect.stringMatching(/^Mar \d, 2025/), 'ACTIVE', 'EditDelete'],
    ]);
    expect(within(list).getByRole('button', { name: 'Edit Accountants' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Delete Accountants' })).toBeInTheDocument();
  });

  it('should say "No records yet" without policies', async () => {
    adminApi();
    renderPage(<GroupPolicyPage />, { path: '/group-policy' });
    expect(await within(await table()).findByText('No records yet')).toBeInTheDocument();
  });

  it('should ask for ten rows, then the next page from its cursor on Load More, appended', async () => {
    const api = adminApi({
      [paths.policies]: (call) =>
        (call.body as { cursor: string | null }).cursor === 'cursor-10'
          ? page('groupPolicies', [policy(11)])
          : page('groupPolicies', Array.from({ length: 10 }, (_, i) => policy(i + 1)), 'cursor-10'),
    });
    renderPage(<GroupPolicyPage />, { path: '/group-policy' });
    const list = await table();
    await waitFor(() => expect(rows(list)).toHaveLength(10));

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rows(list)).toHaveLength(11));
    expect(api.callsTo(paths.policies).map((call) => call.body)).toEqual([
      { limit: 10, cursor: null },
      { limit: 10, cursor: 'cursor-10' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('should show each invalid field of Add Group Policy and send nothing', async () => {
    const api = adminApi();
    renderPage(<GroupPolicyPage />, { path: '/group-policy' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Group Policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Group Policy' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText('Role'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Group Policy' }));

    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('required');
    expect(within(dialog).getByLabelText('Role')).toHaveAccessibleDescription('required');
    expect(within(dialog).getByRole('group', { name: 'Menus' })).toHaveAccessibleDescription('required');
    expect(api.callsTo(paths.policy)).toHaveLength(0);
  });

  it('should create a policy with the ticked menus, toast "Group Policy Created" and refresh both lists', async () => {
    const toasts = watchToasts();
    const list = policies([]);
    const api = adminApi({
      [paths.policies]: list.answer,
      [paths.policy]: () => {
        list.set([policy(1, { name: 'Bookkeepers' })]);
        return policy(1, { name: 'Bookkeepers' });
      },
    });
    const { queryClient } = renderPage(<GroupPolicyPage />, { path: '/group-policy', queryClient: withSubUsersCached() });
    await userEvent.click(screen.getByRole('button', { name: 'Add Group Policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Group Policy' });
    const menus = within(dialog).getByRole('group', { name: 'Menus' });
    expect(within(menus).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'PROFILE',
      'CARBON_CREDITS',
      'ASSETS',
      'WIZARD',
      'WALLET',
    ]);

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Bookkeepers');
    await userEvent.type(within(dialog).getByLabelText('Role'), 'Finance');
    await userEvent.click(within(menus).getByRole('checkbox', { name: 'Wallet' }));
    await userEvent.click(within(menus).getByRole('checkbox', { name: 'Carbon Credits' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Group Policy' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(paths.policy)[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Bookkeepers', role: 'Finance', menus: ['CARBON_CREDITS', 'WALLET'] },
    });
    expect(toasts.showing()).toContain('Group Policy Created');
    expect(await screen.findByText('Bookkeepers')).toBeInTheDocument();
    expect(queryClient.getQueryState(subUserQueryKeys.list)?.isInvalidated).toBe(true);
  });

  it('should fill Edit Group Policy in, keep Active ticked by default and send the change', async () => {
    const toasts = watchToasts();
    const list = policies([policy(1)]);
    const api = adminApi({
      [paths.policies]: list.answer,
      [paths.policy]: (call) => {
        const { data } = call.body as { data: Partial<GroupPolicy> };
        list.set([policy(1, data)]);
        return policy(1, data);
      },
    });
    const { queryClient } = renderPage(<GroupPolicyPage />, { path: '/group-policy', queryClient: withSubUsersCached() });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Policy 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Group Policy' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Policy 1');
    expect(within(dialog).getByLabelText('Role')).toHaveValue('Role 1');
    const menus = within(dialog).getByRole('group', { name: 'Menus' });
    expect(within(menus).getAllByRole('checkbox', { checked: true }).map((box) => box.getAttribute('value'))).toEqual([
      'PROFILE',
      'WALLET',
    ]);
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked();

    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Travellers');
    await userEvent.click(within(menus).getByRole('checkbox', { name: 'Profile' }));
    await userEvent.click(within(menus).getByRole('checkbox', { name: 'Assets' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(paths.policy)[0]).toMatchObject({
      method: 'PUT',
      body: {
        groupPolicyId: policy(1).groupPolicyId,
        data: { name: 'Travellers', role: 'Role 1', menus: ['ASSETS', 'WALLET'], active: true },
      },
    });
    expect(toasts.showing()).toContain('Group Policy Edited');
    expect(await screen.findByText('Travellers')).toBeInTheDocument();
    expect(queryClient.getQueryState(subUserQueryKeys.list)?.isInvalidated).toBe(true);
  });

  it('should refuse an edit without menus or a name, and switch a policy off when Active is unticked', async () => {
    const api = adminApi({
      [paths.policies]: () => page('groupPolicies', [policy(1, { menus: ['WALLET'] })]),
      [paths.policy]: () => policy(1, { active: false }),
    });
    renderPage(<GroupPolicyPage />, { path: '/group-policy' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Policy 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Group Policy' });
    const menus = within(dialog).getByRole('group', { name: 'Menus' });
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.click(within(menus).getByRole('checkbox', { name: 'Wallet' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('required');
    expect(menus).toHaveAccessibleDescription('required');
    expect(api.callsTo(paths.policy)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Policy 1');
    await userEvent.click(within(menus).getByRole('checkbox', { name: 'Wallet' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo(paths.policy)).toHaveLength(1));
    expect(api.callsTo(paths.policy)[0]?.body).toMatchObject({ data: { menus: ['WALLET'], active: false } });
  });

  it('should start Active ticked for an INACTIVE policy too, saying it is off now', async () => {
    const api = adminApi({
      [paths.policies]: () => page('groupPolicies', [policy(1, { active: false })]),
      [paths.policy]: () => policy(1),
    });
    renderPage(<GroupPolicyPage />, { path: '/group-policy' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Policy 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Group Policy' });
    const active = within(dialog).getByRole('checkbox', { name: 'Active' });
    expect(active).toBeChecked();
    expect(active).toHaveAccessibleDescription('Policy 1 is INACTIVE now: untick Active to keep it off.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo(paths.policy)).toHaveLength(1));
    expect(api.callsTo(paths.policy)[0]?.body).toMatchObject({ data: { active: true } });
  });

  it('should delete a policy after naming it, toast "Group Policy Deleted" and refresh both lists', async () => {
    const toasts = watchToasts();
    const list = policies([policy(2), policy(1)]);
    const api = adminApi({
      [paths.policies]: list.answer,
      [`${paths.policy}/:id`]: () => {
        list.set([policy(1)]);
        return { groupPolicyId: policy(2).groupPolicyId };
      },
    });
    const { queryClient } = renderPage(<GroupPolicyPage />, { path: '/group-policy', queryClient: withSubUsersCached() });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Policy 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Policy 2?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${paths.policy}/${policy(2).groupPolicyId}`,
    ]);
    expect(toasts.showing()).toContain('Group Policy Deleted');
    await waitFor(() => expect(screen.queryByText('Policy 2')).not.toBeInTheDocument());
    expect(queryClient.getQueryState(subUserQueryKeys.list)?.isInvalidated).toBe(true);
  });

  it('should keep the delete popup open and show the server\'s refusal of a policy in use', async () => {
    const toasts = watchToasts();
    const refusal = 'This group policy is assigned to 2 sub-users; assign them another policy first';
    adminApi({
      [paths.policies]: () => page('groupPolicies', [policy(1)]),
      [`${paths.policy}/:id`]: () => jsonReply({ message: refusal }, 409),
    });
    const { queryClient } = renderPage(<GroupPolicyPage />, { path: '/group-policy' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Policy 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Policy 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toasts.showing()).toContain(refusal));
    expect(dialog).toBeInTheDocument();
    expect(toasts.showing()).not.toContain('Group Policy Deleted');
    expect(queryClient.getQueryState(groupPolicyQueryKeys.table)?.isInvalidated).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(toasts.showing()).not.toContain(refusal));
  });
});
