import { toast } from 'react-toastify';
import { authQueryKeys, getMyProfile } from '../api/auth';
import { createQueryClient } from './create-query-client';

/** A reply whose headers are in and whose body arrives only if the request is not aborted first. */
function slowReply(sent: Request): Response {
  const body = new ReadableStream({
    start: (stream) => sent.signal.addEventListener('abort', () => stream.error(sent.signal.reason)),
  });
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

// A profile fetched twice at login, one fetch cancelled, must not show "Error occured, please try again".
describe('a query cancelled by TanStack Query', () => {
  it('should show no error toast and leave no error on the query', async () => {
    const fetch = vi.fn(async (sent: Request) => slowReply(sent));
    vi.stubGlobal('fetch', fetch);
    const toastError = vi.spyOn(toast, 'error');
    const queryClient = createQueryClient();
    const fetching = queryClient
      .fetchQuery({ queryKey: authQueryKeys.myProfile, queryFn: ({ signal }) => getMyProfile({ signal }) })
      .catch(() => undefined);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await queryClient.cancelQueries({ queryKey: authQueryKeys.myProfile });
    await fetching;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toastError).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(authQueryKeys.myProfile)?.error ?? null).toBeNull();
  });
});
