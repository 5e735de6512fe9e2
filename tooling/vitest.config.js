import { createVitestConfig } from './src/vitest-config.js';

export default createVitestConfig({ environment: 'node' });
