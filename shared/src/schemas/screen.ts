import * as v from 'valibot';
import { accountStatuses, menus, remoteNames, screenFrames } from '@commons/shared/domain';
// By file, not by entry: the endpoints' declarations import schemas (docs/architecture.md).
import { apiAccess, type ApiRoute } from '../contract/api-access';
import { consoleEndpoints, type ConsoleRoute } from '../contract/console-endpoints';
import { StaffRoleSchema } from './console';

const statusesOf = accountStatuses.filter((status) => status !== 'APPROVED');

/** A path of the site: `/impact`, `/verify/:checkoutId`; `/` alone is the landing page. */
const ScreenPathSchema = v.pipe(
  v.string('path is required'),
  v.regex(/^\/(?:[a-z0-9-]+|:[A-Za-z]+)?(?:\/(?:[a-z0-9-]+|:[A-Za-z]+))*$/, 'path must be / or /lower-case-words, each segment words or a :param'),
  v.maxLength(100, 'path must be at most 100 characters'),
);

/** The rule a guard applies (shared/src/domain/access.ts), with only known statuses and menus. */
const AccessRuleSchema = v.strictObject({
  statuses: v.optional(v.array(v.picklist(accountStatuses, `statuses must be among ${accountStatuses.join(', ')}`))),
  adminOnly: v.optional(v.boolean('adminOnly must be true or false')),
  menus: v.optional(v.array(v.picklist(menus, `menus must be among ${menus.join(', ')}`))),
  anyMenus: v.optional(v.array(v.picklist(menus, `anyMenus must be among ${menus.join(', ')}`))),
});

/**
 * How the host guards a remote's screen (the host decides; the remote only names the rule):
 * `public` for anyone, `guest` for visitors without a session (others go to the dashboard),
 * `protected` for a session the rule admits, `status-screen` for the screen of an account status,
 * `staff` for a console session of one of `roles` (docs/architecture.md, "The console").
 */
const ScreenGuardSchema = v.variant(
  'guard',
  [
    v.strictObject({ guard: v.literal('public') }),
    v.strictObject({ guard: v.literal('guest') }),
    v.strictObject({ guard: v.literal('protected'), rule: AccessRuleSchema }),
    v.strictObject({
      guard: v.literal('status-screen'),
      status: v.picklist(statusesOf, `status must be one of ${statusesOf.join(', ')}`),
      rule: AccessRuleSchema,
    }),
    v.strictObject({
      guard: v.literal('staff'),
      roles: v.pipe(v.array(StaffRoleSchema), v.minLength(1, 'roles must name at least one staff role')),
    }),
  ],
  'guard must be one of public, guest, protected, status-screen, staff',
);

const apiRoutes = Object.keys(apiAccess) as ApiRoute[];
const CallsSchema = v.array(v.picklist(apiRoutes, (issue) => `${String(issue.input)} is not an API route`));
const consoleRoutes = consoleEndpoints.map(({ key }) => key) as ConsoleRoute[];

/** One screen a remote draws: where it lives, who may see it, how the site names it, what it calls. */
export const ScreenSchema = v.strictObject({
  path: ScreenPathSchema,
  /** The exposed page (`ImpactPage`), the module `src/exposed/impact-page.tsx`. */
  page: v.pipe(v.string('page is required'), v.regex(/^[A-Z][A-Za-z0-9]*Page$/, 'page must be a PascalCase name ending in Page')),
  access: ScreenGuardSchema,
  /** The frame the host draws it in (`screenFrames`). */
  frame: v.picklist(screenFrames, `frame must be one of ${screenFrames.join(', ')}`),
  title: v.pipe(v.string('title is required'), v.trim(), v.minLength(1, 'title is required'), v.maxLength(60, 'title must be at most 60 characters')),
  /** What search engines and link previews show: for public screens. */
  description: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200, 'description must be at most 200 characters'))),
  /** Its link in the sidebar, ordered by `order` among every remote's links; none when absent. */
  sidebar: v.optional(
    v.strictObject({
      label: v.pipe(v.string('sidebar.label is required'), v.trim(), v.minLength(1, 'sidebar.label is required'), v.maxLength(30, 'sidebar.label must be at most 30 characters')),
      order: v.pipe(v.number('sidebar.order must be a number'), v.integer('sidebar.order must be whole'), v.minValue(0), v.maxValue(1000)),
    }),
  ),
  /** Drawn at build time into HTML the server sends with the page (a visitor's first pages). */
  prerender: v.optional(v.boolean('prerender must be true or false')),
  /** The API routes the screen calls for everyone it admits. */
  calls: CallsSchema,
  /** The API routes only the account owner's part of the screen calls (the profile's Documents). */
  ownerCalls: v.optional(CallsSchema),
  /** The console API routes (`/api/console`) the screen calls: the staff console's screens. */
  consoleCalls: v.optional(v.array(v.picklist(consoleRoutes, (issue) => `${String(issue.input)} is not a console API route`))),
});
export type Screen = v.InferOutput<typeof ScreenSchema>;
/** A screen as a remote writes it (optional fields may be left out). */
export type ScreenInput = v.InferInput<typeof ScreenSchema>;
export type ScreenAccess = Screen['access'];

/**
 * A remote's screens as its build publishes them (`screens.json` beside `mf-manifest.json`):
 * the remote's name and each screen, no path twice.
 */
export const RemoteScreensSchema = v.pipe(
  v.strictObject({
    remote: v.picklist(remoteNames, `remote must be one of ${remoteNames.join(', ')}`),
    screens: v.pipe(v.array(ScreenSchema, 'screens must be a list'), v.maxLength(100, 'at most 100 screens')),
  }),
  v.check(({ screens }) => new Set(screens.map((screen) => screen.path)).size === screens.length, 'a path is declared twice'),
);
export type RemoteScreens = v.InferOutput<typeof RemoteScreensSchema>;

/** The file a remote's build writes its screens to, beside its `mf-manifest.json`. */
export const screensFile = 'screens.json';

/**
 * Checks a remote's declaration against the schema: the parsed screens, or every problem as
 * `path: message` lines (the build and publish both refuse with them).
 */
export function parseRemoteScreens(input: unknown): { ok: true; value: RemoteScreens } | { ok: false; problems: string[] } {
  const result = v.safeParse(RemoteScreensSchema, input);
  if (result.success) return { ok: true, value: result.output };
  return {
    ok: false,
    problems: result.issues.map((issue) => {
      const where = v.getDotPath(issue);
      return where ? `${where}: ${issue.message}` : issue.message;
    }),
  };
}

/** What a screen calls, as it names it: a declared endpoint (`@commons/shared/contract`). */
export type ScreenCall = ApiRoute | { readonly key: ApiRoute };

/** What a console screen calls, as it names it: a declared console endpoint (`consoleApi`). */
export type ScreenConsoleCall = ConsoleRoute | { readonly key: ConsoleRoute };

/** A screen as its remote declares it: its calls named by their endpoints. */
export type ScreenDeclaration = Omit<ScreenInput, 'calls' | 'ownerCalls' | 'consoleCalls'> & {
  calls: readonly ScreenCall[];
  ownerCalls?: readonly ScreenCall[];
  consoleCalls?: readonly ScreenConsoleCall[];
};

const keyOf = <K extends string>(call: K | { readonly key: K }): K => (typeof call === 'string' ? call : call.key);

/**
 * A remote's declaration of its screens (`mfe-<name>/src/screens.ts`), typed as the schema reads
 * it, each call by its endpoint's key; its build checks it with `parseRemoteScreens` and
 * publishes it as `screens.json`.
 */
export const defineScreens = (remote: RemoteScreens['remote'], screens: readonly ScreenDeclaration[]) => ({
  remote,
  screens: screens.map(({ calls, ownerCalls, consoleCalls, ...screen }): ScreenInput => ({
    ...screen,
    calls: calls.map(keyOf),
    ...(ownerCalls && { ownerCalls: ownerCalls.map(keyOf) }),
    ...(consoleCalls && { consoleCalls: consoleCalls.map(keyOf) }),
  })),
});
