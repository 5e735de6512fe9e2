import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, watchToasts } from '@commons/shared/testing';
import { screen, within } from '@testing-library/react';
import { kasigau } from '../features/projects/testing/projects';
import ProjectPage from './project-page';

/** Opens a project's page, as the host routes it. */
function visit(id: string) {
  renderPage(<ProjectPage />, { path: `/projects/${id}`, route: '/projects/:projectId' });
}

/** The disclosure as label -> value. */
function disclosure() {
  const list = screen.getByRole('region', { name: 'Disclosure' });
  const terms = within(list).getAllByRole('term').map((term) => term.textContent);
  const values = within(list).getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

describe('ProjectPage', () => {
  beforeEach(() => sessionActions.clear());

  it('should show, without a session, the project with its full AB 1305 disclosure', async () => {
    const api = fakeApi((call) => (call.path === 'projects/VCS-612' ? jsonReply(kasigau) : jsonReply({ message: 'unexpected' }, 404)));
    visit('VCS-612');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the project');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kasigau Corridor REDD+' })).toBeInTheDocument();
    expect(disclosure()).toEqual({
      'Project ID': 'VCS-612',
      Registry: "Verra: the project's page in the registry (opens in a new tab)",
      Protocol: 'VM0009 Methodology for Avoided Ecosystem Conversion',
      Location: 'Taita-Taveta, Kenya (3.40° S, 38.60° E)',
      'Project type': 'Forest conservation (REDD+)',
      'Removal or avoidance': 'Avoidance',
      'Crediting period': '1 January 2005 to 31 December 2034',
      Vintages: '2020, 2021',
      Durability: 'Protected for the 30-year crediting period, with a buffer pool for reversals',
      'Verification body': 'Epic Sustainability Services',
    });
    expect(screen.getByRole('link', { name: /the project's page in the registry/ })).toHaveAttribute(
      'href',
      'https://registry.verra.org/app/projectDetail/VCS/612',
    );
    expect(screen.getByText('Dryland forest between two national parks.')).toBeInTheDocument();
    expect(screen.getByText('The community runs the ranger teams.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Elephants crossing the Kasigau corridor, picture 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Map locating Kasigau Corridor REDD+ in Taita-Taveta, Kenya, at 3.40° S, 38.60° E' })).toBeInTheDocument();
    expect(screen.queryByText('Sample project')).not.toBeInTheDocument();

    const listings = within(screen.getByRole('table', { name: 'Credits for sale' })).getAllByRole('row').slice(1);
    expect(listings.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['2020', '1,000 tonnes', '$12.10', '$10.00'],
      ['2021', '250 tonnes', '$18.00', '$15.00'],
    ]);
    expect(api.sent).toEqual([expect.objectContaining({ method: 'GET', path: 'projects/VCS-612', authorization: null })]);
  });

  it('should say clearly that a sample project is a sample, and when nothing is for sale', async () => {
    fakeApi(() => jsonReply({ ...kasigau, sample: true, listings: [], availableTonnes: 0, priceRange: null }));
    visit('VCS-612');
    expect(await screen.findByText('Sample project')).toBeInTheDocument();
    expect(screen.getByText(/An illustrative project shipped with Carbon Commons/)).toBeInTheDocument();
    expect(screen.getByText('No credits of this project are for sale just now.')).toBeInTheDocument();
  });

  it('should show the 404 page, once and with no toast, for an id no project has', async () => {
    const toasts = watchToasts();
    const api = fakeApi(() => jsonReply({ message: 'No project has this id' }, 404));
    visit('VCS-999');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText("Sorry, we couldn't find the project VCS-999.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all projects' })).toHaveAttribute('href', '/projects');
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(toasts.showing()).toEqual([]);
    expect(api.sent).toHaveLength(1);
    // Not a page for search engines, though the server answered 200.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
