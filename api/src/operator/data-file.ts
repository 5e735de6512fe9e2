import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import type { DataUpload } from '@commons/shared/schemas';
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

/**
 * Where a seed reads its data file: a path (the command line's `--file F`, or the shipped file),
 * or a file uploaded from the console, its text in hand and named by its file name.
 */
export type DataSource = string | DataUpload;

/** The name every problem of the file starts with: its path, or the uploaded file's name. */
export const dataSourceName = (source: DataSource): string => (typeof source === 'string' ? source : source.name);

/** An operator's data file as JSON; a missing or malformed one is a 400 naming the file. */
export async function readDataFile(source: DataSource): Promise<unknown> {
  try {
    return JSON.parse(typeof source === 'string' ? await readFile(source, 'utf8') : source.content);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'is not valid JSON';
    throw badRequest(`${dataSourceName(source)}: ${reason}`);
  }
}
