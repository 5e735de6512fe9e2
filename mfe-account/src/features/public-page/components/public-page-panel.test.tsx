import type { PublicPageSettings } from '@commons/shared/schemas';
import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, signedUpUser, watchToasts } from '@commons/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicPagePanel } from './public-page-panel';

const settingsPath = 'user/individual/public-page';
const off: PublicPageSettings = { enabled: false, handle: null, displayName: null };

/** The settings endpoint: GET answers what was last saved; PUT saves, or answers `refusal`. */
function fakeSettingsApi(initial: PublicPageSettings, refusal?: { status: number; message: string }) {
  let stored = initial;
  return fakeApi(({ method, path, body }) => {
    if (path !== settingsPath) return jsonReply({ message: 'unexpected' }, 500);
    if (method === 'PUT') {
      if (refusal) return jsonReply({ message: refusal.message }, refusal.status);
      stored = body as PublicPageSettings;
    }
    return jsonReply(stored);
  });
}

const handleField = () => screen.getByRole('textbox', { name: 'Handle' });
const nameField = () => screen.getByRole('textbox', { name: 'Display name' });
const pageSwitch = () => screen.getByRole('switch', { name: 'Show my public impact page' });

describe('PublicPagePanel', () => {
  beforeEach(() => sessionActions.signIn(signedUpUser));

  it('should turn the page on under the chosen handle and name, and link to it', async () => {
    const api = fakeSettingsApi(off);
    const toasts = watchToasts();
    renderPage(<PublicPagePanel />);
    expect(await screen.findByRole('switch', { name: 'Show my public impact page' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(pageSwitch());
    await userEvent.type(handleField(), '  Ada-Plants ');
    await userEvent.type(nameField(), 'Ada the Planter');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.showing()).toContain('Your public impact page is on'));
    const put = api.sent.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ body: { enabled: true, handle: 'Ada-Plants', displayName: 'Ada the Planter' } });
    expect(put!.authorization).toBe(`Bearer ${signedUpUser.token}`);
    expect(await screen.findByRole('link', { name: '/u/Ada-Plants' })).toHaveAttribute('href', '/u/Ada-Plants');
  });

  it('should refuse a bad handle at its field and send nothing', async () => {
    const api = fakeSettingsApi(off);
    renderPage(<PublicPagePanel />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Handle' }), 'admin');
    await userEvent.type(nameField(), 'Ada the Planter');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('is reserved: choose another')).toBeInTheDocument();
    expect(handleField()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(handleField());
    await userEvent.type(handleField(), 'ada plants');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('may contain only the letters a to z, digits and hyphens')).toBeInTheDocument();
    expect(api.sent.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('should tell at the field that another account holds the handle', async () => {
    fakeSettingsApi(off, { status: 409, message: 'This handle is taken: choose another' });
    renderPage(<PublicPagePanel />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Handle' }), 'taken-handle');
    await userEvent.type(nameField(), 'Ada the Planter');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(handleField()).toHaveAccessibleDescription(expect.stringContaining('This handle is taken: choose another')));
  });

  it('should turn a page that is on off, keeping its handle', async () => {
    const api = fakeSettingsApi({ enabled: true, handle: 'ada-plants', displayName: 'Ada the Planter' });
    const toasts = watchToasts();
    renderPage(<PublicPagePanel />);
    expect(await screen.findByRole('link', { name: '/u/ada-plants' })).toBeInTheDocument();
    expect(handleField()).toHaveValue('ada-plants');
    await userEvent.click(pageSwitch());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.showing()).toContain('Your public impact page is off'));
    expect(api.sent.find((call) => call.method === 'PUT')?.body).toEqual({ enabled: false, handle: 'ada-plants', displayName: 'Ada the Planter' });
    await waitFor(() => expect(screen.queryByRole('link', { name: '/u/ada-plants' })).not.toBeInTheDocument());
  });
});
