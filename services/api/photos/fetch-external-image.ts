import { lookup as dnsLookup } from 'node:dns/promises';
import type { IncomingHttpHeaders } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { EXTERNAL_IMAGE_FAILED, MAX_PHOTO_BYTES } from '../schemas/photo.js';
import { isPublicAddress } from './address-policy.js';

export interface ResolvedAddress {
  address: string;
  /** 4 or 6. */
  family: number;
}

/** What a download may be told, so tests can stand in for DNS and time. */
export interface ExternalImageOptions {
  /** Every address a host name resolves to; `dns.promises.lookup(host, { all: true })` by default. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Which addresses may be connected to; public unicast only (address-policy.ts) by default. */
  isAllowedAddress?: (address: string) => boolean;
  /** For the whole download, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

/** A refusal the admin can read: `status` is the HTTP answer, `message` starts with SPEC §8's fallback text. */
export class ExternalImageError extends Error {
  constructor(
    readonly status: 400 | 413 | 422 | 504,
    reason: string,
  ) {
    super(`${EXTERNAL_IMAGE_FAILED}: ${reason}`);
    this.name = 'ExternalImageError';
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const defaultResolve = async (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

const notAllowed = () => new ExternalImageError(400, 'la dirección no está permitida.');
const tooLarge = () =>
  new ExternalImageError(413, `el archivo supera el máximo de ${MAX_PHOTO_BYTES / (1024 * 1024)} MB.`);
const timedOut = () => new ExternalImageError(504, 'el servidor tardó demasiado en responder.');

function parseTarget(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ExternalImageError(400, 'la URL no es válida.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ExternalImageError(400, 'solo se admiten direcciones http:// o https://.');
  return url;
}

/** Rejects when `signal` aborts, so a DNS answer that never comes cannot outlast the download's time. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(timedOut());
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The one address to connect to: every address the name has must be allowed, not only the one a socket would pick. */
async function checkedAddress(
  url: URL,
  resolve: NonNullable<ExternalImageOptions['resolve']>,
  isAllowed: (address: string) => boolean,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await abortable(resolve(host), signal);
    } catch (error) {
      if (error instanceof ExternalImageError) throw error;
      throw new ExternalImageError(422, 'no se encontró el servidor.');
    }
  }
  if (addresses.length === 0) throw new ExternalImageError(422, 'no se encontró el servidor.');
  if (!addresses.every(({ address }) => isAllowed(address))) throw notAllowed();
  return addresses[0]!;
}

type Answer = { kind: 'redirect'; location: string | undefined } | { kind: 'body'; bytes: Buffer };

/**
 * One request to `url`, connected to `target` whatever the name resolves to now: the lookup the socket makes
 * returns the address that was checked, so a DNS answer that changes after the check cannot redirect the
 * connection. The Host header and TLS server name keep the name.
 */
function requestOnce(url: URL, target: ResolvedAddress, signal: AbortSignal, maxBytes: number): Promise<Answer> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  return new Promise<Answer>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    const fail = (error: ExternalImageError) => {
      settle(() => reject(error));
      request.destroy();
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup,
        signal,
        headers: { accept: 'image/*', 'user-agent': 'PortalInmobiliario/1.0 (copia de fotos de propiedades)' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const headers: IncomingHttpHeaders = response.headers;
        if (REDIRECTS.has(status)) {
          settle(() => resolve({ kind: 'redirect', location: headers.location }));
          request.destroy();
          return;
        }
        if (status < 200 || status >= 300) {
          fail(new ExternalImageError(422, `el servidor respondió con el estado ${status}.`));
          return;
        }
        const declared = Number(headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          fail(tooLarge());
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          // Counted as it arrives: a server that sends no length (or lies about it) is cut off right here.
          if (size > maxBytes) fail(tooLarge());
          else chunks.push(chunk);
        });
        response.on('end', () => settle(() => resolve({ kind: 'body', bytes: Buffer.concat(chunks) })));
        const cutOff = () =>
          fail(signal.aborted ? timedOut() : new ExternalImageError(422, 'la conexión se cortó durante la descarga.'));
        response.on('error', cutOff);
        response.on('close', () => {
          if (!response.complete) cutOff();
        });
      },
    );
    request.on('error', () => {
      if (signal.aborted) fail(timedOut());
      else fail(new ExternalImageError(422, 'no se pudo conectar con el servidor.'));
    });
    request.end();
  });
}

/**
 * Downloads an image an admin pointed at, without letting the address reach into our own network (SSRF):
 * only http(s); every address of the name, and of every redirect (at most `maxRedirects`, followed here, one
 * by one), must be public; the connection goes to the very address checked; the whole download has one
 * deadline; and the body is cut off past `maxBytes`. Answers the bytes; whether they are an image is the
 * caller's check.
 */
export async function fetchExternalImage(url: string, options: ExternalImageOptions = {}): Promise<Buffer> {
  const resolve = options.resolve ?? defaultResolve;
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const maxBytes = options.maxBytes ?? MAX_PHOTO_BYTES;
  const maxRedirects = options.maxRedirects ?? 3;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000);
  try {
    let current = parseTarget(url);
    for (let redirects = 0; ; redirects++) {
      const target = await checkedAddress(current, resolve, isAllowed, controller.signal);
      const answer = await requestOnce(current, target, controller.signal, maxBytes);
      if (answer.kind === 'body') return answer.bytes;
      if (!answer.location) throw new ExternalImageError(422, 'el servidor respondió con una redirección sin destino.');
      if (redirects >= maxRedirects) throw new ExternalImageError(422, 'demasiadas redirecciones.');
      let next: string;
      try {
        next = new URL(answer.location, current).href;
      } catch {
        throw new ExternalImageError(422, 'el servidor respondió con una redirección inválida.');
      }
      current = parseTarget(next);
    }
  } finally {
    clearTimeout(timer);
  }
}
