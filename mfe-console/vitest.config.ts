import { createVitestConfig } from '@commons/tooling/vitest';

export default createVitestConfig();
