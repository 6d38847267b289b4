import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPublicAddress } from './address-policy.js';
import { ExternalImageError, fetchExternalImage, type ExternalImageOptions } from './fetch-external-image.js';

/**
 * Two local servers stand in for the internet and for our own network. "Outside" listens on 127.0.0.2, which
 * the tests' policy treats as public (and their resolver gives for the made-up host fotos.example); "inside"
 * listens on 127.0.0.1, loopback, which the real policy refuses. Every test asserts what reached "inside".
 */
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
interface TestServer {
  server: Server;
  port: number;
  requests: IncomingMessage[];
  handle: Handler;
}

async function startServer(host: string): Promise<TestServer> {
  const state = { requests: [] as IncomingMessage[], handle: ((_q, r) => r.end('ok')) as Handler };
  const server = createServer((request, response) => {
    state.requests.push(request);
    state.handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return Object.assign(state, { server, port: (server.address() as AddressInfo).port });
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let outside: TestServer;
let inside: TestServer;

const OUTSIDE = '127.0.0.2';
const options = (overrides: ExternalImageOptions = {}): ExternalImageOptions => ({
  resolve: async (hostname) => (hostname === 'fotos.example' ? [{ address: OUTSIDE, family: 4 }] : []),
  isAllowedAddress: (address) => address === OUTSIDE || isPublicAddress(address),
  ...overrides,
});
const outsideUrl = (path: string) => `http://fotos.example:${outside.port}${path}`;

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ExternalImageError);
  return error as ExternalImageError;
};

beforeAll(async () => {
  outside = await startServer(OUTSIDE);
  inside = await startServer('127.0.0.1');
});
afterAll(async () => {
  for (const { server } of [outside, inside]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
beforeEach(() => {
  outside.requests.length = 0;
  inside.requests.length = 0;
  inside.handle = (_request, response) => response.end(PNG);
  outside.handle = (_request, response) => response.end(PNG);
});

describe('fetchExternalImage', () => {
  it('downloads from an allowed address, keeping the host name in the Host header', async () => {
    expect(await fetchExternalImage(outsideUrl('/casa.png'), options())).toEqual(PNG);
    expect(outside.requests[0]?.headers.host).toBe(`fotos.example:${outside.port}`);
    expect(outside.requests[0]?.url).toBe('/casa.png');
  });

  it('refuses loopback however it is written, before connecting', async () => {
    const port = inside.port;
    for (const url of [
      `http://127.0.0.1:${port}/x.png`,
      `http://localhost:${port}/x.png`,
      `http://[::1]:${port}/x.png`,
      `http://[::ffff:127.0.0.1]:${port}/x.png`,
      `http://0x7f.1:${port}/x.png`,
      `http://2130706433:${port}/x.png`,
    ]) {
      const error = await refusal(fetchExternalImage(url));
      expect(error.status, url).toBe(400);
      expect(error.message).toBe('No se pudo descargar la imagen externa: la dirección no está permitida.');
    }
    expect(inside.requests).toHaveLength(0);
  });

  it('refuses a redirect into our own network, checking every hop again', async () => {
    outside.handle = (_request, response) =>
      response.writeHead(302, { location: `http://127.0.0.1:${inside.port}/secreto` }).end();
    const error = await refusal(fetchExternalImage(outsideUrl('/redirige'), options()));
    expect(error.status).toBe(400);
    expect(error.message).toBe('No se pudo descargar la imagen externa: la dirección no está permitida.');
    expect(outside.requests).toHaveLength(1);
    expect(inside.requests).toHaveLength(0);
  });

  it('refuses a name that resolves to the metadata service, or to a public and a private address', async () => {
    for (const addresses of [
      [{ address: '169.254.169.254', family: 4 }],
      [{ address: 'fd00:ec2::254', family: 6 }],
      [
        { address: OUTSIDE, family: 4 },
        { address: '10.0.0.1', family: 4 },
      ],
      [
        { address: OUTSIDE, family: 4 },
        { address: '::1', family: 6 },
      ],
    ]) {
      const error = await refusal(
        fetchExternalImage(outsideUrl('/x.png'), options({ resolve: async () => addresses })),
      );
      expect(error.status).toBe(400);
    }
    expect(outside.requests).toHaveLength(0);
  });

  it('connects to the address it checked, even when the name resolves elsewhere afterwards', async () => {
    const answers = [OUTSIDE, '127.0.0.1'];
    let calls = 0;
    const resolve = async () => [{ address: answers[Math.min(calls++, 1)]!, family: 4 }];
    expect(await fetchExternalImage(outsideUrl('/x.png'), options({ resolve }))).toEqual(PNG);
    expect(calls).toBe(1);
    expect(outside.requests).toHaveLength(1);
    expect(inside.requests).toHaveLength(0);
  });

  it('follows at most three redirects between allowed addresses', async () => {
    outside.handle = (request, response) => {
      const hop = Number(request.url?.slice(1) || 0);
      if (hop < 3) response.writeHead(301, { location: `/${hop + 1}` }).end();
      else response.end(PNG);
    };
    expect(await fetchExternalImage(outsideUrl('/0'), options())).toEqual(PNG);
    outside.requests.length = 0;
    outside.handle = (request, response) =>
      response.writeHead(302, { location: `/${Number(request.url?.slice(1)) + 1}` }).end();
    const error = await refusal(fetchExternalImage(outsideUrl('/0'), options()));
    expect(error.status).toBe(422);
    expect(error.message).toBe('No se pudo descargar la imagen externa: demasiadas redirecciones.');
    expect(outside.requests).toHaveLength(4);
  });

  it('takes only http and https', async () => {
    for (const url of [
      'ftp://fotos.example/x.png',
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
      'no es una url',
    ]) {
      const error = await refusal(fetchExternalImage(url, options()));
      expect(error.status, url).toBe(400);
    }
    outside.handle = (_request, response) => response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    expect((await refusal(fetchExternalImage(outsideUrl('/x'), options()))).status).toBe(400);
  });

  it('stops reading past 10 MB while streaming, when the server sends no length', async () => {
    let written = 0;
    let closedEarly = false;
    const chunk = Buffer.alloc(64 * 1024, 1);
    const total = 50 * 1024 * 1024;
    outside.handle = (_request, response) => {
      response.on('close', () => {
        closedEarly = written < total;
      });
      const pump = () => {
        while (written < total && !response.destroyed) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    };
    const error = await refusal(fetchExternalImage(outsideUrl('/enorme'), options()));
    expect(error.status).toBe(413);
    expect(error.message).toBe('No se pudo descargar la imagen externa: el archivo supera el máximo de 10 MB.');
    await expect.poll(() => closedEarly, { timeout: 30_000 }).toBe(true);
  });

  it('refuses a declared length over 10 MB without reading the body', async () => {
    outside.handle = (_request, response) => {
      response.writeHead(200, { 'content-length': String(10 * 1024 * 1024 + 1) });
      response.write(PNG);
    };
    expect((await refusal(fetchExternalImage(outsideUrl('/grande'), options()))).status).toBe(413);
  });

  it('gives up on a slow server once its time is up, and not before', async () => {
    let answering!: () => void;
    const answered = new Promise<void>((resolve) => (answering = resolve));
    outside.handle = (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(PNG.subarray(0, 4));
      answering();
    };
    // Only the download's own timer is faked: the sockets run on real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let settled = false;
      const download = refusal(fetchExternalImage(outsideUrl('/lento'), options({ timeoutMs: 300 })));
      void download.finally(() => (settled = true));
      await answered;
      await vi.advanceTimersByTimeAsync(299);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await download;
      expect(error.status).toBe(504);
      expect(error.message).toBe('No se pudo descargar la imagen externa: el servidor tardó demasiado en responder.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up as well on a server that never answers and on a name that never resolves', async () => {
    outside.handle = () => undefined;
    expect((await refusal(fetchExternalImage(outsideUrl('/mudo'), options({ timeoutMs: 300 })))).status).toBe(504);
    const neverResolves = options({ timeoutMs: 300, resolve: () => new Promise(() => undefined) });
    expect((await refusal(fetchExternalImage(outsideUrl('/dns'), neverResolves))).status).toBe(504);
  });

  it('says so when the server answers an error or the name does not resolve', async () => {
    outside.handle = (_request, response) => response.writeHead(404).end('no');
    const error = await refusal(fetchExternalImage(outsideUrl('/falta.png'), options()));
    expect(error.status).toBe(422);
    expect(error.message).toBe('No se pudo descargar la imagen externa: el servidor respondió con el estado 404.');
    const unknown = await refusal(fetchExternalImage(`http://no-existe.example:${outside.port}/x.png`, options()));
    expect(unknown.message).toBe('No se pudo descargar la imagen externa: no se encontró el servidor.');
  });
});
