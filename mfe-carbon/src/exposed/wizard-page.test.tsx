import type { OperationalData } from '@commons/shared/schemas';
import { sessionActions } from '@commons/shared/session';
import { approvedUser, renderPage, watchToasts } from '@commons/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { carbonApi, member, paths, record, thisYear } from '../test/carbon-fixtures';
import WizardPage from './wizard-page';

const lastYear = thisYear - 1;

describe('WizardPage', () => {
  beforeEach(() => sessionActions.signIn(approvedUser));

  it('should open on step 2, Operational Data, of three numbered steps', async () => {
    carbonApi();
    renderPage(<WizardPage />, { path: '/wizard' });
    const steps = within(screen.getByRole('navigation', { name: 'Wizard steps' })).getAllByRole('button');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Step 1: Family Members',
      '2Step 2: Operational Data',
      '3Step 3: Carbon Credit',
    ]);
    expect(screen.getByRole('button', { name: 'Step 2: Operational Data' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'Operational Data' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: `Operational data of ${lastYear}` })).toBeInTheDocument();
  });

  it('should offer the years from the previous one down to 2023, the previous by default', async () => {
    carbonApi();
    renderPage(<WizardPage />, { path: '/wizard' });
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(year).toHaveValue(String(lastYear));
    const options = within(year).getAllByRole('option').map((option) => Number(option.textContent));
    expect(options[0]).toBe(lastYear);
    expect(options.at(-1)).toBe(2023);
  });

  it('should show the family members, or "NO DATA AVAILABLE" when there are none', async () => {
    carbonApi();
    renderPage(<WizardPage />, { path: '/wizard' });
    await userEvent.click(screen.getByRole('button', { name: 'Step 1: Family Members' }));
    const table = await screen.findByRole('table', { name: 'Family members' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Relation',
      'Member Name',
      'Member ID',
      'Country Residence',
      'Nationality',
      'Citizenship No.',
      'Actions',
    ]);
    expect(within(table).getByText('NO DATA AVAILABLE')).toBeInTheDocument();
  });

  it("should edit a member from its row, the form starting from the member's details", async () => {
    let members = [member(1)];
    const api = carbonApi({
      [paths.members]: () => members,
      [`${paths.members}/member-1`]: (call) => {
        members = [{ ...member(1), ...(call.body as object), memberName: 'Renamed Member' }];
        return members[0];
      },
    });
    renderPage(<WizardPage />, { path: '/wizard' });
    await userEvent.click(screen.getByRole('button', { name: 'Step 1: Family Members' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Member 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Member 1' });
    const name = within(dialog).getByLabelText('Member Name');
    expect(name).toHaveValue('Member 1');
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed Member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = api.callsTo(`${paths.members}/member-1`);
    expect(sent?.method).toBe('PUT');
    expect(sent?.body).toMatchObject({ memberName: 'Renamed Member', countryResidence: 'Sweden', nationality: 'Norway' });
    expect(await screen.findByText('Renamed Member')).toBeInTheDocument();
  });

  it('should delete a member only once the owner confirms', async () => {
    let members = [member(1), member(2)];
    const api = carbonApi({
      [paths.members]: () => members,
      [`${paths.members}/member-1`]: () => {
        members = [member(2)];
        return { familyMemberId: 'member-1' };
      },
    });
    renderPage(<WizardPage />, { path: '/wizard' });
    await userEvent.click(screen.getByRole('button', { name: 'Step 1: Family Members' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Member 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Member 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`${paths.members}/member-1`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Member 1' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Member 1?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Member 1')).not.toBeInTheDocument());
    expect(api.callsTo(`${paths.members}/member-1`).map((call) => call.method)).toEqual(['DELETE']);
    expect(screen.getByText('Member 2')).toBeInTheDocument();
  });

  it('should show each invalid field of Add Family Member, then add the member with "Member Added"', async () => {
    const toasts = watchToasts();
    let members = [member(1)];
    const api = carbonApi({
      [paths.members]: () => members,
      [paths.addMember]: () => {
        members = [...members, member(2)];
        return member(2);
      },
    });
    renderPage(<WizardPage />, { path: '/wizard' });
    await userEvent.click(screen.getByRole('button', { name: 'Step 1: Family Members' }));
    expect(await screen.findByText('Member 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Family Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Family Member' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    for (const label of ['Relation', 'Member Name', 'Member ID', 'Country Residence', 'Nationality', 'Citizenship No.']) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription('required');
    }
    expect(api.callsTo(paths.addMember)).toHaveLength(0);

    await userEvent.selectOptions(within(dialog).getByLabelText('Relation'), 'Spouse');
    await userEvent.type(within(dialog).getByLabelText('Member Name'), 'Grace Hopper');
    await userEvent.type(within(dialog).getByLabelText('Member ID'), 'M-77');
    await userEvent.selectOptions(within(dialog).getByLabelText('Country Residence'), 'Sweden');
    await userEvent.selectOptions(within(dialog).getByLabelText('Nationality'), 'Norway');
    await userEvent.type(within(dialog).getByLabelText('Citizenship No.'), 'C-99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(paths.addMember)[0]?.body).toEqual({
      memberRelation: 'Spouse',
      memberName: 'Grace Hopper',
      memberId: 'M-77',
      countryResidence: 'Sweden',
      nationality: 'Norway',
      memberCitizenshipNo: 'C-99',
    });
    expect(toasts.showing()).toContain('Member Added');
    expect(await screen.findByText('Member 2')).toBeInTheDocument();
  });

  it("should show the detailed estimate beside the contract's figure as the person types, and say which one the purchase uses", async () => {
    // A sub-user living elsewhere: the household counts by the owner's country, not its own.
    sessionActions.signIn({ ...approvedUser, iam: 'SUB_USER', individualCountry: 'Sweden', householdCountry: 'United States' });
    carbonApi({ [paths.members]: () => [member(1), member(2)] });
    renderPage(<WizardPage />, { path: '/wizard' });
    const form = await screen.findByRole('form', { name: `Operational data of ${lastYear}` });
    const detailed = within(form).getByRole('region', { name: 'Detailed estimate' });
    // Only the holder and two members yet: 1.5 t by the published factors, 12 t by the contract.
    await waitFor(() => expect(within(detailed).getByLabelText('Detailed estimate total 1.50 t')).toBeInTheDocument());

    // The reference household of docs/methodology.md.
    for (const [label, value] of [
      ['Total No. Of Vehicles', '2'],
      ['Annual Car Miles', '20000'],
      ['Annual Electricity Consumption (Kwh)', '10000'],
      ['Annual Water Consumption (GLN)', '50000'],
    ] as const) {
      const field = within(form).getByLabelText(label);
      await userEvent.clear(field);
      await userEvent.type(field, value);
    }
    expect(within(form).getByLabelText('Emissions (mt)')).toHaveValue('48');
    expect(within(form).getByText(/Your purchase uses this figure/)).toBeInTheDocument();
    expect(within(detailed).getByLabelText('Detailed estimate total 13.36 t')).toBeInTheDocument();
    expect(within(detailed).getByText(/Your purchase uses Emissions \(mt\): 48 t/)).toBeInTheDocument();
    const lines = within(within(detailed).getByRole('list', { name: 'Lines of the detailed estimate' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Electricity3.84 t10,000 kWh × 383.55 g CO2/kWh · Grid average of United States · Ember 2024 (CC BY 4.0)',
      'Car travel8.00 t20,000 miles × 400 g CO2/mile · US EPA 2023',
      'Water supply0.03 t50,000 gallons × 0.00057533 kg CO2/gallon · US EPA 2013',
      'Household members1.50 t3 persons × 0.5 t CO2/person · Carbon Commons 2026',
    ]);
    expect(within(detailed).getByRole('link', { name: 'How both are worked out' })).toHaveAttribute('href', '/methodology');
  });

  it('should estimate the emissions as the person types, counting the family members', async () => {
    const records: OperationalData[] = [];
    const api = carbonApi({
      [paths.records]: () => records,
      [paths.members]: () => [member(1), member(2)],
      [paths.addRecord]: (call) => {
        records.push(record(lastYear, { ...(call.body as object), estimatedEmissions: 24 }));
        return records[0];
      },
    });
    renderPage(<WizardPage />, { path: '/wizard' });
    const form = await screen.findByRole('form', { name: `Operational data of ${lastYear}` });
    const estimate = within(form).getByLabelText('Emissions (mt)');
    // 0.5 per member (2) + 0.5 for the holder = 1.5 t, up to whole months: 12.
    await waitFor(() => expect(estimate).toHaveValue('12'));
    expect(estimate).toHaveAttribute('readonly');

    const vehicles = within(form).getByLabelText('Total No. Of Vehicles');
    await userEvent.clear(vehicles);
    await userEvent.type(vehicles, '1');
    // + 0.535 x 36000 / 1000 = 19.26 -> 20.76 t, 1.73 a month, rounded up to 2: 24.
    expect(estimate).toHaveValue('24');

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(paths.addRecord)).toHaveLength(1));
    expect(api.callsTo(paths.addRecord)[0]?.body).toEqual({
      year: lastYear,
      totalNoofVehicels: 1,
      annualCarMiles: 0,
      annualElectricalConsumption: 0,
      annualWaterConsumption: 0,
    });
    expect(await screen.findByRole('table', { name: `Operational data of ${lastYear}` })).toBeInTheDocument();
  });

  it('should refuse a negative number at its field', async () => {
    const api = carbonApi();
    renderPage(<WizardPage />, { path: '/wizard' });
    const form = await screen.findByRole('form', { name: `Operational data of ${lastYear}` });
    const miles = within(form).getByLabelText('Annual Car Miles');
    await userEvent.clear(miles);
    await userEvent.type(miles, '-5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(miles).toHaveAccessibleDescription('must be 0 or more');
    expect(api.callsTo(paths.addRecord)).toHaveLength(0);
  });

  it('should say a negative number is refused once the field is left, and never estimate below the household', async () => {
    carbonApi();
    renderPage(<WizardPage />, { path: '/wizard' });
    const form = await screen.findByRole('form', { name: `Operational data of ${lastYear}` });
    const estimate = within(form).getByLabelText('Emissions (mt)');
    const electricity = within(form).getByLabelText('Annual Electricity Consumption (Kwh)');
    await userEvent.clear(electricity);
    await userEvent.type(electricity, '-100000');
    await userEvent.tab();
    expect(electricity).toHaveAccessibleDescription('must be 0 or more');
    // The refused number counts as nothing: the holder's 0.5 t, up to whole months.
    expect(estimate).toHaveValue('12');
  });

  it('should show a saved year read-only instead of the form', async () => {
    carbonApi({ [paths.records]: () => [record(2024, { status: 'APPROVED' })] });
    renderPage(<WizardPage />, { path: '/wizard' });
    expect(await screen.findByRole('form', { name: `Operational data of ${lastYear}` })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2024');
    const table = await screen.findByRole('table', { name: 'Operational data of 2024' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Year',
      'Total No. Of Vehicles',
      'Annual Car Miles',
      'Electricity (Kwh)',
      'Water (GLN)',
      'Status',
    ]);
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2024', '1', '12,000', '3,500', '40,000', 'APPROVED']);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('should show the carbon-credit checkout table on step 3', async () => {
    carbonApi({ [paths.records]: () => [record(lastYear)] });
    renderPage(<WizardPage />, { path: '/wizard' });
    await userEvent.click(screen.getByRole('button', { name: 'Step 3: Carbon Credit' }));
    const table = await screen.findByRole('table', { name: 'Carbon credits by year' });
    expect(within(table).getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('should confirm a save with a toast and on the step, then lead on to step 3', async () => {
    const toasts = watchToasts();
    const records: OperationalData[] = [];
    carbonApi({
      [paths.records]: () => records,
      [paths.addRecord]: () => {
        records.push(record(lastYear));
        return records[0];
      },
    });
    const { router } = renderPage(<WizardPage />, { path: '/wizard' });
    const form = await screen.findByRole('form', { name: `Operational data of ${lastYear}` });
    expect(screen.queryByText(/Saved:/)).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Saved: the operational data of ${lastYear} is recorded.`)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: `Operational data of ${lastYear}` })).toBeInTheDocument();
    await waitFor(() => expect(toasts.showing()).toContain(`Operational data of ${lastYear} saved`));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Carbon Credit' }));
    expect(router.state.location.search).toBe('?step=3');
    expect(await screen.findByRole('table', { name: 'Carbon credits by year' })).toBeInTheDocument();
  });

  it('should open on the step the address names, as after a reload', async () => {
    carbonApi({ [paths.records]: () => [record(lastYear)] });
    renderPage(<WizardPage />, { path: '/wizard?step=3' });
    expect(screen.getByRole('button', { name: 'Step 3: Carbon Credit' })).toHaveAttribute('aria-current', 'step');
    expect(await screen.findByRole('table', { name: 'Carbon credits by year' })).toBeInTheDocument();
  });

  it('should make each step change a history entry, so Back returns to the previous step', async () => {
    carbonApi({ [paths.records]: () => [record(lastYear)] });
    const { router } = renderPage(<WizardPage />, { path: '/wizard' });
    await userEvent.click(screen.getByRole('button', { name: 'Step 3: Carbon Credit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Step 1: Family Members' }));
    expect(router.state.location.search).toBe('?step=1');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?step=3');
    expect(screen.getByRole('button', { name: 'Step 3: Carbon Credit' })).toHaveAttribute('aria-current', 'step');
    await act(() => router.navigate(-1));
    expect(router.state.location).toMatchObject({ pathname: '/wizard', search: '' });
    expect(screen.getByRole('button', { name: 'Step 2: Operational Data' })).toHaveAttribute('aria-current', 'step');
  });
});
