import { registryChannels, screenFrames, type RegistryChannel, type ScreenFrame } from '@commons/shared/domain';
import type { Screen } from '@commons/shared/schemas';

/**
 * The registry's shape as the host reads it (docs/releases.md). The server checked
 * each screen's whole declaration when its version was published (shared's ScreenSchema); the
 * host checks only what it builds routes from. Written out rather than with valibot: this runs
 * before any page, so whatever it needs is in every page's first script (docs/performance.md).
 */
export interface ScreenEntry {
  path: string;
  page: string;
  frame: ScreenFrame;
  title: string;
  description?: string;
  sidebar?: { label: string; order: number };
  access: Screen['access'];
}

export interface RegistryEntry {
  name: string;
  version: string;
  entry: string;
  channel: RegistryChannel;
  screens: ScreenEntry[];
}

export interface Registry {
  remotes: RegistryEntry[];
}

/** Thrown for a registry that is not one; its message says the first thing wrong. */
export class RegistryShapeError extends Error {
  override name = 'RegistryShapeError';
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(at: string, what: string): never {
  throw new RegistryShapeError(`The registry's ${at} is not ${what}`);
}

function text(fields: Fields, key: string, at: string): string {
  const value = fields[key];
  return typeof value === 'string' ? value : fail(`${at}.${key}`, 'a string');
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], at: string): T {
  return allowed.includes(value as T) ? (value as T) : fail(at, `one of ${allowed.join(', ')}`);
}

function screenOf(value: unknown, at: string): ScreenEntry {
  if (!isObject(value)) fail(at, 'an object');
  const { description, sidebar, access } = value;
  const screen: ScreenEntry = {
    path: text(value, 'path', at),
    page: text(value, 'page', at),
    frame: oneOf(value.frame, screenFrames, `${at}.frame`),
    title: text(value, 'title', at),
    access: isObject(access) && 'guard' in access ? (access as Screen['access']) : fail(`${at}.access`, 'an access rule'),
  };
  if (description !== undefined) screen.description = typeof description === 'string' ? description : fail(`${at}.description`, 'a string');
  if (sidebar !== undefined) {
    if (!isObject(sidebar) || typeof sidebar.order !== 'number') fail(`${at}.sidebar`, 'a label and an order');
    screen.sidebar = { label: text(sidebar, 'label', `${at}.sidebar`), order: sidebar.order };
  }
  return screen;
}

function entryOf(value: unknown, at: string): RegistryEntry {
  if (!isObject(value)) fail(at, 'an object');
  // A registry saved before screens were declared cannot build the routes: it is not used.
  if (!Array.isArray(value.screens)) fail(`${at}.screens`, 'a list');
  return {
    name: text(value, 'name', at),
    version: text(value, 'version', at),
    entry: text(value, 'entry', at),
    // A registry saved before channels existed was the live one.
    channel: value.channel === undefined ? 'live' : oneOf(value.channel, registryChannels, `${at}.channel`),
    screens: value.screens.map((screen, index) => screenOf(screen, `${at}.screens[${index}]`)),
  };
}

/** The registry in `input`, keeping only the fields above; throws a RegistryShapeError when it is not one. */
export function readRegistry(input: unknown): Registry {
  if (!isObject(input) || !Array.isArray(input.remotes)) fail('top', 'an object with a list of remotes');
  return { remotes: input.remotes.map((remote, index) => entryOf(remote, `remotes[${index}]`)) };
}
