import { ApiError, raiseWithdrawalRequest } from '@commons/shared/api';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { fakeApi, jsonReply } from '../testing';
import { createQueryClient } from './create-query-client';
import { useSend } from './use-send';

function wrapper(queryClient: QueryClient = createQueryClient()) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const withdrawal = { withdrawalRequestId: 'w1', requestedWithdrawalAmount: 10, status: 'PENDING' };

/** A withdrawal form's button, wired the way every sending button is. */
function Withdraw({ amount }: { amount: number }) {
  const withdraw = useSend({
    mutationFn: (value: number, { idempotencyKey }) =>
      raiseWithdrawalRequest({ requestedWithdrawalAmount: value }, { idempotencyKey }),
  });
  return (
    <button type="button" disabled={withdraw.busy} onClick={() => withdraw.send(amount)}>
      Submit Request
    </button>
  );
}

describe('useSend', () => {
  it('should call the API once for a double click with no delay, and free the button after the answer', async () => {
    const api = fakeApi(() => jsonReply(withdrawal));
    render(<Withdraw amount={10} />, { wrapper: wrapper() });
    const button = screen.getByRole('button', { name: 'Submit Request' });
    // Both clicks land before React re-renders, as a browser's dblclick does.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    const calls = api.callsTo('wallet/individual/raise-withdrawal-request');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('should disable the button while the request is in flight', async () => {
    let answer: (reply: Response) => void = () => undefined;
    const api = fakeApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<Withdraw amount={10} />, { wrapper: wrapper() });
    const button = screen.getByRole('button', { name: 'Submit Request' });
    fireEvent.click(button);
    expect(button).toBeDisabled();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(button).toBeDisabled();
    act(() => answer(jsonReply(withdrawal)));
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('should keep the key across a network failure and a 5xx, and renew it after a success', async () => {
    const replies = [() => Promise.reject(new TypeError('fetch failed')), () => jsonReply({}, 503), () => jsonReply(withdrawal), () => jsonReply(withdrawal)];
    const api = fakeApi(() => replies.shift()!());
    const { result } = renderHook(
      () =>
        useSend({
          mutationFn: (value: number, { idempotencyKey }) =>
            raiseWithdrawalRequest({ requestedWithdrawalAmount: value }, { idempotencyKey }),
        }),
      { wrapper: wrapper() },
    );
    for (let attempt = 0; attempt < 4; attempt += 1) {
      act(() => void result.current.send(10));
      await waitFor(() => expect(result.current.busy).toBe(false));
    }
    const keys = api.callsTo('wallet/individual/raise-withdrawal-request').map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[2]);
  });

  it('should renew the key after a refusal and when the submitted values change', async () => {
    const seen: string[] = [];
    const refusals = [new ApiError('Insufficient balance', 400), new ApiError('offline', 0)];
    const { result } = renderHook(
      () =>
        useSend({
          mutationFn: (_value: { amount: number }, { idempotencyKey }) => {
            seen.push(idempotencyKey);
            return Promise.reject(refusals.shift() ?? new ApiError('offline', 0));
          },
        }),
      { wrapper: wrapper() },
    );
    for (const amount of [10, 10, 20, 20]) {
      act(() => void result.current.send({ amount }));
      await waitFor(() => expect(result.current.busy).toBe(false));
    }
    // A 400 answer renews it; a failure without a reply keeps it; other values get a new one.
    expect(seen[1]).not.toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[1]);
    expect(seen[3]).toBe(seen[2]);
  });

  it('should refuse a second send while one is in flight and say so', async () => {
    fakeApi(() => jsonReply(withdrawal));
    const { result } = renderHook(
      () => useSend({ mutationFn: (value: number, { idempotencyKey }) => raiseWithdrawalRequest({ requestedWithdrawalAmount: value }, { idempotencyKey }) }),
      { wrapper: wrapper() },
    );
    let accepted: boolean[] = [];
    act(() => {
      accepted = [result.current.send(10), result.current.send(10)];
    });
    expect(accepted).toEqual([true, false]);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('should make lazy variables only for a submit that goes ahead', async () => {
    fakeApi(() => jsonReply(withdrawal));
    const make = vi.fn(() => 10);
    const { result } = renderHook(
      () => useSend({ mutationFn: (value: number, { idempotencyKey }) => raiseWithdrawalRequest({ requestedWithdrawalAmount: value }, { idempotencyKey }) }),
      { wrapper: wrapper() },
    );
    act(() => {
      result.current.send(make);
      result.current.send(make);
    });
    expect(make).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.busy).toBe(false));
  });

  describe('a refusal', () => {
    const refusal = 'Please verify your email address before asking for a withdrawal';
    const withdrawWith = (shownInPlace?: (error: ApiError) => boolean) =>
      renderHook(
        () =>
          useSend({
            mutationFn: (value: number, { idempotencyKey }) => raiseWithdrawalRequest({ requestedWithdrawalAmount: value }, { idempotencyKey }),
            shownInPlace,
          }),
        { wrapper: wrapper() },
      );

    it('should show the server\'s message as one error toast', async () => {
      const toastError = vi.spyOn(toast, 'error');
      fakeApi(() => jsonReply({ message: refusal }, 403));
      const { result } = withdrawWith();
      act(() => void result.current.send(10));
      await waitFor(() => expect(result.current.isError).toBe(true));
      await waitFor(() => expect(toastError).toHaveBeenCalled());
      expect(toastError.mock.calls.map((call) => call[0])).toEqual([refusal]);
    });

    it('should show no toast for a refusal the screen shows in place, and toast the others', async () => {
      const toastError = vi.spyOn(toast, 'error');
      const replies = [() => jsonReply({ message: refusal }, 403), () => jsonReply({ message: 'Insufficient balance' }, 409)];
      fakeApi(() => replies.shift()!());
      const { result } = withdrawWith((error) => error.status === 403);
      act(() => void result.current.send(10));
      await waitFor(() => expect(result.current.error?.message).toBe(refusal));
      act(() => void result.current.send(20));
      await waitFor(() => expect(result.current.error?.message).toBe('Insufficient balance'));
      await waitFor(() => expect(toastError).toHaveBeenCalled());
      expect(toastError.mock.calls.map((call) => call[0])).toEqual(['Insufficient balance']);
    });
  });
});
