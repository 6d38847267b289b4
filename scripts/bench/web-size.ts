import { startPortal } from '../../web/e2e/browser.js';
import { firstLoadOfHome, groupTransfers, JS_BUDGET_BYTES, kilobytes } from '../../web/e2e/network-transfers.js';

/**
 * What Chromium really transfers for the first load of `/` on a phone (360 px): the built app served by the real
 * server, every request counted with the bytes that crossed the network (compressed when the server compressed it),
 * until the network goes quiet. The budget is the JavaScript of that load: at most 200 KB transferred. Exits
 * non-zero when over, so a check can fail on it. Another build: `npm run size:web -- <folder>`.
 */
const portal = await startPortal({ buildFolder: process.argv[2] });
try {
  const transfers = await firstLoadOfHome(portal.browser, portal.origin);
  const groups = groupTransfers(transfers);
  for (const group of groups)
    console.log(
      `${group.label.padEnd(12)} ${String(group.requests).padStart(3)} solicitudes ${kilobytes(group.bytes).padStart(10)}${group.encodings ? `  (${group.encodings})` : ''}`,
    );
  const total = groups.reduce((sum, group) => sum + group.bytes, 0);
  console.log(
    `${'Total'.padEnd(12)} ${String(transfers.length).padStart(3)} solicitudes ${kilobytes(total).padStart(10)}`,
  );
  const javascript = groups.find((group) => group.label === 'JavaScript')!.bytes;
  const within = javascript <= JS_BUDGET_BYTES;
  console.log(
    `JavaScript transferido para /: ${kilobytes(javascript)} (presupuesto ${kilobytes(JS_BUDGET_BYTES)}): ${within ? 'dentro' : 'EXCEDIDO'}`,
  );
  process.exitCode = within ? 0 : 1;
} finally {
  await portal.close();
}
