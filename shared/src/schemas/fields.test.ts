import * as v from 'valibot';
import { nameText, phoneText } from './fields';
import { messages } from './messages';

const check = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? { value: result.output } : { message: result.issues[0].message };
};

describe('nameText', () => {
  const name = nameText(messages.nameRequired);

  it.each([
    ['missing', undefined, 'Name is required'],
    ['zero-width spaces only', '\u200b'.repeat(8), 'Name is required'],
    ['under 7 characters', 'Ada Lo', 'Name is too short'],
    ['padded to 7 with zero-width spaces', 'Ada\u200b\u200b\u200b\u200bLo', 'Name is too short'],
    ['holding a NUL', 'Ada\u0000Lovelace', 'must not contain control characters'],
    ['over 100 characters', 'x'.repeat(101), 'must be at most 100 characters'],
  ])('should refuse a name %s', (_case, input, message) => {
    expect(check(name, input)).toEqual({ message });
  });

  it.each(['José María Ñúñez', '李小龙 Wang Lee', 'Ada Lov'])('should accept %s', (input) => {
    expect(check(name, input)).toEqual({ value: input });
  });

  it('should take the form its own required message', () => {
    expect(check(nameText(messages.required), '')).toEqual({ message: 'required' });
  });
});

describe('phoneText', () => {
  const phone = phoneText(messages.phoneRequired);

  it.each([
    ['missing', undefined, 'Phone is required'],
    ['blank', '   ', 'Phone is required'],
    ['of letters', 'abcdefghijkl', 'Invalid phone'],
    ['with letters among digits', '0123 456 7890 ext', 'Invalid phone'],
    ['under 11 characters', '0123456789', 'Invalid phone'],
    ['with a + not at the start', '0123+4567890', 'Invalid phone'],
    ['of punctuation only', '(((--..--)))', 'Invalid phone'],
    ['with more than 15 digits', '+1234 5678 9012 3456', 'Invalid phone'],
    ['holding a NUL', '0123456\u00007890', 'Invalid phone'],
    ['over 30 characters', `+44 ${'-'.repeat(27)} 1`, 'must be at most 30 characters'],
  ])('should refuse a phone %s', (_case, input, message) => {
    expect(check(phone, input)).toEqual({ message });
  });

  it.each(['+44 20 7946 0958', '01234567890', '+4412345678901', '(020) 7946-0958', '+1 (555) 010.0199', '+49 30 901820'])(
    'should accept %s',
    (input) => {
      expect(check(phone, input)).toEqual({ value: input });
    },
  );

  it('should keep the phone trimmed', () => {
    expect(check(phone, ' +44 20 7946 0958\u200b ')).toEqual({ value: '+44 20 7946 0958' });
  });
});
