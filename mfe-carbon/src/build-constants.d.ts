/** The build's label (`COMMONS_BUILD_LABEL` at build time, tooling/src/webpack-config.js); empty for a release. */
declare const __BUILD_LABEL__: string;
