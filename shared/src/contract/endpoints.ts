import type { Endpoint } from './endpoint';
import * as history from './history';
import * as wallet from './wallet';

/**
 * The client API's endpoints by domain, one module a domain, each exporting only its endpoints.
 * A new domain's module is one line here and one in `index.ts`.
 */
const byDomain = { history, wallet } as const;

type ByDomain = typeof byDomain;
/** Any declared endpoint, with its own schemas' types. */
export type DeclaredEndpoint = { [D in keyof ByDomain]: ByDomain[D][keyof ByDomain[D]] }[keyof ByDomain];

/** Every endpoint of the client API: what the server registers and the access table derives from. */
export const endpoints = Object.values(byDomain).flatMap((domain) => Object.values(domain) as Endpoint[]) as DeclaredEndpoint[];
