import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { badRequest } from '@commons/server-kernel/errors';

/**
 * A data file named on the command line (`--file F`), made absolute against the folder
 * `pnpm ops` was typed in: pnpm runs the script in api/, and a server reading it has its own folder.
 */
export const DataFileSchema = v.pipe(
  v.string('must be a file name'),
  v.trim(),
  v.nonEmpty('needs a file name'),
  v.transform((file) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file)),
);

/** An operator's data file as JSON; a missing or malformed one is a 400 naming the file. */
export async function readDataFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'is not valid JSON';
    throw badRequest(`${file}: ${reason}`);
  }
}
