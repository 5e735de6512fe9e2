import { createQueryClient } from '@commons/shared/query';
import { sessionActions, startTabHandoff } from '@commons/shared/session';
import { approvedUser } from '@commons/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { ForgetOnSignOutElsewhere } from './tab-session';

describe('ForgetOnSignOutElsewhere', () => {
  it("should forget this tab's cached replies when another tab signs out", async () => {
    sessionActions.signIn(approvedUser);
    const stop = startTabHandoff();
    const queryClient = createQueryClient();
    queryClient.setQueryData(['wallet', 'mine'], { amount: 120 });
    render(
      <QueryClientProvider client={queryClient}>
        <ForgetOnSignOutElsewhere />
      </QueryClientProvider>,
    );
    const otherTab = new BroadcastChannel('commons-session');
    otherTab.postMessage({ type: 'signed-out' });
    await waitFor(() => expect(queryClient.getQueryData(['wallet', 'mine'])).toBeUndefined());
    expect(sessionActions.getToken()).toBeNull();
    otherTab.close();
    stop();
  });
});
