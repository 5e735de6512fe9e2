import { messages } from '../schemas/messages';
import { measurePassword } from './index';

describe('measurePassword', () => {
  it.each([
    ['a common password', 'password1234'],
    ['a common one with a capital and a symbol', 'Password123!'],
    ['a keyboard walk', 'qwertyuiop123'],
    ['one repeated character', 'aaaaaaaaaaaa'],
  ])('should refuse %s as too easy to guess, with hints', async (_case, password) => {
    const strength = await measurePassword(password);
    expect(strength.score).toBeLessThan(3);
    expect(strength.problem).toBe(messages.passwordTooGuessable);
    expect(strength.hints.length).toBeGreaterThan(0);
  });

  it('should refuse a strong password under 12 characters as too short', async () => {
    expect((await measurePassword('x7#Qv!pL2z')).problem).toBe(messages.passwordTooShort);
  });

  it.each(['correct horse battery', 'purple monkey dishwasher', 'ieR7ohch4eiZ'])('should accept %j', async (password) => {
    const strength = await measurePassword(password);
    expect(strength).toMatchObject({ problem: null, label: expect.stringMatching(/strong/i) });
  });

  it("should count the person's own name and address as guessable", async () => {
    expect((await measurePassword('adalovelace1815')).problem).toBeNull();
    expect((await measurePassword('adalovelace1815', ['ada@example.com', 'Ada Lovelace'])).problem).toBe(
      messages.passwordTooGuessable,
    );
  });
});
