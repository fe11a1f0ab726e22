import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

// Debian's Chromium, driven by playwright-core; nothing is downloaded. .ci/run installs the package
// and sets REQUIRE_CHROMIUM, so CI fails rather than skips when it is missing.
const CHROMIUM = '/usr/bin/chromium';

/** Whether the browser tests can run here; warns (or, under REQUIRE_CHROMIUM, throws) when not. */
export const chromiumPresent = (suite: string): boolean => {
  if (existsSync(CHROMIUM)) return true;
  const message = `${suite}: ${CHROMIUM} is absent (apt-get install chromium)`;
  if (process.env.REQUIRE_CHROMIUM === '1') throw new Error(message);
  console.warn(`${message}; skipped`);
  return false;
};

/** Headless Chromium with the flags this machine needs. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
