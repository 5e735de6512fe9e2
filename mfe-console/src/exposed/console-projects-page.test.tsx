import type { ConsoleProjects, SeedReport } from '@commons/shared/schemas';
import { fakeApi, jsonReply, renderPage, watchToasts, type SentCall } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConsoleProjectsPage from './console-projects-page';

const projectsPath = '/api/console/projects';
const previewPath = '/api/console/projects/preview';
const savePath = '/api/console/projects/save';

const forSale: ConsoleProjects = {
  page: 1,
  limit: 10,
  total: 1,
  projects: [
    {
      projectId: 'GS2443',
      name: 'Rajasthan Solar Water Pumps',
      sample: true,
      pictures: 1,
      availableTonnes: 480,
      listings: [{ listingId: 'l1', serialPrefix: 'GS1-1-IN-GS2443-12-2021-21578', vintage: 2021, quantity: 500, remaining: 480, active: true }],
    },
  ],
};

const wouldAdd: SeedReport = { kind: 'projects', saved: false, lines: [{ id: 'GS9501', name: 'Test Wind Farm', outcome: 'added' }] };

const secondPage: ConsoleProjects = {
  page: 2,
  limit: 10,
  total: 11,
  projects: [{ projectId: 'VCS612', name: 'Kasigau Corridor', sample: true, pictures: 1, availableTonnes: 0, listings: [] }],
};

/** The console API: the projects for sale (`pagedTotal` of them), a preview answered by `preview`, a save by `save`. */
function consoleApi({
  preview = () => jsonReply(wouldAdd),
  save,
  pagedTotal = 1,
}: { preview?: (call: SentCall) => Response; save?: (call: SentCall) => Response; pagedTotal?: number } = {}) {
  return fakeApi((call) => {
    if (call.path === projectsPath) return jsonReply(call.query.page === '2' ? { ...secondPage, total: 11 } : { ...forSale, total: pagedTotal });
    if (call.path === previewPath) return preview(call);
    if (call.path === savePath) return save ? save(call) : jsonReply({ ...wouldAdd, saved: true });
    return jsonReply({ message: 'Not Found' }, 404);
  });
}

const projectsFile = () => new File([JSON.stringify({ projects: [{ projectId: 'GS9501' }] })], 'wind.json', { type: 'application/json' });

async function chooseAndPreview(file = projectsFile()) {
  renderPage(<ConsoleProjectsPage />, { path: '/console/projects' });
  await userEvent.upload(screen.getByLabelText('File'), file);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
}

describe('ConsoleProjectsPage', () => {
  it('should list every project with its listings and the tonnes left', async () => {
    consoleApi();
    renderPage(<ConsoleProjectsPage />, { path: '/console/projects' });
    expect(screen.getByRole('heading', { name: 'Projects and listings', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Projects and their listings' });
    const row = within(table).getByText('Rajasthan Solar Water Pumps').closest('tr')!;
    expect(row).toHaveTextContent('GS2443');
    expect(row).toHaveTextContent('GS1-1-IN-GS2443-12-2021-21578 (2021): 480 of 500 t left');
    expect(row).toHaveTextContent('480 t');
  });

  it('should ask the server for the next page of projects', async () => {
    const api = consoleApi({ pagedTotal: 11 });
    renderPage(<ConsoleProjectsPage />, { path: '/console/projects' });
    expect(await screen.findByText('Page 1 of 2 (11 in all)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Kasigau Corridor')).toBeInTheDocument();
    expect(screen.getByText('None')).toBeInTheDocument();
    expect(api.callsTo(projectsPath).map((call) => call.query)).toEqual([{}, { page: '2' }]);
  });

  it('should sort by a header, filter by kind and search on the server, from and into the address', async () => {
    const api = consoleApi();
    renderPage(<ConsoleProjectsPage />, { path: '/console/projects?kind=real&q=wind' });
    const table = await screen.findByRole('table', { name: 'Projects and their listings' });
    expect(within(table).getByRole('columnheader', { name: /Project/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: /For sale/ }));
    await waitFor(() => expect(api.callsTo(projectsPath).at(-1)?.query).toEqual({ kind: 'real', q: 'wind', sort: 'availableTonnes', order: 'asc' }));
    expect(api.callsTo(projectsPath)[0]?.query).toEqual({ kind: 'real', q: 'wind' });
  });

  it('should preview the chosen file on the server and say what saving would do', async () => {
    const api = consoleApi();
    await chooseAndPreview();
    expect(await screen.findByText('Saving wind.json would add 1 project.')).toBeInTheDocument();
    const report = screen.getByRole('table', { name: 'What saving wind.json would do' });
    expect(within(report).getByText('GS9501').closest('tr')).toHaveTextContent('Added');
    expect(api.callsTo(previewPath)).toEqual([
      expect.objectContaining({ method: 'POST', body: { kind: 'projects', file: { name: 'wind.json', content: JSON.stringify({ projects: [{ projectId: 'GS9501' }] }) } } }),
    ]);
    expect(api.callsTo(savePath)).toEqual([]);
  });

  it("should show the server's refusal of a file as sent", async () => {
    consoleApi({ preview: () => jsonReply({ message: 'projects.0 (GS9501): verificationBody: required' }, 400) });
    await chooseAndPreview();
    expect(await screen.findByRole('alert')).toHaveTextContent('projects.0 (GS9501): verificationBody: required');
    expect(screen.queryByRole('button', { name: 'Save…' })).not.toBeInTheDocument();
  });

  it('should refuse a file over the limit before sending it', async () => {
    const api = consoleApi();
    renderPage(<ConsoleProjectsPage />, { path: '/console/projects' });
    await userEvent.upload(screen.getByLabelText('File'), new File(['x'.repeat(257 * 1024)], 'big.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('big.json is too large (at most 256 KB)');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(api.callsTo(previewPath)).toEqual([]);
  });

  it('should save only with a reason, behind a confirmation naming the file and what it does', async () => {
    const api = consoleApi();
    const toasts = watchToasts();
    await chooseAndPreview();
    await userEvent.click(await screen.findByRole('button', { name: 'Save…' }));
    const dialog = screen.getByRole('dialog', { name: 'Save the projects file' });
    expect(dialog).toHaveTextContent('Save wind.json: add 1 project?');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Reason is required: say why you change what is for sale')).toBeInTheDocument();
    expect(api.callsTo(savePath)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'New wind project');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(savePath)).toEqual([
      expect.objectContaining({ body: { kind: 'projects', file: expect.objectContaining({ name: 'wind.json' }), reason: 'New wind project' } }),
    ]);
    await waitFor(() => expect(toasts.showing()).toContain('wind.json saved: 1 project added or updated'));
  });

  it("should keep the confirmation open with the server's refusal of a save", async () => {
    consoleApi({ save: () => jsonReply({ message: 'Your role cannot do this in the console' }, 403) });
    await chooseAndPreview();
    await userEvent.click(await screen.findByRole('button', { name: 'Save…' }));
    const dialog = screen.getByRole('dialog', { name: 'Save the projects file' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'New wind project');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your role cannot do this in the console');
  });
});
