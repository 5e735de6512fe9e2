import { parseRemoteScreens, screenProblems, type RemoteScreens } from '../schemas';

/**
 * The checks publish makes of a remote's declaration, in the remote's own tests, so its team
 * sees a refusal before a release engineer does: the schema, and each screen's calls against
 * the API's rules (the paths of the host and the other remotes are checked at publish, against
 * what is live then).
 */
export function describeDeclaredScreens(declaration: Pick<RemoteScreens, 'remote'> & { screens: readonly unknown[] }) {
  describe(`the ${declaration.remote} remote's screens`, () => {
    it('should be a valid declaration', () => {
      const parsed = parseRemoteScreens(declaration);
      expect(parsed.ok ? [] : parsed.problems).toEqual([]);
    });

    it('should call only API routes that admit everyone each screen lets in', () => {
      const parsed = parseRemoteScreens(declaration);
      if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
      expect(screenProblems(parsed.value, { hostPaths: [], others: [] })).toEqual([]);
    });
  });
}
