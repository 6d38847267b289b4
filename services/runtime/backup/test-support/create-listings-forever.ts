/**
 * Test child: the portal on the DATA_DIR at argv[2], creating listings through its API until it is killed, printing
 * each listing's id only once the API acknowledged it.
 */
import { createTestApp, json, propertyBody } from '../../../api/test-support/test-app.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('Usage: create-listings-forever.ts <data dir>');

// A 201 (stored and readable) rather than a 202 naming no id, however loaded the machine: the answer may wait long.
const t = await createTestApp({ dataDir, projector: { readYourWritesMs: 60_000 } });
const admin = await t.adminCookie();
for (let n = 0; ; n += 1) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie: admin },
    payload: propertyBody({ title: `Apartamento de la copia ${n}` }),
  });
  if (created.statusCode !== 201) throw new Error(`listing ${n}: ${created.statusCode} ${created.body}`);
  // Pipes are written synchronously on Linux: once this returns, the parent can read the id.
  process.stdout.write(`${json<{ id: string }>(created).id}\n`);
}
