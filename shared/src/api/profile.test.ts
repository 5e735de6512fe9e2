import { toast } from 'react-toastify';
import { sessionActions } from '../session';
import { ApiError } from './api-error';
import { profileUpdateMessages, updateProfile, updateProfileDetails } from './profile';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const details = {
  country: 'Sweden',
  phone: '01234567890',
  uidOfResidence: 'UID-42',
  nationality: 'Norway',
  citizenshipNo: 'NO-1234',
  education: 'MSc',
  profession: 'Engineer',
};

describe('profile fetchers', () => {
  let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;
  let toastError: ReturnType<typeof vi.spyOn>;
  /** What each call sent, read at once: the client hands over a Request whose body can be read only once. */
  let sent: { method: string; path: string; body: unknown }[];

  beforeEach(() => {
    sessionActions.clear();
    sent = [];
    fetchMock = vi.fn<(request: Request) => Promise<Response>>();
    vi.stubGlobal('fetch', async (request: Request) => {
      const body: unknown = await request.clone().json().catch(() => undefined);
      sent.push({ method: request.method, path: new URL(request.url).pathname, body });
      return fetchMock(request);
    });
    toastError = vi.spyOn(toast, 'error');
  });

  it('should post only the changed fields under data', async () => {
    fetchMock.mockResolvedValue(reply({ individualCity: 'Lund' }));
    await expect(updateProfileDetails({ city: 'Lund' })).resolves.toEqual({ individualCity: 'Lund' });
    expect(sent).toEqual([
      { method: 'POST', path: '/api/api/user/individual/update-profile-details', body: { data: { city: 'Lund' } } },
    ]);
  });

  it('should keep the server message for a failed profile-details update', async () => {
    fetchMock.mockResolvedValue(reply({ message: 'country: invalid' }, 400));
    await expect(updateProfileDetails({ country: 'Atlantis' })).rejects.toMatchObject({ message: 'country: invalid' });
    expect(toastError.mock.calls.map((call: unknown[]) => call[0])).toEqual(['country: invalid']);
  });

  it('should put the seven fields to the individual id', async () => {
    fetchMock.mockResolvedValue(reply({ individualId: 'id/1' }));
    await updateProfile('id/1', details);
    expect(sent).toEqual([{ method: 'PUT', path: '/api/api/user/individual/update-profile/id%2F1', body: details }]);
  });

  it.each([
    [401, profileUpdateMessages.unauthenticated],
    [500, profileUpdateMessages.server],
    [503, profileUpdateMessages.server],
    [403, profileUpdateMessages.other],
    [400, profileUpdateMessages.other],
  ])('should report a %i edit-profile failure with one toast: %s', async (status, message) => {
    fetchMock.mockResolvedValue(reply({ message: 'What the server said' }, status));
    const error = await updateProfile('1', details).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message, status });
    expect(toastError.mock.calls.map((call: unknown[]) => call[0])).toEqual([message]);
  });

  it('should report an unreachable server as the generic edit-profile failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(updateProfile('1', details)).rejects.toMatchObject({ message: profileUpdateMessages.other, status: 0 });
    expect(toastError).toHaveBeenCalledTimes(1);
  });
});
