import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../infra/sqlite/open-database.js';
import { SqliteReadModelStore } from '../../infra/sqlite/sqlite-read-model-store.js';
import { SmtpTestServer } from '../../infra/test-support/smtp-test-server.js';
import { setAgencyEmail } from '../../services/api/test-support/contact-config.js';
import { leadsFromVisitors } from '../../services/api/test-support/visitor-leads.js';
import { createTestApp } from '../../services/api/test-support/test-app.js';
import { mailHealth } from './outbox-store.js';

const PROJECTOR = join(import.meta.dirname, '../../services/runtime/projector-server.ts');

let dataDir: string;
let server: SmtpTestServer;
let child: ChildProcess | null = null;
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The projector process, which runs the outbox, on the test's data directory and SMTP server. */
function startProjector(): ChildProcess {
  const started = spawn(process.execPath, ['--import', 'tsx', PROJECTOR], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SMTP_URL: server.url,
      MAIL_FROM: 'Habitat <avisos@portal.test>',
      PUBLIC_URL: 'http://portal.test',
      SECRET_KEY: 'secreto-de-pruebas-con-32-caracteres!',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child = started;
  return started;
}

describe('the outbox across a crash', () => {
  it(
    'alerts every lead of a batch of 50 after a kill -9 in the middle of sending, resending only the message in flight',
    { timeout: 180_000 },
    async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'outbox-crash-'));
      const t = await createTestApp({ dataDir });
      await setAgencyEmail(t);
      // As a running portal's outbox would have: it begins before the leads come.
      await t.outbox.initialize();
      const leads = await leadsFromVisitors(t, 50);
      await t.close();

      server = new SmtpTestServer();
      await server.start();
      // The 31st message is taken but never answered: the kill lands while it is being handed over.
      const handingOver = server.takeAndHoldAfter(30);
      const first = startProjector();
      await handingOver;
      const killed = once(first, 'exit');
      first.kill('SIGKILL');
      await killed;
      expect(server.received).toHaveLength(31);
      const unanswered = server.received[30]!.messageId!;

      const expected = leads.flatMap((id) => [`<lead-alert.${id}@portal.test>`, `<lead-ack.${id}@portal.test>`]);
      const second = startProjector();
      const ids = () => new Set(server.received.map((mail) => mail.messageId));
      await expect.poll(() => expected.filter((id) => !ids().has(id)), { timeout: 120_000, interval: 50 }).toEqual([]);
      // A stop waits for the round under way, which marks what it sent.
      const stopped = once(second, 'exit');
      second.kill('SIGTERM');
      await stopped;

      const received = server.received.map((mail) => mail.messageId!);
      expect(received.toSorted()).toEqual([...expected, unanswered].toSorted());
      // Nothing is left to send, nothing failed: no round after this one could send anything again.
      const store = new SqliteReadModelStore(openDatabase(join(dataDir, 'read-models.db')));
      try {
        expect(await mailHealth(store)).toMatchObject({ pending: 0, failed: 0 });
      } finally {
        await store.close();
      }
    },
  );
});
