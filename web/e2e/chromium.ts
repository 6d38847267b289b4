/**
 * Debian's Chromium as its headless shell (package `chromium-headless-shell`, the same build as `chromium`): the
 * browser without its desktop layers, as Playwright itself runs headless Chromium. The full `/usr/bin/chromium` in
 * `--headless` mode is the whole desktop browser without a window, and ran the same browser tests about twice as
 * slowly on two cores (94 s against 48 s of test time for admin-tokens and catalogue-filters, measured side by side).
 */
export const CHROMIUM = '/usr/bin/chromium-headless-shell';

/** Never Playwright's own browser download, and none of the network features it must not use here. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
