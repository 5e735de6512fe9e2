import * as v from 'valibot';
import { controlCharacterMessage, minVisibleLength, requiredText } from './text';

/** The message of the first problem, or the value the rule keeps. */
const check = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? { value: result.output } : { message: result.issues[0].message };
};

const city = requiredText('required', { max: 10 });

describe('requiredText', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['spaces and tabs only', ' \t  '],
    ['zero-width spaces only', '\u200b\u200b\u200b'],
    ['joiners, a BOM and a soft hyphen only', '\u200c\u200d\ufeff\u00ad'],
    ['direction marks and a word joiner only', '\u200e\u200f\u2060'],
    ['a Hangul filler and a braille blank only', '\u3164\u2800'],
    ['non-breaking and ideographic spaces only', '\u00a0\u3000'],
  ])('should refuse a value that is %s with the required message', (_case, input) => {
    expect(check(city, input)).toEqual({ message: 'required' });
  });

  it.each([
    ['a NUL', 'Upp\u0000sala'],
    ['a lone NUL', '\u0000'],
    ['an escape', 'Upp\u001bsala'],
    ['DEL', 'Upp\u007fsala'],
    ['a C1 control', 'Upp\u0085sala'],
    ['a line break inside', 'Upp\nsala'],
    ['a tab inside', 'Upp\tsala'],
  ])('should refuse %s with a clear message', (_case, input) => {
    expect(check(city, input)).toEqual({ message: controlCharacterMessage });
  });

  it('should use the field its own message for control characters when it has one', () => {
    expect(check(requiredText('Phone is required', { invalid: 'Invalid phone' }), '0123\u00004567890')).toEqual({
      message: 'Invalid phone',
    });
  });

  it('should refuse more characters than the field allows, saying how many it allows', () => {
    expect(check(city, 'Uppsala Ost')).toEqual({ message: 'must be at most 10 characters' });
    expect(check(city, 'Uppsala Os')).toEqual({ value: 'Uppsala Os' });
  });

  it('should count an emoji or a Chinese character as one character', () => {
    expect(check(city, '🌍🌍🌍🌍🌍🌍🌍🌍🌍🌍')).toEqual({ value: '🌍🌍🌍🌍🌍🌍🌍🌍🌍🌍' });
    expect(check(city, '北京市朝阳区三里屯路')).toEqual({ value: '北京市朝阳区三里屯路' });
  });

  it('should keep the value trimmed of white space and zero-width characters at its ends', () => {
    expect(check(city, ' \u200b\ufeffUppsala\u200d\n ')).toEqual({ value: 'Uppsala' });
  });

  it('should measure the limit after trimming', () => {
    expect(check(city, `   ${'x'.repeat(10)}   `)).toEqual({ value: 'x'.repeat(10) });
  });

  it('should keep characters inside the value as typed', () => {
    expect(check(city, 'São  Paulo')).toEqual({ value: 'São  Paulo' });
  });

  it.each([
    ['Latin with accents', 'José María Ñúñez'],
    ['Chinese and Latin', '李小龙 Wang Lee'],
    ['Arabic', 'محمد بن سلمان'],
    ['Devanagari with a joiner inside', 'क्‍ष त्र ज्ञ'],
    ['Cyrillic', 'Фёдор Достоевский'],
  ])('should accept %s', (_case, name) => {
    expect(check(requiredText('required'), name)).toEqual({ value: name });
  });

  it('should let line breaks and tabs into a multi-line field only', () => {
    const description = requiredText('required', { multiline: true });
    expect(check(description, 'First line\n\tSecond line')).toEqual({ value: 'First line\n\tSecond line' });
    expect(check(description, 'First\u0000line')).toEqual({ message: controlCharacterMessage });
  });

  it('should refuse what is not a string with the required message', () => {
    expect(check(city, 42)).toEqual({ message: 'required' });
  });

  it('should stay fast on a long run of spaces', () => {
    const started = Date.now();
    expect(check(city, `${' '.repeat(100_000)}x${' '.repeat(100_000)}`)).toEqual({ value: 'x' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('minVisibleLength', () => {
  const name = v.pipe(requiredText('Name is required'), minVisibleLength(7, 'Name is too short'));

  it('should count spaces between words but not hidden characters', () => {
    expect(check(name, 'Ada Lov')).toEqual({ value: 'Ada Lov' });
    expect(check(name, 'Ada\u200b\u200b\u200bLo')).toEqual({ message: 'Name is too short' });
  });

  it('should measure after trimming', () => {
    expect(check(name, '   Ada Lo   ')).toEqual({ message: 'Name is too short' });
  });
});
