import { loadToastLibrary } from '../ui/toast-library';

// The site loads react-toastify with its first toast (ui/toast-library.ts); tests have it from
// the start, so a toast is raised in the same tick as `notify` is called, as once it has loaded.
await loadToastLibrary();
