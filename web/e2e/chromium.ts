export const CHROMIUM = '/usr/bin/chromium';

/** Never Playwright's own browser download: Debian's Chromium, with the network features it must not use here. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
