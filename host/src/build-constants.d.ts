/** The host's package.json version, compiled in (tooling/src/webpack-config.js). */
declare const __APP_VERSION__: string;
