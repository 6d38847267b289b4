import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpTestServer } from '../../infra/test-support/smtp-test-server.js';
import { setAgencyEmail } from '../../services/api/test-support/contact-config.js';
import { leadsFromVisitors } from '../../services/api/test-support/visitor-leads.js';
import { createTestApp } from '../../services/api/test-support/test-app.js';

const API_SERVER = join(import.meta.dirname, '../../services/runtime/api-server.ts');

let dataDir: string;
let smtp: SmtpTestServer;
let child: ChildProcess | null = null;
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm start` on the test's data directory and SMTP server; `log` is what it wrote to stdout so far. */
function startServer() {
  const started = spawn(process.execPath, ['--import', 'tsx', API_SERVER], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'none',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Habitat <avisos@portal.test>',
      PUBLIC_URL: 'http://portal.test',
      SECRET_KEY: 'secreto-de-pruebas-con-32-caracteres!',
      LOG_LEVEL: 'info',
      // On a machine busy with other tests, the stopping process may take longer than the default 30 s to let go.
      LOCK_WAIT_SECONDS: '300',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = started;
  const server = { process: started, log: '', exit: once(started, 'exit').then(([code]) => code as number | null) };
  started.stdout.on('data', (chunk: Buffer) => (server.log += chunk.toString()));
  return server;
}

describe('the server’s outbox at SIGTERM', () => {
  it(
    'sends nothing after the signal but the message in flight, and a restart overlapping the stop sends none twice',
    { timeout: 600_000 },
    async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'outbox-sigterm-'));
      const t = await createTestApp({ dataDir });
      await setAgencyEmail(t);
      await t.outbox.initialize();
      const leads = await leadsFromVisitors(t, 5);
      await t.close();
      const expected = leads.flatMap((id) => [`<lead-alert.${id}@portal.test>`, `<lead-ack.${id}@portal.test>`]);

      smtp = new SmtpTestServer();
      await smtp.start();
      // The first of the ten messages is taken and answered only once the server is stopping.
      const handingOver = smtp.takeAndHoldAfter(0);
      const first = startServer();
      const answer = await handingOver;
      first.process.kill('SIGTERM');
      await expect.poll(() => first.log, { timeout: 30_000 }).toContain('SIGTERM: cerrando');
      // A restart overlapping the stop: the new process waits for the old one instead of sending beside it.
      const next = startServer();
      await expect
        .poll(() => next.log, { timeout: 300_000 })
        .toContain(`Esperando a que el proceso ${first.process.pid} termine de detenerse`);
      answer();
      expect(await first.exit).toBe(0);
      expect(smtp.received.map((mail) => mail.messageId)).toEqual([expected[0]]);

      const ids = () => smtp.received.map((mail) => mail.messageId);
      await expect.poll(() => expected.filter((id) => !ids().includes(id)), { timeout: 400_000 }).toEqual([]);
      next.process.kill('SIGTERM');
      expect(await next.exit).toBe(0);
      expect(ids().toSorted()).toEqual(expected.toSorted());
    },
  );
});
