import { ProjectFieldsSchema, ProjectIdSchema, wordCount } from './projects';
import { validate } from './validate';

const issuesOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? [] : result.issues.map(({ field, message }) => `${field}: ${message}`);
};

const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i % 10}`).join(' ');

const project = {
  projectId: 'GS2443',
  name: 'Rajasthan Solar Water Pumps',
  registry: 'Gold Standard',
  registryUrl: 'https://registry.goldstandard.org/projects/details/2443',
  methodology: 'AMS-I.B. Mechanical energy for the user',
  projectType: 'Renewable energy: solar water pumping',
  effect: 'avoidance',
  country: 'India',
  region: 'Rajasthan',
  latitude: 26.9,
  longitude: 75.8,
  creditingPeriodStart: '2019-01-01',
  creditingPeriodEnd: '2028-12-31',
  vintages: [2022, 2021],
  durability: 'Avoided emissions: not reversible',
  verificationBody: 'Earthood Services',
  description: 'Solar pumps replace diesel pumps.\n\nFarmers irrigate without fuel.',
  sample: true,
};

describe('ProjectFieldsSchema', () => {
  it('should accept a whole disclosure and sort its vintages', () => {
    const result = validate(ProjectFieldsSchema, project);
    expect(result.ok && result.value.vintages).toEqual([2021, 2022]);
  });

  it('should call a project without the sample flag a real one', () => {
    const result = validate(ProjectFieldsSchema, { ...project, sample: undefined });
    expect(result.ok && result.value.sample).toBe(false);
  });

  it.each([
    'name',
    'registry',
    'registryUrl',
    'methodology',
    'projectType',
    'country',
    'region',
    'latitude',
    'longitude',
    'creditingPeriodStart',
    'creditingPeriodEnd',
    'durability',
    'verificationBody',
    'description',
  ])('should refuse a project without %s as required', (field) => {
    expect(issuesOf(ProjectFieldsSchema, { ...project, [field]: undefined })).toEqual([`${field}: required`]);
  });

  it.each([
    ['effect', 'offset', 'must be one of removal, avoidance'],
    ['vintages', [], 'required'],
    ['vintages', [2021, 2021], 'must not name a year twice'],
    ['registry', 'Acme Registry', 'must be one of'],
    ['registryUrl', 'http://registry.goldstandard.org/projects/2443', 'must be an https address'],
    ['registryUrl', 'registry page', 'invalid'],
    ['country', 'Atlantis', 'invalid'],
    ['latitude', 91, 'must be from -90 to 90'],
    ['longitude', '75.8', 'must be a number'],
    ['creditingPeriodStart', '01/01/2019', 'must be a date written YYYY-MM-DD'],
    ['creditingPeriodEnd', '2018-12-31', 'must be after creditingPeriodStart'],
    ['name', 'Solar\u0000', 'must not contain control characters'],
  ])('should refuse %s = %j', (field, value, message) => {
    const issues = issuesOf(ProjectFieldsSchema, { ...project, [field]: value });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toContain(`${field}: ${message}`);
  });

  it('should accept a description of 500 words', () => {
    expect(validate(ProjectFieldsSchema, { ...project, description: words(500) }).ok).toBe(true);
  });

  it('should refuse a description of 700 words, saying how many it has', () => {
    expect(issuesOf(ProjectFieldsSchema, { ...project, description: words(700) })).toEqual([
      'description: must be at most 500 words (it has 700)',
    ]);
  });
});

describe('ProjectIdSchema', () => {
  it.each(['GS2443', 'VCS612', 'CDM-8261'])('should accept the registry id %s', (id) => {
    expect(validate(ProjectIdSchema, id).ok).toBe(true);
  });

  it.each([
    ['', 'required'],
    ['GS 2443', 'invalid'],
    ['-GS2443', 'invalid'],
    ['GS2443--1', 'invalid'],
    ['x'.repeat(41), 'invalid'],
    ["GS2443';--", 'invalid'],
  ])('should refuse %j as %s', (id, message) => {
    expect(issuesOf(ProjectIdSchema, id)).toEqual([`: ${message}`]);
  });
});

describe('wordCount', () => {
  it('should count words across spaces, tabs and line breaks', () => {
    expect(wordCount('  one two\tthree\n\nfour ')).toBe(4);
  });
});
