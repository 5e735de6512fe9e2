/**
 * A build's source map (`main.3f9a.js.map`). Builds keep writing them, for debugging on the machine
 * that built them, but the server never serves one, so no build's sources are public
 * (docs/api.md#security-headers): the host's files and `/remotes/` answer 404 for them, and for a
 * compressed copy of one should a store ever hold it.
 */
export const isSourceMap = (pathname: string): boolean => /\.map(\.br|\.gz)?$/i.test(pathname);
