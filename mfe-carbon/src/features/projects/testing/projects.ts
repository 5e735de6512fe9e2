import type { Project, ProjectSummary } from '@commons/shared/schemas';

const picture = (n: number) => ({
  url: `/api/api/projects/VCS-612/pictures/${'a'.repeat(63)}${n}`,
  alt: `Elephants crossing the Kasigau corridor, picture ${n}`,
  width: 1200,
  height: 900,
  small: { url: `/api/api/projects/VCS-612/pictures/${'c'.repeat(63)}${n}`, width: 640, height: 480 },
  // Not wider than the large copy: the original serves dense screens.
  large: null,
});

/** A project as GET /projects lists it. */
export const kasigauSummary: ProjectSummary = {
  projectId: 'VCS-612',
  name: 'Kasigau Corridor REDD+',
  projectType: 'Forest conservation (REDD+)',
  effect: 'avoidance',
  country: 'Kenya',
  region: 'Taita-Taveta',
  latitude: -3.4,
  longitude: 38.6,
  sample: false,
  picture: picture(1),
  availableTonnes: 1250,
  priceRange: { min: 12.1, max: 18 },
};

/** A sample removal project with nothing left for sale. */
export const mangroveSummary: ProjectSummary = {
  projectId: 'GS-2443',
  name: 'Sundarbans Mangrove Restoration',
  projectType: 'Mangrove restoration',
  effect: 'removal',
  country: 'Bangladesh',
  region: 'Khulna',
  latitude: 22.0,
  longitude: 89.2,
  sample: true,
  // Saved before renditions were made: no small copy.
  picture: { ...picture(2), url: '/api/api/projects/GS-2443/pictures/b', alt: 'Young mangroves at low tide', small: null, large: null },
  availableTonnes: 0,
  priceRange: null,
};

/** The Kasigau project as GET /projects/{projectId} tells it. */
export const kasigau: Project = {
  ...kasigauSummary,
  registry: 'Verra',
  registryUrl: 'https://registry.verra.org/app/projectDetail/VCS/612',
  methodology: 'VM0009 Methodology for Avoided Ecosystem Conversion',
  creditingPeriodStart: '2005-01-01',
  creditingPeriodEnd: '2034-12-31',
  vintages: [2020, 2021],
  durability: 'Protected for the 30-year crediting period, with a buffer pool for reversals',
  verificationBody: 'Epic Sustainability Services',
  description: 'Dryland forest between two national parks.\n\nThe community runs the ranger teams.',
  pictures: [picture(1), picture(2)],
  listings: [
    {
      listingId: 'l-2020',
      unitPrice: 10,
      markUpPrice: 12.1,
      projectName: 'Kasigau Corridor REDD+',
      projectId: 'VCS-612',
      registry: 'Verra',
      country: 'Kenya',
      vintage: 2020,
      methodology: 'VM0009',
      available: 1000,
      bankTransfer: false,
    },
    {
      listingId: 'l-2021',
      unitPrice: 15,
      markUpPrice: 18,
      projectName: 'Kasigau Corridor REDD+',
      projectId: 'VCS-612',
      registry: 'Verra',
      country: 'Kenya',
      vintage: 2021,
      methodology: 'VM0009',
      available: 250,
      bankTransfer: false,
    },
  ],
  updatedAt: '2026-11-20T10:00:00.000Z',
};
