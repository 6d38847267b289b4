import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpTestServer } from '../../infra/test-support/smtp-test-server.js';
import { setAgencyEmail } from '../../services/api/test-support/contact-config.js';
import { createTestApp, json } from '../../services/api/test-support/test-app.js';

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

/** Polls until `done` or the deadline (a real process is at work: there is no clock to move). */
async function until(done: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the outbox across a crash', () => {
  it(
    'alerts every lead of a batch of 50 after a kill -9 in the middle of sending, resending at most one message',
    { timeout: 180_000 },
    async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'outbox-crash-'));
      const t = await createTestApp({ dataDir });
      await setAgencyEmail(t);
      // As a running portal's outbox would have: it begins before the leads come.
      await t.outbox.initialize();
      const leads: string[] = [];
      for (let index = 0; index < 50; index++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/contact-submissions',
          payload: {
            name: `Visitante ${index}`,
            email: `visitante${index}@correo.co`,
            phone: '300 123 4567',
            message: 'Quisiera visitar la propiedad esta semana.',
            acceptsDataPolicy: true,
          },
        });
        leads.push(json<{ id: string }>(response).id);
      }
      await t.close();

      server = new SmtpTestServer();
      // A slow server: the kill lands while a message is being handed over.
      server.acceptDelayMs = 25;
      await server.start();
      const first = startProjector();
      await until(() => server.received.length >= 30, '30 messages before the crash');
      const killed = once(first, 'exit');
      first.kill('SIGKILL');
      await killed;
      const beforeRestart = server.received.length;
      expect(beforeRestart).toBeLessThan(100);

      server.acceptDelayMs = 0;
      const expected = leads.flatMap((id) => [`<lead-alert.${id}@portal.test>`, `<lead-ack.${id}@portal.test>`]);
      const ids = () => new Set(server.received.map((mail) => mail.messageId));
      const second = startProjector();
      await until(() => expected.every((id) => ids().has(id)), 'every lead alerted after the restart');
      // A few more rounds of the outbox: nothing else may leave.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const stopped = once(second, 'exit');
      second.kill('SIGTERM');
      await stopped;

      const received = server.received.map((mail) => mail.messageId!);
      expect(new Set(received)).toEqual(new Set(expected));
      expect(received.length - expected.length).toBeLessThanOrEqual(1);
    },
  );
});
