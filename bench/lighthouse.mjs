// Lighthouse (bench/README.md, "Lighthouse"): every public page in Lighthouse's default mobile
// profile (its simulated slow 4G and 4x CPU), the median of `BENCH_LIGHTHOUSE_RUNS` runs (3 by
// default): the four category scores, largest contentful paint, total blocking time and
// cumulative layout shift. Lighthouse's CLI (root devDependency) drives Debian's chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';
import { chromiumPath, median, publicRoutes } from './browser.mjs';
import { freePort, publicImpactPage, startSite, stopProcess } from './processes.mjs';

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const audits = { lcpMs: 'largest-contentful-paint', tbtMs: 'total-blocking-time', cls: 'cumulative-layout-shift' };

/** One Lighthouse run of `pageUrl`: its JSON report (the CLI starts and stops its own chromium). */
function lighthouseReport(pageUrl) {
  return new Promise((resolve, reject) => {
    const args = [pageUrl, '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless=new --no-sandbox'];
    const child = spawn(join(root, 'node_modules', '.bin', 'lighthouse'), args, {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${pageUrl} exited with ${code}: ${Buffer.concat(err).toString().slice(-500)}`));
      const report = JSON.parse(Buffer.concat(out).toString());
      if (report.runtimeError) return reject(new Error(`lighthouse ${pageUrl}: ${report.runtimeError.message}`));
      resolve(report);
    });
  });
}

/**
 * A report of `pageUrl`, run again (at most twice) when Lighthouse fails to record the load at
 * all, as it sometimes does on a busy machine ("NO_NAVSTART", "NO_FCP"): a failed recording says
 * nothing of the page, and losing the whole bench to it wastes every run before it.
 */
async function lighthouseReportRetried(pageUrl, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseReport(pageUrl);
    } catch (error) {
      const reason = /NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.exec(error.message)?.[0];
      if (attempt >= attempts || !reason) throw error;
      console.log(`lighthouse ${pageUrl}: no usable recording (${reason}); running it again`);
    }
  }
}

/** The figures of one report: category scores out of 100, LCP and TBT in ms, CLS. */
function figures(report) {
  const row = {};
  for (const category of categories) row[category] = Math.round(report.categories[category].score * 100);
  for (const [key, audit] of Object.entries(audits)) row[key] = report.audits[audit].numericValue;
  // Lighthouse's own measure of this machine's CPU speed: its simulated times scale with it, so
  // figures from two machines compare only with their indexes beside them.
  row.benchmarkIndex = report.environment.benchmarkIndex;
  return row;
}

export async function measureLighthouse() {
  const dataDir = mkdtempSync(join(tmpdir(), 'commons-bench-lighthouse-'));
  const { child, url, operatorToken } = await startSite(await freePort(), dataDir);
  try {
    const rows = [];
    // The public impact page of an account that retired its year's credits.
    const pages = [...publicRoutes.map((path) => [path, path]), ['/u/:handle', await publicImpactPage(url, operatorToken)]];
    for (const [route, path] of pages) {
      const each = [];
      for (let run = 0; run < runs; run += 1) each.push(figures(await lighthouseReportRetried(`${url}${path}`)));
      const row = { route };
      for (const key of [...categories, ...Object.keys(audits), 'benchmarkIndex']) row[key] = median(each.map((figure) => figure[key]));
      row.lcpMs = Math.round(row.lcpMs);
      row.tbtMs = Math.round(row.tbtMs);
      row.cls = Math.round(row.cls * 1000) / 1000;
      row.runs = each;
      rows.push(row);
    }
    return { runs, rows };
  } finally {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printLighthouse({ runs: count, rows }) {
  console.log(`route                 perf  a11y  best  seo   LCP ms   TBT ms   CLS    CPU index   (Lighthouse mobile, median of ${count})`);
  for (const r of rows) {
    const scores = categories.map((category) => String(r[category]).padStart(4)).join('  ');
    console.log(`${r.route.padEnd(20)}${scores}${String(r.lcpMs).padStart(9)}${String(r.tbtMs).padStart(9)}   ${r.cls.toFixed(3)}${String(Math.round(r.benchmarkIndex)).padStart(10)}`);
  }
}
