import { act, renderHook } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import { watchToasts } from '../testing/watch-toasts';
import { notify } from './notify';
import { useFormToasts } from './use-form-toasts';

describe('useFormToasts', () => {
  it("should replace the form's toasts when it is sent again", () => {
    const toasts = watchToasts();
    const { result } = renderHook(() => useFormToasts());
    act(() => result.current.show(['Name is required', 'Phone is required']));
    expect(toasts.showing()).toEqual(['Name is required', 'Phone is required']);
    act(() => result.current.show(['Phone is required']));
    expect(toasts.showing()).toEqual(['Phone is required']);
    act(() => result.current.clear());
    expect(toasts.showing()).toEqual([]);
  });

  it('should dismiss the failures it adopted, and only its own toasts, when the form leaves', () => {
    const toasts = watchToasts();
    const { result, unmount } = renderHook(() => useFormToasts());
    notify.error('Email already registered');
    notify.success('Member Added');
    act(() => result.current.adopt(new ApiError('Email already registered', 409)));
    act(() => result.current.show(['Invalid phone']));
    expect(toasts.showing()).toEqual(['Member Added', 'Invalid phone']);
    notify.error('Email already registered');
    act(() => result.current.adopt(new ApiError('Email already registered', 409)));
    unmount();
    expect(toasts.showing()).toEqual(['Member Added']);
  });

  it('should dismiss a failure that arrives after the form has gone', () => {
    const toasts = watchToasts();
    const { result, unmount } = renderHook(() => useFormToasts());
    unmount();
    notify.error('Withdrawals are paused');
    result.current.adopt(new ApiError('Withdrawals are paused', 503));
    expect(toasts.showing()).toEqual([]);
  });

  it('should leave errors that were never toasted alone', () => {
    const toasts = watchToasts();
    const { result } = renderHook(() => useFormToasts());
    notify.error('boom');
    act(() => result.current.adopt(new Error('boom')));
    act(() => result.current.clear());
    expect(toasts.showing()).toEqual(['boom']);
  });
});
