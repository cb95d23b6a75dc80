// Makes sure the end-to-end tests have a Chromium to run, before `playwright test` starts.
// playwright.config.ts uses Debian's /usr/bin/chromium when present (its chromium-headless-shell for a
// headless run, when that is installed too), else Playwright's own.
// Order: already there -> Playwright's download -> Debian's package (root only) -> explain and fail.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const isRoot = process.getuid?.() === 0;

const log = (message) => console.log(`[ensure-browser] ${message}`);

/** Playwright's own Chromium: on disk, and able to start (system libraries can be missing). */
const playwrightChromiumWorks = async () => {
  if (!existsSync(chromium.executablePath())) return false;
  try {
    const browser = await chromium.launch();
    await browser.close();
    return true;
  } catch (error) {
    log(`Playwright's Chromium is installed but does not start: ${error.message.split('\n')[0]}`);
    return false;
  }
};

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: false }).status === 0;

const hasCommand = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

if (existsSync(DEBIAN_CHROMIUM)) {
  const headless = existsSync(DEBIAN_HEADLESS_SHELL) ? `${DEBIAN_HEADLESS_SHELL} headless, ` : '';
  log(`using ${headless}${DEBIAN_CHROMIUM}${headless ? ' headed' : ''}`);
  process.exit(0);
}
if (await playwrightChromiumWorks()) {
  log(`using Playwright's Chromium at ${chromium.executablePath()}`);
  process.exit(0);
}

log("no browser found; downloading Playwright's Chromium (npx playwright install chromium)");
if (run(process.execPath, [playwrightCli, 'install', 'chromium']) && (await playwrightChromiumWorks())) {
  process.exit(0);
}

if (process.platform === 'linux' && isRoot && hasCommand('apt-get')) {
  log("the download failed; installing Debian's chromium (apt-get install -y chromium)");
  if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium']) && existsSync(DEBIAN_CHROMIUM)) {
    process.exit(0);
  }
}

console.error(`
[ensure-browser] No Chromium for the end-to-end tests, and none could be installed.
Run one of these, then run the tests again:
  npx playwright install --with-deps chromium                # Playwright's Chromium and its system libraries (needs internet)
  sudo apt-get update && sudo apt-get install -y chromium    # Debian: provides ${DEBIAN_CHROMIUM}
`);
process.exit(1);
