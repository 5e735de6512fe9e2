export { StandaloneShell, type StandaloneRoute } from './standalone-shell';
export { mountScreens, mountStandalone, pageModule } from './mount-standalone';
