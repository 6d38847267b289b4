import { copyBlobs, planBlobCopy } from './copy-blobs.js';
import { compareLogs, type LogComparison } from './compare-logs.js';
import { copyEvents } from './copy-events.js';
import type { Endpoint } from './endpoints.js';
import { count, describeDifference, progressLine, reportVerification } from './report.js';

/**
 * Copies what the target lacks, then verifies. Where to resume is read from the target itself, in one pass over
 * both logs: the target must hold exactly the source's first events (what an interrupted run leaves), and the
 * copy continues after the last of them. No side file can then disagree with the target, and the same pass
 * refuses a target that holds anything else. True when the target ends up verified.
 */
export async function migrate(source: Endpoint, target: Endpoint): Promise<boolean> {
  console.log(`Origen:  ${source.description}\nDestino: ${target.description}`);
  const before = await compareLogs(source.store, target.store);
  // Parting where the target ends is what an interrupted copy leaves; parting anywhere else is foreign data.
  const parting = before.firstDifference;
  if (parting && parting.kind !== 'missing') {
    console.error(
      `El destino no es una copia parcial de este origen: ${describeDifference(parting)}. ` +
        'No se copió nada: use un almacén de eventos vacío (el stack de producción, arrancado con SEED=none o aún sin arrancar).',
    );
    return false;
  }
  const copied = await copyMissingEvents(source, target, before);
  await copyMissingBlobs(source, target);
  console.log('Verificando…');
  // With nothing copied, the first pass already compared the two whole logs.
  const after = copied === 0 ? before : await compareLogs(source.store, target.store);
  return reportVerification(after) && (await verifyBlobs(source, target));
}

/** `--verify`: compares without copying. */
export async function verifyOnly(source: Endpoint, target: Endpoint): Promise<boolean> {
  console.log(`Origen:  ${source.description}\nDestino: ${target.description}`);
  return reportVerification(await compareLogs(source.store, target.store)) && (await verifyBlobs(source, target));
}

async function copyMissingEvents(source: Endpoint, target: Endpoint, before: LogComparison): Promise<number> {
  const total = before.source.events;
  const present = before.target.events;
  if (present === total) {
    console.log(`El destino ya tiene los ${count(total)} eventos del origen: no hay eventos por copiar.`);
    return 0;
  }
  console.log(
    present === 0
      ? `Copiando ${count(total)} eventos…`
      : `El destino ya tiene ${count(present)} de ${count(total)} eventos (una copia interrumpida): se continúa con el siguiente.`,
  );
  const progress = progressLine('Eventos copiados', total);
  const started = performance.now();
  const copied = await copyEvents(source.store, target.store, {
    after: before.sharedUpTo,
    onAppended: (done) => progress(present + done),
  });
  const seconds = (performance.now() - started) / 1_000;
  console.log(
    `${count(copied)} eventos copiados en ${seconds.toFixed(1)} s (${count(Math.round(copied / seconds))} eventos/s).`,
  );
  return copied;
}

async function copyMissingBlobs(source: Endpoint, target: Endpoint): Promise<void> {
  const plan = await planBlobCopy(source.blobs, target.blobs);
  if (plan.missing.length === 0) {
    console.log(`Fotos: el destino ya tiene todas (${count(plan.present)}); no hay fotos por copiar.`);
    return;
  }
  const result = await copyBlobs(
    source.blobs,
    target.blobs,
    plan.missing,
    progressLine('Fotos copiadas', plan.missing.length),
  );
  const vanished = result.vanished > 0 ? `; borradas del origen durante la copia: ${count(result.vanished)}` : '';
  console.log(`Fotos copiadas: ${count(result.copied)}; ya estaban: ${count(plan.present)}${vanished}.`);
}

async function verifyBlobs(source: Endpoint, target: Endpoint): Promise<boolean> {
  const plan = await planBlobCopy(source.blobs, target.blobs);
  if (plan.missing.length === 0) {
    console.log(`Fotos: el destino tiene todas las del origen (${count(plan.present)}).`);
    return true;
  }
  const keys = plan.missing.map((blob) => blob.key);
  console.error(
    `La verificación falló: faltan ${count(keys.length)} fotos en el destino (o tienen otro tamaño): ${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', …' : ''}`,
  );
  return false;
}
