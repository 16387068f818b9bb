/**
 * `npx tsx scripts/installability.ts [--url http://127.0.0.1:8787]`: Chromium's own
 * installability check, the one Lighthouse's "installable-manifest" audit
 * reported until Lighthouse 12 removed it. Serves the app locally (or checks
 * --url), opens it in Debian's Chromium with a real (not off-the-record)
 * profile, waits for the offline worker to control the page, and prints the
 * manifest Chromium parsed, its installability errors and whether it offered
 * installation (beforeinstallprompt). Exits 1 when Chromium reports an error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/support/browser';
import { arg, serve } from './serve';

const external = arg('url');
const app = external ? null : await serve({ port: Number(arg('port', '8792')) });
const origin = external ?? app!.origin;
const userDataDir = mkdtempSync(join(tmpdir(), 'fwe-install-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS.filter((a) => a !== '--headless'), '--bypass-app-banner-engagement-checks'],
  headless: true,
});
let failed: boolean;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(() => {
    window.addEventListener('beforeinstallprompt', () => ((window as unknown as { __offered: boolean }).__offered = true));
  });
  await page.goto(origin);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  // A reload under the worker's control, as a returning diner would see it.
  await page.reload();
  const cdp = await context.newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; parsed?: unknown };
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
  };
  await page.waitForTimeout(2000);
  const offered = await page.evaluate(() => Boolean((window as unknown as { __offered?: boolean }).__offered));
  const buttons = await page.getByRole('banner').getByRole('button', { name: 'Install app' }).count();
  console.log(`page:                 ${origin}/`);
  console.log(`manifest:             ${manifest.url}`);
  console.log(`manifest errors:      ${manifest.errors.length ? manifest.errors.map((e) => e.message).join('; ') : 'none'}`);
  console.log(`installability errors: ${installabilityErrors.length ? installabilityErrors.map((e) => e.errorId).join(', ') : 'none'}`);
  console.log(`beforeinstallprompt:  ${offered ? 'fired' : 'not fired'}; header install button ${buttons ? 'shown' : 'hidden'}`);
  failed = manifest.errors.length > 0 || installabilityErrors.length > 0;
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
  await app?.dispose();
}
process.exit(failed ? 1 : 0);
