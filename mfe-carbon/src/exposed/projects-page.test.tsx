import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, watchToasts } from '@commons/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kasigauSummary, mangroveSummary } from '../features/projects/testing/projects';
import ProjectsPage from './projects-page';

/** One card's facts as label -> value. */
function factsOf(card: HTMLElement) {
  const terms = within(card).getAllByRole('term').map((term) => term.textContent);
  const values = within(card).getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

describe('ProjectsPage', () => {
  // A visitor, not an account holder.
  beforeEach(() => sessionActions.clear());

  it('should show, without a session, a card per project and a map with a dot for each', async () => {
    const api = fakeApi((call) => (call.path === 'projects' ? jsonReply([kasigauSummary, mangroveSummary]) : jsonReply({ message: 'unexpected' }, 404)));
    renderPage(<ProjectsPage />, { path: '/projects' });
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();

    const kasigau = await screen.findByRole('article', { name: 'Kasigau Corridor REDD+' });
    expect(within(kasigau).getByRole('img', { name: 'Elephants crossing the Kasigau corridor, picture 1' })).toBeInTheDocument();
    expect(factsOf(kasigau)).toEqual({
      Type: 'Forest conservation (REDD+)',
      Country: 'Kenya',
      Effect: 'Avoidance',
      Available: '1,250 tonnes',
      Price: '$12.10 to $18.00 per tonne',
    });
    expect(within(kasigau).queryByText('Sample')).not.toBeInTheDocument();

    const mangrove = screen.getByRole('article', { name: 'Sundarbans Mangrove Restoration' });
    expect(within(mangrove).getByText('Sample')).toBeInTheDocument();
    expect(factsOf(mangrove)).toMatchObject({ Effect: 'Removal', Available: '0 tonnes', Price: 'None for sale' });

    const map = screen.getByRole('img', { name: /^World map of the 2 projects/ });
    expect(map).toHaveAccessibleName(
      'World map of the 2 projects: Kasigau Corridor REDD+ in Kenya; Sundarbans Mangrove Restoration in Bangladesh',
    );
    expect(map.querySelectorAll('.place')).toHaveLength(2);

    expect(api.sent).toEqual([expect.objectContaining({ method: 'GET', path: 'projects', authorization: null })]);
  });

  it("should open a project's page from its name", async () => {
    fakeApi(() => jsonReply([kasigauSummary]));
    renderPage(<ProjectsPage />, { path: '/projects' });
    await userEvent.click(await screen.findByRole('link', { name: 'Kasigau Corridor REDD+' }));
    expect(screen.getByRole('status', { name: 'destination' })).toHaveTextContent('/projects/VCS-612');
  });

  it('should say so when no project is listed', async () => {
    fakeApi(() => jsonReply([]));
    renderPage(<ProjectsPage />, { path: '/projects' });
    expect(await screen.findByText('No projects are listed yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('should offer Try Again, with no toast, when the list cannot be loaded', async () => {
    const toasts = watchToasts();
    let down = true;
    fakeApi(() => (down ? jsonReply({ message: 'Server error occured, please try again' }, 503) : jsonReply([kasigauSummary])));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    renderPage(<ProjectsPage />, { path: '/projects' });
    // The query client retries a 5xx three times (1 s, 2 s, 4 s) before giving up.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(8000);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The projects could not be loaded.');
    expect(toasts.showing()).toEqual([]);
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Kasigau Corridor REDD+' })).toBeInTheDocument();
  });
});
