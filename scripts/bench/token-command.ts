import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore } from '../../infra/ports/event-store.js';
import { SqliteEventStore } from '../../infra/sqlite/sqlite-event-store.js';
import { handleCommand, type CommandContext } from '../../services/command-handling/command-handler.js';
import { tokenDecider } from '../../services/domain/token/decider.js';
import { tokenStream } from '../../services/domain/token/events.js';
import { tokenUsageDecider } from '../../services/domain/token-usage/decider.js';
import { tokenUsageStream } from '../../services/domain/token-usage/events.js';

/**
 * What one token command (DeactivateToken / ActivateToken through handleCommand) costs on the embedded
 * store (a temporary SQLite file, WAL, synchronous = FULL) after 1,000 and after 100,000 recorded uses of
 * that token: uses live in `tokenUsage-{id}`, so the cost must not grow with them. For comparison, the
 * same on a token whose uses sit in its own stream, as in logs written before that split.
 */
const USES = [1_000, 100_000];
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const BATCH = 1_000;

const context = (): { context: CommandContext } => ({
  context: { actor: 'system', correlationId: 'bench-token-command', now: new Date() },
});
const metadata = {
  actor: 'token:bench',
  correlationId: 'bench-token-command',
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
};

async function issue(store: EventStore, tokenId: string): Promise<void> {
  await handleCommand(
    store,
    tokenDecider,
    tokenStream(tokenId),
    {
      type: 'IssueToken',
      data: {
        tokenId,
        name: `Integración ${tokenId}`,
        description: null,
        tokenHash: tokenId.padEnd(64, '0'),
        encryptedToken: 'sellado',
        expiresAt: null,
        canManageTokens: false,
        issuer: { kind: 'admin' },
        now: new Date().toISOString(),
      },
    },
    context(),
  );
}

/** Appends uses (one a minute) in batches, as the API records them: events from the usage decider. */
async function recordUses(store: EventStore, stream: string, tokenId: string, from: number, to: number): Promise<void> {
  const minute = Date.UTC(2026, 0, 1);
  for (let n = from; n < to; n += BATCH) {
    const events = Array.from(
      { length: Math.min(BATCH, to - n) },
      (_, i) =>
        tokenUsageDecider.decide(
          { type: 'RecordTokenUse', data: { tokenId, now: new Date(minute + (n + i) * 60_000).toISOString() } },
          tokenUsageDecider.initialState(),
        )[0]!,
    );
    await store.append(
      stream,
      events.map((event) => ({ type: event.type, data: event.data, metadata })),
      { expected: 'any' },
    );
  }
}

/** Median milliseconds of one command, alternating deactivation and activation so each one appends. */
async function commandCost(store: EventStore, tokenId: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await handleCommand(
      store,
      tokenDecider,
      tokenStream(tokenId),
      {
        type: run % 2 === 0 ? 'DeactivateToken' : 'ActivateToken',
        data: { tokenId, manager: { kind: 'admin' }, now: new Date().toISOString() },
      },
      context(),
    );
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const ms = (value: number) => `${value.toLocaleString('es-CO', { maximumFractionDigits: 2 })} ms`;
const count = (value: number) => value.toLocaleString('es-CO');

async function measure(store: EventStore, label: string, tokenId: string, usesStream: string): Promise<void> {
  await issue(store, tokenId);
  const costs: number[] = [];
  let recorded = 0;
  for (const uses of USES) {
    await recordUses(store, usesStream, tokenId, recorded, uses);
    recorded = uses;
    costs.push(await commandCost(store, tokenId));
  }
  const figures = USES.map((uses, i) => `${count(uses)} usos: ${ms(costs[i]!)}`).join('   ');
  console.log(
    `${label}${figures}   razón ${(costs.at(-1)! / costs[0]!).toLocaleString('es-CO', { maximumFractionDigits: 2 })}`,
  );
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-token-command-'));
  const store = SqliteEventStore.open(join(dir, 'events.db'));
  try {
    console.log(
      `Costo de un comando de token (DeactivateToken/ActivateToken con handleCommand, SQLite en archivo; mediana de ${RUNS}):`,
    );
    await measure(store, '  uso en tokenUsage-{id}:                  ', 'actual', tokenUsageStream('actual'));
    await measure(store, '  uso en token-{id} (logs anteriores):     ', 'anterior', tokenStream('anterior'));
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
