import { callerNames, type CallerName } from '../helpers/callers';
import type { MatrixFixture } from './permission-matrix.fixture';

/** The status each caller must get from one route. */
export type Expected = Record<CallerName, number>;

/** What a row sends: the path with its parameters filled (query included) and the JSON body. */
export interface MatrixRequest {
  url: string;
  payload?: object | string;
  headers?: Record<string, string>;
}

export interface MatrixRow {
  /** Why the request is built so: what makes it meaningful and deterministic in any order. */
  why: string;
  request: (fixture: MatrixFixture) => MatrixRequest;
  expected: Expected;
  /** Ends the caller's session (logout): called after every other row. */
  endsSession?: boolean;
}

/** Every caller the same: a route that reads no session. */
export const everyone = (status: number): Expected =>
  Object.fromEntries(callerNames.map((caller) => [caller, status])) as Expected;

/**
 * A protected route: 401 without a live session, 403 for every signed-in caller except those
 * named, with the status the route really gives them. Each row names its callers itself: the
 * table, not `apiAccess`, says who gets through, so a wrong rule there shows up here.
 */
export const only = (allowed: Partial<Expected>): Expected => ({ ...everyone(403), none: 401, revoked: 401, ...allowed });

/** The operator endpoints: the operator's token alone, which no caller holds. */
export const operator = everyone(401);

/** A JSON body no operator command accepts; the token check refuses first anyway. */
export const operatorRow = (url: string): MatrixRow => ({
  why: 'every caller lacks the operator token: 401 before the body is read',
  request: () => ({ url, payload: {} }),
  expected: operator,
});

/** Every signed-in caller whatever its status or policy: logout and my-profile. */
export const anySignedIn = only({
  owner: 200,
  reviewing: 200,
  profile: 200,
  carbonCredits: 200,
  assets: 200,
  wizard: 200,
  wallet: 200,
  noPolicy: 200,
  inactivePolicy: 200,
  suspended: 200,
  ownerSuspended: 200,
  otherAccount: 200,
  otherSubUser: 200,
});

/** Every APPROVED caller, menus or not (the owner's suspension counts as the sub-user's own). */
export const anyApproved = (status: number) =>
  only({
    owner: status,
    profile: status,
    carbonCredits: status,
    assets: status,
    wizard: status,
    wallet: status,
    noPolicy: status,
    inactivePolicy: status,
    otherAccount: status,
    otherSubUser: status,
  });

/** Owners alone; `mine` for the owner on its own ids, `theirs` for another account on them. */
export const owners = (mine: number, theirs: number) => only({ owner: mine, otherAccount: theirs });

/** The wallet's menu: the owner, the WALLET sub-user, and the other account and its sub-user on their own wallet. */
export const walletReaders = (status: number) =>
  only({ owner: status, wallet: status, otherAccount: status, otherSubUser: status });

