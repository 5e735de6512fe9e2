// Bench only: stands in for `@module-federation/enhanced/runtime` in the host's one-bundle build
// (webpack.config.js beside this file), which has no federation. The registry is still fetched; there is
// nothing to register it with.
export const registerPlugins = (_plugins: unknown[]) => {};
export const registerRemotes = (_remotes: unknown[], _options?: unknown) => {};
export const preloadRemote = async (_args: unknown[]) => {};
