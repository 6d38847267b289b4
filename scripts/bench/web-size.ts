import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Initial JavaScript of `/` (the entry script and what it preloads), gzipped, against the 200 KB budget of issue 4. */
// Another build can be measured with `npm run size:web -- <dir>`.
const root = resolve(process.argv[2] ?? join(process.cwd(), 'dist/web'));
const html = readFileSync(join(root, 'index.html'), 'utf8');
const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
  (match) => match[1]!,
);
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(root, file))).length;
  total += size;
  console.log(`${file}  ${(size / 1024).toFixed(1)} KB gzip`);
}
console.log(
  `JavaScript inicial de /: ${(total / 1024).toFixed(1)} KB gzip (presupuesto 200 KB): ${total <= 200 * 1024 ? 'dentro' : 'EXCEDIDO'}`,
);
