import { dataUploadMaxBytes, type DataUpload } from '@commons/shared/schemas';

/** The upload limit in the words the server's 413 uses. */
export const uploadLimitText = `${dataUploadMaxBytes / 1024} KB`;

/** A file's text, as UTF-8; FileReader rather than `Blob.text()`, which older engines and jsdom lack. */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(`${file.name} could not be read`));
    reader.readAsText(file);
  });

/**
 * The chosen file as the preview sends it: its name and text. A file over the server's limit is
 * refused here with the same limit, rather than sent to be refused.
 */
export async function readUpload(file: File): Promise<DataUpload> {
  if (file.size > dataUploadMaxBytes) throw new Error(`${file.name} is too large (at most ${uploadLimitText})`);
  return { name: file.name, content: await textOf(file) };
}
