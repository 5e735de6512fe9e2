import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `pnpm test:reliability`'s browser suites (docs/reliability.md): the same site as the journeys
// (started as `npm start` starts it), other tests (reliability/). One browser at a time, as these
// suites measure the site and its keyboard journeys are long; one project of their own (the
// journeys' two would match none of these files).
export default defineConfig({ ...base, testDir: './reliability', workers: 1, projects: [{ name: 'reliability' }] });
