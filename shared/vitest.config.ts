import { createVitestConfig } from '@commons/tooling/vitest';

export default createVitestConfig({ setupFiles: ['./src/testing/toasts-ready.ts'] });
