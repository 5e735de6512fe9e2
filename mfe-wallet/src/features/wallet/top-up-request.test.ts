import { readTopUpRequest } from './top-up-request';

describe('readTopUpRequest', () => {
  it('should read the amount and the way back of a short purchase', () => {
    expect(readTopUpRequest('?topUp=311&returnTo=%2Fcarbon-credits%3Fpurchase%3Dabc')).toEqual({
      amount: 311,
      returnTo: '/carbon-credits?purchase=abc',
    });
  });

  it('should ask for no top-up without the topUp parameter', () => {
    expect(readTopUpRequest('')).toBeNull();
    expect(readTopUpRequest('?returnTo=%2Fwizard')).toBeNull();
  });

  it.each(['0', '-5', '1.5', 'ten', '', '2000000'])('should leave out an amount of "%s"', (amount) => {
    expect(readTopUpRequest(`?topUp=${amount}`)).toEqual({});
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'should leave out a way back to %s',
    (returnTo) => {
      expect(readTopUpRequest(`?topUp=5&returnTo=${encodeURIComponent(returnTo)}`)).toEqual({ amount: 5 });
    },
  );
});
