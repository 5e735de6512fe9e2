import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailSink } from './mail-sink';

// The site is started exactly as `npm start` starts it, on a free port with a fresh database.
// Values are put into process.env so the test workers (forked later) see the same ones.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'commons-e2e-data-'));
// The site's mail goes to an SMTP sink in this (the main) process, each one a file of
// E2E_MAIL_DIR that tests/mailbox.ts reads; workers inherit both variables and start none.
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'commons-e2e-mail-'));
process.env.E2E_SMTP_URL ??= (await startMailSink(process.env.E2E_MAIL_DIR)).smtpUrl;
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's chromium when present (CI installs it); otherwise Playwright's own browser. */
const systemChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));

/**
 * The journeys that switch what every browser loads (a remote's live version, a rollout): run
 * alone, after the others, or a journey beside them would meet another remote mid-test.
 */
const releaseJourneys = /\/(releases|screens)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // Two browsers at once: a file's tests keep their order in one worker, and the files share
  // two workers (on two cores, the journeys spend much of their time waiting on the site).
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: releaseJourneys },
    { name: 'releases', testMatch: releaseJourneys, dependencies: ['journeys'], workers: 1 },
  ],
  retries: 0,
  // Guards against a hang, not measures: a CI machine has run these three to four times slower
  // than a quiet one, and the longest journey (admin, about 20 s on a quiet machine) then passed
  // a 60 s limit. Speed is the benchmarks' business (bench/).
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/registry/remotes.json`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SMTP_URL: process.env.E2E_SMTP_URL,
      ACCOUNT_REVIEW: process.env.ACCOUNT_REVIEW ?? 'auto',
      // A journey adds a payout account and withdraws to it in one visit (docs/configuration.md).
      PAYOUT_ACCOUNT_HOLD_HOURS: '0',
      // The release journey's failing rollout is judged after a handful of loads, not 20.
      ROLLOUT_GATE_MIN_LOADS: '5',
      // Its slow rollout is judged on four page views of each version, and held, never aborted.
      ROLLOUT_GATE_VITALS_MIN_SAMPLES: '4',
      ROLLOUT_GATE_VITALS_ABORT_FACTOR: '1000',
      // Every journey signs its accounts up from this one loopback address.
      SIGNUPS_PER_ADDRESS: '100000',
    },
  },
});
