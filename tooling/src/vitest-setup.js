// @ts-check
import { configure } from '@testing-library/dom';
import '@testing-library/jest-dom/vitest';

// `findBy...` and `waitFor` wait up to 5 s, not Testing Library's 1 s: a lazy popup's chunk took
// longer than that on a busy two-core machine, and a test failed although the page was right. A
// guard against a hang, like the test timeout (vitest-config.js), not a measure.
configure({ asyncUtilTimeout: 5_000 });
