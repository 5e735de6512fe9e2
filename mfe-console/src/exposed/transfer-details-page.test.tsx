import { fakeApi, jsonReply, renderPage, watchToasts, type SentCall } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { providerProjects } from '../test/bank-transfer-fixtures';
import TransferDetailsPage from './transfer-details-page';

const projectsPath = '/api/console/bank-transfers/projects';

/** The provider's server: its two projects; a save answers with the project and its new account, or as `saveReply` says. */
function consoleApi(saveReply?: (call: SentCall) => Response) {
  return fakeApi((call) => {
    if (call.method === 'GET') return jsonReply(providerProjects);
    if (saveReply) return saveReply(call);
    const project = providerProjects.find((row) => call.path === `${projectsPath}/${row.projectId}`)!;
    return jsonReply({ ...project, transfer: call.body });
  });
}

async function openForm(name: string) {
  renderPage(<TransferDetailsPage />, { path: '/console/transfer-details' });
  return screen.findByRole('form', { name: `Transfer details of ${name}` });
}

const fill = async (form: HTMLElement, label: string, text: string) => {
  await userEvent.clear(within(form).getByLabelText(label));
  await userEvent.click(within(form).getByLabelText(label));
  await userEvent.paste(text);
};

const puts = (api: ReturnType<typeof fakeApi>) => api.sent.filter((call) => call.method === 'PUT');

// Journeys of several dialogs and fields: a loaded machine takes longer than the 5 s default.
describe('TransferDetailsPage', { timeout: 20_000 }, () => {
  it('should show each project with the account buyers are shown, or say it is not set', async () => {
    consoleApi();
    await openForm('Kenya cookstoves');
    const set = screen.getByRole('region', { name: 'Kenya cookstoves (GS1011)' });
    expect(set).toHaveTextContent('ABN AMRO');
    expect(set).toHaveTextContent('Cookstoves Foundation');
    expect(set).toHaveTextContent('NL91 ABNA 0417 1643 00');
    expect(within(set).getByLabelText('IBAN')).toHaveValue('NL91 ABNA 0417 1643 00');
    const unset = screen.getByRole('region', { name: 'Andes hydro (GS2443)' });
    expect(unset).toHaveTextContent("Not set yet: buyers cannot order this project's credits by bank transfer until it is.");
  });

  it('should refuse a mistyped IBAN as the server would, and send a typed one in its electronic form', async () => {
    const api = consoleApi();
    const toasts = watchToasts();
    const form = await openForm('Andes hydro');
    await userEvent.click(within(form).getByRole('button', { name: 'Set transfer details' }));
    expect(await within(form).findByText("Enter the bank's name")).toBeInTheDocument();
    expect(within(form).getByText("Enter the account holder's name")).toBeInTheDocument();
    expect(within(form).getByText('Enter the IBAN')).toBeInTheDocument();

    await fill(form, 'Bank name', 'Banco Andino');
    await fill(form, 'Account holder', 'Andes Hydro SA');
    await fill(form, 'IBAN', 'nl91 abna 0417 1643 01');
    await userEvent.click(within(form).getByRole('button', { name: 'Set transfer details' }));
    expect(await within(form).findByText('This IBAN is not valid: check its country code, length and digits')).toBeInTheDocument();
    expect(puts(api)).toEqual([]);

    await fill(form, 'IBAN', 'nl91 abna 0417 1643 00');
    await userEvent.click(within(form).getByRole('button', { name: 'Set transfer details' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]).toEqual(
      expect.objectContaining({
        path: `${projectsPath}/GS2443`,
        body: { bankName: 'Banco Andino', account: { kind: 'iban', holderName: 'Andes Hydro SA', iban: 'NL91ABNA0417164300' } },
      }),
    );
    await waitFor(() => expect(toasts.showing()).toContain('The transfer details of Andes hydro are saved'));
  });

  it('should take a US account with a routing number whose check digit holds', async () => {
    const api = consoleApi();
    const form = await openForm('Andes hydro');
    await fill(form, 'Bank name', 'First Bank');
    await fill(form, 'Account holder', 'Andes Hydro Inc');
    await userEvent.click(within(form).getByLabelText('By US account and routing number'));
    expect(within(form).queryByLabelText('IBAN')).not.toBeInTheDocument();
    await fill(form, 'Account number', '12a');
    await fill(form, 'Routing number', '011000016');
    await userEvent.click(within(form).getByRole('button', { name: 'Set transfer details' }));
    expect(await within(form).findByText('Enter the account number: 4 to 17 digits')).toBeInTheDocument();
    expect(within(form).getByText('This routing number is not valid: check it for a mistyped digit')).toBeInTheDocument();

    await fill(form, 'Account number', '000123456789');
    await fill(form, 'Routing number', '011000015');
    await userEvent.click(within(form).getByRole('button', { name: 'Set transfer details' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toEqual({
      bankName: 'First Bank',
      account: { kind: 'us', holderName: 'Andes Hydro Inc', accountNumber: '000123456789', routingNumber: '011000015' },
    });
  });

  it("should show the server's refusal in the form it sent", async () => {
    consoleApi(() => jsonReply({ message: 'You do not act for project GS1011' }, 404));
    const form = await openForm('Kenya cookstoves');
    await userEvent.click(within(form).getByRole('button', { name: 'Save transfer details' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You do not act for project GS1011');
  });
});
