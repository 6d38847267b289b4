import type { Browser, CDPSession } from '@playwright/test';

/** The budget of `/`'s first load (issue 4): at most this much JavaScript transferred, as Chromium counts it. */
export const JS_BUDGET_BYTES = 200 * 1024;

/** One response as Chromium received it: `bytes` is what crossed the network (headers and encoded body). */
export interface Transfer {
  url: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Image, Fetch, XHR, Font… */
  type: string;
  bytes: number;
  /** The content-encoding it arrived with ('' when none). */
  encoding: string;
  headers: Record<string, string>;
}

const lowerCaseKeys = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/**
 * Records every response of the page behind `cdp` from now on, with the bytes Chromium counts for it when it has
 * finished loading (Network.loadingFinished's encodedDataLength): what the browser really transfers, compressed or not.
 */
export async function recordTransfers(cdp: CDPSession): Promise<Transfer[]> {
  const responses = new Map<string, Omit<Transfer, 'bytes'>>();
  const transfers: Transfer[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = lowerCaseKeys(response.headers);
    responses.set(requestId, { url: response.url, type, encoding: headers['content-encoding'] ?? '', headers });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) transfers.push({ ...response, bytes: encodedDataLength });
  });
  await cdp.send('Network.enable');
  return transfers;
}

/**
 * Every response of a first visit to `/` on a phone (360 px, nothing cached), until the network has been quiet for
 * half a second with the listings on screen: what `npm run size:web` reports and the browser tests hold to the budget.
 */
export async function firstLoadOfHome(browser: Browser, origin: string): Promise<Transfer[]> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    const transfers = await recordTransfers(await context.newCDPSession(page));
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.locator('main article').first().waitFor();
    return [...transfers];
  } finally {
    await context.close();
  }
}

const GROUPS: Array<[label: string, types: readonly string[]]> = [
  ['JavaScript', ['Script']],
  ['CSS', ['Stylesheet']],
  ['HTML', ['Document']],
  ['Imágenes', ['Image']],
  ['API (fetch)', ['Fetch', 'XHR']],
];

export interface TransferGroup {
  label: string;
  requests: number;
  bytes: number;
  /** How the group's responses were encoded, e.g. `br ×12, sin comprimir ×1`. */
  encodings: string;
}

/** The transfers by kind (JavaScript, CSS, HTML, images, API, the rest), for a report. */
export function groupTransfers(transfers: readonly Transfer[]): TransferGroup[] {
  const known = new Set(GROUPS.flatMap(([, types]) => types));
  const groups: Array<[string, (transfer: Transfer) => boolean]> = [
    ...GROUPS.map(([label, types]): [string, (transfer: Transfer) => boolean] => [
      label,
      (transfer) => types.includes(transfer.type),
    ]),
    ['Otros', (transfer) => !known.has(transfer.type)],
  ];
  return groups.map(([label, belongs]) => {
    const members = transfers.filter(belongs);
    const encodings = new Map<string, number>();
    for (const { encoding } of members)
      encodings.set(encoding || 'sin comprimir', (encodings.get(encoding || 'sin comprimir') ?? 0) + 1);
    return {
      label,
      requests: members.length,
      bytes: members.reduce((sum, transfer) => sum + transfer.bytes, 0),
      encodings: [...encodings].map(([encoding, count]) => `${encoding} ×${count}`).join(', '),
    };
  });
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
