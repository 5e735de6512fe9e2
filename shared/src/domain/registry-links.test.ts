import { registryProjectUrl, registryRetirementUrl } from './registry-links';

describe('registryProjectUrl', () => {
  it.each([
    ['Verra', 'VCS612', 'https://registry.verra.org/app/projectDetail/VCS/612'],
    ['VCS', 'VCS-1748', 'https://registry.verra.org/app/projectDetail/VCS/1748'],
    ['Gold Standard', 'GS2443', 'https://registry.goldstandard.org/projects/details/2443'],
    ['gold  standard', 'GS 3187', 'https://registry.goldstandard.org/projects/details/3187'],
    ['GS', '0456', 'https://registry.goldstandard.org/projects/details/456'],
  ])('should link %s project %s to its page in the registry', (registry, projectId, url) => {
    expect(registryProjectUrl(registry, projectId)).toBe(url);
  });

  it.each([
    ['CDM', '1234'],
    ['Unknown Registry', 'VCS612'],
    ['Verra', 'GS2443'],
    ['Gold Standard', 'VCS612'],
    ['Verra', 'VCS'],
  ])('should give no link for %s project %s rather than a wrong one', (registry, projectId) => {
    expect(registryProjectUrl(registry, projectId)).toBeUndefined();
  });
});

describe('registryRetirementUrl', () => {
  it.each([
    ['Verra', 'VCS-VCU-612-KE-2020-14-0417-1-25', 'https://registry.verra.org/app/search/VCS/VCUs?serialNumbers=VCS-VCU-612-KE-2020-14-0417-1-25'],
    ['verra vcs', ' VCS-VCU-1563-1-3 ', 'https://registry.verra.org/app/search/VCS/VCUs?serialNumbers=VCS-VCU-1563-1-3'],
    ['Gold Standard', 'GS1-1-IN-GS2443-12-2021-21578-1-24', 'https://registry.goldstandard.org/credit-blocks?q=GS1-1-IN-GS2443-12-2021-21578-1-24'],
    ['GS', 'GS1 1/2', 'https://registry.goldstandard.org/credit-blocks?q=GS1%201%2F2'],
  ])('should search %s for the serial range %s', (registry, serials, url) => {
    expect(registryRetirementUrl(registry, serials, false)).toBe(url);
  });

  it.each([
    ['CDM', 'CDM-8261-1-2', false],
    ['Unknown Registry', 'VCS-VCU-612-1-2', false],
    ['Verra', '', false],
    ['Verra', 'VCS-VCU-612-KE-2020-14-0417-1-25', true],
  ])('should give no link for %s serials %j (sample: %s) rather than a wrong one', (registry, serials, sample) => {
    expect(registryRetirementUrl(registry, serials, sample)).toBeUndefined();
  });
});
