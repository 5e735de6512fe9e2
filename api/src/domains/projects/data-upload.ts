import type { DataUpload, SeedLine } from '@commons/shared/schemas';
import type { ListingRow } from '../../db/schema';
import type { Listings } from '../carbon/listings';
import type { SeededProject } from './project-save';
import type { Projects } from './projects';

// The console's upload of a projects or listings file (docs/operations.md#projects-and-listings-from-the-console):
// the preview is the seed's own dry run, the save the seed's ops command; both read the file
// with the command line's rules and messages.

export const projectLines = (seeded: SeededProject[]): SeedLine[] =>
  seeded.map(({ projectId, name, outcome }) => ({ id: projectId, name, outcome }));

/** The listings a save added; the blocks already listed are left as they are and not named. */
export const addedListingLines = (added: ListingRow[]): SeedLine[] =>
  added.map(({ serialPrefix, projectName }) => ({ id: serialPrefix, name: projectName, outcome: 'added' }));

/** What the projects seed would do with `file`; a 400 naming the first problem, as the seed's. */
export const previewProjects = async (projects: Projects, file: DataUpload): Promise<SeedLine[]> =>
  projectLines(await projects.seed(file, { dryRun: true }));

/** What the listings seed would do with `file`: each serial block, added or already listed. */
export async function previewListings(listings: Listings, file: DataUpload): Promise<SeedLine[]> {
  const planned = await listings.preview(file);
  return planned.map(({ entry, added }) => ({ id: entry.serialPrefix, name: entry.projectName, outcome: added ? 'added' : 'unchanged' }));
}
