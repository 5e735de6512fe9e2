import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOpsArgs, usage } from '../../src/cli/ops-args';
import { formatProjects, formatSeededProjects } from '../../src/domains/projects/commands';
import { readProjectFile } from '../../src/domains/projects/project-file';
import { tempDir } from '../helpers/build';
import { ops, runOps } from '../helpers/ops-cli';
import { png, projectFields, writeProjectFile } from '../helpers/projects';

function read(args: string[]) {
  const call = parseOpsArgs(args);
  return call === 'help' ? call : { command: `${call.command.group} ${call.command.action}`, input: call.input };
}

describe('projects ops arguments', () => {
  it('should read seed, with a file made absolute against the folder the command was typed in', () => {
    const here = process.env.INIT_CWD ?? process.cwd();
    expect(read(['projects', 'seed'])).toEqual({ command: 'projects seed', input: {} });
    expect(read(['projects', 'seed', '--file', 'my projects.json'])).toEqual({
      command: 'projects seed',
      input: { file: path.resolve(here, 'my projects.json') },
    });
    expect(read(['projects', 'seed', '--file', '/srv/projects.json'])).toEqual({ command: 'projects seed', input: { file: '/srv/projects.json' } });
    expect(read(['projects', 'list'])).toEqual({ command: 'projects list', input: {} });
  });

  it.each([
    [['projects', 'seed', 'extra.json'], 'Unexpected argument "extra.json"'],
    [['projects', 'seed', '--file', ' '], 'file needs a file name'],
    [['projects', 'list', '--file', 'x.json'], '--file applies to projects seed only'],
  ])('should refuse %j', (args, message) => {
    expect(() => parseOpsArgs(args)).toThrow(message);
  });

  it('should list the commands in the usage', () => {
    expect(usage).toContain('projects seed [--file F]');
    expect(usage).toContain('projects list');
  });
});

describe('projects ops output', () => {
  it('should say what a seed did to each project and list the projects aligned', () => {
    expect(
      formatSeededProjects([
        { projectId: 'GS2443', name: 'Rajasthan Solar Water Pumps', outcome: 'added' },
        { projectId: 'VCS612', name: 'Kasigau', outcome: 'unchanged' },
      ]),
    ).toEqual(['Added GS2443 Rajasthan Solar Water Pumps', 'Unchanged VCS612 Kasigau']);
    expect(formatSeededProjects([])).toEqual(['No project in the file']);
    expect(
      formatProjects([
        { projectId: 'GS2443', name: 'Solar Pumps', sample: true, pictures: 1, activeListings: 2, availableTonnes: 700 },
        { projectId: 'CDM-8261', name: 'Wind', sample: false, pictures: 3, activeListings: 1, availableTonnes: 5 },
      ]),
    ).toEqual([
      'GS2443    Solar Pumps  sample  1 picture   2 active listings  700 t for sale',
      'CDM-8261  Wind         real    3 pictures  1 active listing   5 t for sale',
    ]);
    expect(formatProjects([])).toEqual(['no projects']);
  });
});


/**
 * Each `ops` call starts a process that compiles the CLI and opens PGlite: several seconds, many
 * more while CI runs the browser journeys beside this suite. A guard against a hang, not a speed test.
 */
const cliTimeout = 240_000;

describe('projects on the command line', () => {
  it('should seed the shipped file, change nothing the second time, and list the projects as samples', async () => {
    const dataDir = await tempDir('ops');
    const count = (await readProjectFile()).length;
    const added = await ops(['projects', 'seed'], dataDir);
    expect(added).toHaveLength(count);
    expect(added[0]).toBe('Added GS2443 Rajasthan Solar Water Pumps');
    const again = await ops(['projects', 'seed'], dataDir);
    expect(again.every((line) => line.startsWith('Unchanged '))).toBe(true);
    const listed = await ops(['projects', 'list'], dataDir);
    expect(listed).toHaveLength(count);
    expect(listed.find((line) => line.startsWith('GS2443'))).toMatch(/Rajasthan Solar Water Pumps\s+sample\s+1 picture\s+0 active listings\s+0 t for sale$/);
  }, cliTimeout);

  it('should refuse a file with a 700-word description, an 800x500 picture or a missing disclosure field, saying why and saving nothing', async () => {
    const dataDir = await tempDir('ops');
    const entry = { ...projectFields({ projectId: 'GS9301' }), pictures: [{ file: 'p.png', alt: 'Grey' }] };
    const cases: Array<[object, Record<string, Buffer>, string]> = [
      [{ ...entry, description: Array.from({ length: 700 }, () => 'tree').join(' ') }, { 'p.png': await png(800, 600) }, 'description: must be at most 500 words (it has 700)'],
      [entry, { 'p.png': await png(800, 500) }, 'pictures.0 (p.png): must be at least 800x600 pixels (this one is 800x500)'],
      [{ ...entry, registry: undefined }, { 'p.png': await png(800, 600) }, 'registry: required'],
    ];
    for (const [project, pictures, reason] of cases) {
      const file = await writeProjectFile([project], pictures);
      const { code, stderr } = await runOps(['projects', 'seed', '--file', file], dataDir);
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(`ops: projects.0 (GS9301): ${reason}`);
    }
    expect(await ops(['projects', 'list'], dataDir)).toEqual(['no projects']);
  }, cliTimeout);
});
