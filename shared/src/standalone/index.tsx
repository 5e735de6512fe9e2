export { StandaloneShell, type StandaloneRoute } from './standalone-shell';
export { mountStandalone } from './mount-standalone';
