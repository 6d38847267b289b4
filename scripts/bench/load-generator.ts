import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/**
 * Runs in its own process (so it does not share the server's event loop): cycles through the given paths
 * and prints autocannon's summary as JSON. Usage: load-generator.ts <origin> <seconds> <connections> <paths.json>
 * [<headers.json>] [<first n>]; <paths.json> may be @<file> holding that JSON (thousands of paths do not fit in one
 * argument). A `{n}` in a path is replaced by a number that grows with every request, from <first n> (default 1):
 * a page that no request repeats, so no cache has seen it.
 */
const [origin, seconds, connections, pathsJson, headersJson, firstN] = process.argv.slice(2);
const paths = JSON.parse(
  pathsJson?.startsWith('@') ? readFileSync(pathsJson.slice(1), 'utf8') : (pathsJson ?? '[]'),
) as string[];
const headers = JSON.parse(headersJson ?? '{}') as Record<string, string>;
let next = 0;
let n = Number(firstN ?? 1);
const result = await autocannon({
  url: origin!,
  connections: Number(connections),
  duration: Number(seconds),
  headers,
  requests: [
    { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]!.replaceAll('{n}', String(n++)) }) },
  ],
});
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    nextN: n,
  }),
);
