import { ApiError } from './api-error';
import { isCancellation } from './cancellation';

describe('isCancellation', () => {
  it('should know an abort, whichever DOMException class raised it', () => {
    expect(isCancellation(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isCancellation(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe(true);
  });

  it('should count any failure of a call whose signal was aborted', () => {
    const controller = new AbortController();
    controller.abort();
    expect(isCancellation(new ApiError('Error occured, please try again', 200), controller.signal)).toBe(true);
  });

  it('should not excuse real failures', () => {
    expect(isCancellation(new ApiError('Server error occured, please try again', 503))).toBe(false);
    expect(isCancellation(new DOMException('timed out', 'TimeoutError'))).toBe(false);
    expect(isCancellation(null, new AbortController().signal)).toBe(false);
  });
});
