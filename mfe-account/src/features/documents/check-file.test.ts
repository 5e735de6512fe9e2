import { documentMaxBytes, documentMessages } from '@commons/shared/domain';
import { fileProblem } from './check-file';

const file = (name: string, type: string, size: number) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('fileProblem', () => {
  it.each([
    ['a PDF', file('a.pdf', 'application/pdf', 100), 0, null],
    ['a PNG named by extension only', file('a.PNG', '', 100), 4, null],
    ['a JPEG at exactly 10 MB', file('a.jpg', 'image/jpeg', documentMaxBytes), 0, null],
    ['no file', null, 0, documentMessages.noFile],
    ['a Word file', file('a.docx', 'application/msword', 100), 0, documentMessages.type],
    ['an empty file', file('a.pdf', 'application/pdf', 0), 0, documentMessages.empty],
    ['an 11 MB file', file('a.pdf', 'application/pdf', 11 * 1024 * 1024), 0, documentMessages.tooLarge],
    ['a sixth document', file('a.pdf', 'application/pdf', 100), 5, documentMessages.tooMany],
  ])('should judge %s', (_case, chosen, count, expected) => {
    expect(fileProblem(chosen, count)).toBe(expected);
  });
});
