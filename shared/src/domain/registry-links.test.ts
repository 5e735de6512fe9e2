import { registryProjectUrl } from './registry-links';

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
