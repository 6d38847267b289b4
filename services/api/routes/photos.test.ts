import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../photos/address-policy.js';
import { MAX_PHOTO_BYTES } from '../schemas/photo.js';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

let now = new Date('2026-11-22T12:00:00.000Z');
let t: TestApp;
let admin: string;
let user: string;
let png: Buffer;
let jpeg: Buffer;
/** Stands in for a public image host: the app's resolver gives 127.0.0.2 for fotos.example and treats it as public. */
let imageHost: Server;
let imageHostPort: number;
let loopbackHits = 0;
let loopback: Server;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6fdb' } });

/**
 * A grey PNG of any size, written by hand: libvips makes none wider or taller than 10,000,000 px, and an attacker's
 * file need not come from libvips. Its rows are zeros, so a line 50,000,000 px long compresses to some 50 KB.
 */
function greyPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framing = Buffer.alloc(8);
    framing.writeUInt32BE(data.length, 0);
    framing.writeUInt32BE(crc32(body), 4);
    return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample; colour type 0 (grey), the rest 0
  const rows = Buffer.alloc((width + 1) * height); // each row: filter type 0, then its pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const uploadUrl = async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ uploadURL: string }>(response).uploadURL;
};
const put = (url: string, payload: Buffer, type = 'image/png') =>
  t.app.inject({ method: 'PUT', url, headers: { 'content-type': type }, payload });
const upload = async (bytes: Buffer, type = 'image/png') => {
  const response = await put(await uploadUrl(), bytes, type);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ path: string }>(response).path;
};
const fetchPhoto = async (path: string) => {
  const response = await t.app.inject({ method: 'GET', url: path });
  expect(response.statusCode, response.body).toBe(200);
  return { response, metadata: await sharp(response.rawPayload).metadata() };
};
const storedPhotos = async () => new Set((await t.ports.blobs.list('photos/')).map((blob) => blob.key.split('/')[1]));

function multipart(files: Array<{ field?: string; name: string; type?: string; bytes: Buffer }>) {
  const boundary = `----portal${randomUUID()}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photos'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const postPhotos = (body: ReturnType<typeof multipart>, cookie: string | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/photos/upload',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });

beforeAll(async () => {
  png = await picture(800, 500).png().toBuffer();
  jpeg = await picture(1000, 600).jpeg().toBuffer();
  imageHost = createServer((request, response) => {
    if (request.url === '/casa.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else response.writeHead(200, { 'content-type': 'image/png' }).end('<html>no soy una imagen</html>');
  });
  await new Promise<void>((resolve) => imageHost.listen(0, '127.0.0.2', resolve));
  imageHostPort = (imageHost.address() as AddressInfo).port;
  loopback = createServer((_request, response) => {
    loopbackHits++;
    response.end(png);
  });
  await new Promise<void>((resolve) => loopback.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    clock: () => now,
    photoDownloads: {
      resolve: async (hostname) => (hostname === 'fotos.example' ? [{ address: '127.0.0.2', family: 4 }] : []),
      isAllowedAddress: (address) => address === '127.0.0.2' || isPublicAddress(address),
    },
  });
  admin = await t.adminCookie();
  user = await t.userCookie();
});
afterAll(async () => {
  await t.close();
  for (const server of [imageHost, loopback]) await new Promise((resolve) => server.close(resolve));
});

describe('signed upload address', () => {
  it('is for admins only, and same-origin', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/objects/upload' });
    expect(anonymous.statusCode).toBe(401);
    const nonAdmin = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: user } });
    expect(nonAdmin.statusCode).toBe(403);
    expect(await uploadUrl()).toMatch(/^\/api\/objects\/upload\/[\w-]{22}\?expires=\d+&signature=[\w-]+$/);
  });

  it('takes a real image without a session and answers its public path', async () => {
    const url = await uploadUrl();
    const response = await put(url, png);
    expect(response.statusCode, response.body).toBe(201);
    const { path } = json<{ path: string }>(response);
    expect(path).toBe(`/photos/${url.split('/')[4]!.split('?')[0]}`);
    const { response: photo, metadata } = await fetchPhoto(`${path}?w=320`);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Shown by other origins too: a webmail draws an alert's cover from the mail's page, not from this site's.
    expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(photo.headers.etag).toBeTruthy();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBeLessThanOrEqual(320);
  });

  it('is single-use: the same address cannot store a second photo', async () => {
    const url = await uploadUrl();
    expect((await put(url, png)).statusCode).toBe(201);
    const again = await put(url, jpeg, 'image/jpeg');
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('Esta dirección de subida ya se usó. Pide una nueva para subir otra foto.');
    const once = await uploadUrl();
    const [first, second] = await Promise.all([put(once, png), put(once, png)]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([201, 409]);
  });

  it('refuses an expired address', async () => {
    const url = await uploadUrl();
    now = new Date(now.getTime() + 15 * 60_000 + 1);
    const response = await put(url, png);
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe('La dirección de subida expiró. Pide una nueva.');
  });

  it('refuses an address whose id, expiry or signature was changed, or that has none', async () => {
    const url = await uploadUrl();
    const [, id, expires, signature] = /upload\/([\w-]+)\?expires=(\d+)&signature=([\w-]+)/.exec(url)!;
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    for (const tampered of [
      `/api/objects/upload/${id}?expires=${expires}&signature=${flipped}`,
      `/api/objects/upload/${id}?expires=${Number(expires) + 3_600_000}&signature=${signature}`,
      `/api/objects/upload/${'A'.repeat(22)}?expires=${expires}&signature=${signature}`,
      `/api/objects/upload/${id}?expires=${expires}`,
      `/api/objects/upload/${id}`,
      `/api/objects/upload/${id}?expires=${expires}&expires=${expires}&signature=${signature}`,
      `/api/objects/upload/..%2F..%2Fsecret.key?expires=${expires}&signature=${signature}`,
    ]) {
      const response = await put(tampered, png);
      expect(response.statusCode, tampered).toBe(403);
      expect(json(response).message).toBe('La dirección de subida no es válida. Pide una nueva.');
    }
    expect((await put(url, png)).statusCode).toBe(201);
  });

  it('refuses content that is not an image, whatever type it claims, and the address stays usable', async () => {
    const url = await uploadUrl();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    for (const [bytes, type] of [
      [Buffer.from('esto no es una imagen'), 'image/png'],
      [png.subarray(0, 40), 'image/png'],
      [svg, 'image/svg+xml'],
      [Buffer.from('%PDF-1.4 nada'), 'application/octet-stream'],
    ] as const) {
      const response = await put(url, bytes, type);
      expect(response.statusCode, type).toBe(400);
      expect(json(response).message).toBe('Archivo inválido: el archivo no es una imagen válida');
    }
    const text = await put(url, Buffer.from('hola'), 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(json(text).message).toMatch(/^Tipo de contenido no soportado/);
    expect((await put(url, jpeg, 'image/jpeg')).statusCode).toBe(201);
  });

  it('refuses, in Spanish, an image of more than 50 megapixels however small its file', async () => {
    // 64 MP of one colour: a few hundred KB on disk, 256 MB once decoded.
    const bomb = await picture(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const byAddress = await put(await uploadUrl(), bomb);
    const byForm = await postPhotos(multipart([{ name: 'plano.png', bytes: bomb }]));
    expect(byAddress.statusCode).toBe(400);
    expect(json(byAddress).message).toBe(
      'Imagen demasiado grande: el archivo tiene 64 megapíxeles y el máximo es 50 (por ejemplo, 8000 × 6000 píxeles)',
    );
    expect(byForm.statusCode).toBe(400);
    expect(json(byForm).message).toBe(
      'Imagen demasiado grande: plano.png tiene 64 megapíxeles y el máximo es 50 (por ejemplo, 8000 × 6000 píxeles)',
    );
  });

  it('refuses a line of pixels millions long, wide or tall, from its header: within 50 megapixels, it cost minutes', async () => {
    for (const [width, height, size] of [
      [50_000_000, 1, '50.000.000 × 1'],
      [1, 50_000_000, '1 × 50.000.000'],
    ] as const) {
      const line = greyPng(width, height);
      expect(line.length).toBeLessThan(150 * 1024);
      const byAddress = await put(await uploadUrl(), line);
      expect(byAddress.statusCode, size).toBe(400);
      expect(json(byAddress).message).toBe(
        `Imagen demasiado grande: el archivo mide ${size} píxeles y el máximo es 16.000 por lado`,
      );
      const byForm = await postPhotos(multipart([{ name: 'linea.png', bytes: line }]));
      expect(json(byForm).message).toBe(
        `Imagen demasiado grande: linea.png mide ${size} píxeles y el máximo es 16.000 por lado`,
      );
    }
    // At the bound, a panorama's proportions still pass.
    expect((await fetchPhoto(`${await upload(greyPng(16_000, 1_000))}?w=1920`)).metadata.width).toBe(1920);
  });

  it('takes a photo of several megabytes, by address and by form', async () => {
    const noise = await sharp(randomBytes(1200 * 900 * 3), { raw: { width: 1200, height: 900, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(3 * 1024 * 1024);
    expect((await fetchPhoto(await upload(noise))).metadata.width).toBe(960);
    const form = await postPhotos(multipart([{ name: 'ruido.png', bytes: noise }]));
    expect(form.statusCode, form.body).toBe(201);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const response = await put(await uploadUrl(), Buffer.alloc(MAX_PHOTO_BYTES + 1), 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(json(response).message).toBe('Archivo muy grande');
  });
});

describe('stored photos', () => {
  it('keeps WebP widths up to the original and serves the narrowest that covers the asked width', async () => {
    const path = await upload(png);
    const id = path.split('/')[2]!;
    expect((await t.ports.blobs.list(`photos/${id}/`)).map((blob) => blob.key)).toEqual([
      `photos/${id}/320.webp`,
      `photos/${id}/640.webp`,
    ]);
    for (const [query, width] of [
      ['?w=1', 320],
      ['?w=320', 320],
      ['?w=321', 640],
      ['?w=5000', 640],
      ['', 640],
    ] as const) {
      expect((await fetchPhoto(`${path}${query}`)).metadata.width, query).toBe(width);
    }
    const small = await upload(await picture(200, 100).png().toBuffer());
    expect((await fetchPhoto(`${small}?w=640`)).metadata).toMatchObject({ width: 200, height: 100 });
  });

  it('answers 304 to a matching ETag, 404 in Spanish to an unknown photo, 400 to a bad width', async () => {
    const path = await upload(png);
    const { response } = await fetchPhoto(path);
    const cached = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': response.headers.etag },
    });
    expect(cached.statusCode).toBe(304);
    for (const url of [`/photos/${'x'.repeat(22)}`, '/photos/corto', '/photos/..%2Fsecret.key']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(json(missing).message).toBe('Foto no encontrada.');
    }
    expect((await t.app.inject({ method: 'GET', url: `${path}?w=ancho` })).statusCode).toBe(400);
  });

  it('turns a photo upright by its EXIF orientation and strips EXIF and GPS', async () => {
    const original = await picture(800, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Artist: 'Ana Pérez', Copyright: 'Ana Pérez' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '4/1 36/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '74/1 4/1 0/1' },
      })
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const path = await upload(original, 'image/jpeg');
    const { metadata } = await fetchPhoto(path);
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 640 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
  });
});

describe('multipart upload', () => {
  it('stores every photo of the form and answers their paths in order', async () => {
    const response = await postPhotos(
      multipart([
        { name: 'sala.png', bytes: png },
        { name: 'cocina.jpg', type: 'image/jpeg', bytes: jpeg },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { paths } = json<{ paths: string[] }>(response);
    expect(paths).toHaveLength(2);
    expect((await fetchPhoto(paths[0]!)).metadata.width).toBe(640);
    expect((await fetchPhoto(paths[1]!)).metadata.width).toBe(960);
  });

  it('refuses the whole form, naming the file, when one file is not an image', async () => {
    const before = await storedPhotos();
    const response = await postPhotos(
      multipart([
        { name: 'sala.png', bytes: png },
        { name: 'notas.txt', type: 'image/png', bytes: Buffer.from('lista de compras') },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Archivo inválido: notas.txt no es una imagen válida');
    expect(await storedPhotos()).toEqual(before);
  });

  it('refuses more than 10 files, a file over 10 MB, and a form without photos', async () => {
    const before = await storedPhotos();
    const tiny = await picture(16, 16).png().toBuffer();
    const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `foto-${index}.png`, bytes: tiny }));
    const tooMany = await postPhotos(multipart(eleven));
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).message).toBe('Demasiados archivos: Máximo 10 archivos permitidos');
    const big = await postPhotos(multipart([{ name: 'enorme.jpg', bytes: Buffer.alloc(MAX_PHOTO_BYTES + 1) }]));
    expect(big.statusCode).toBe(413);
    expect(json(big).message).toBe('Archivo muy grande');
    const none = await postPhotos(multipart([{ field: 'otro', name: 'sala.png', bytes: png }]));
    expect(none.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/photos/upload',
      headers: { cookie: admin },
      payload: { photos: [] },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(json(notMultipart).message).toMatch(/multipart\/form-data/);
    expect(await storedPhotos()).toEqual(before);
  });

  it('is for admins only', async () => {
    const form = multipart([{ name: 'sala.png', bytes: png }]);
    expect((await postPhotos(form, null)).statusCode).toBe(401);
    expect((await postPhotos(form, user)).statusCode).toBe(403);
  });
});

describe('external image copy', () => {
  const download = (url: string, cookie: string | null = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/photos/download-external',
      headers: cookie ? { cookie } : {},
      payload: { url },
    });

  it('copies a public image and answers its local path', async () => {
    const response = await download(`http://fotos.example:${imageHostPort}/casa.png`);
    expect(response.statusCode, response.body).toBe(201);
    const { localPath } = json<{ localPath: string }>(response);
    expect(localPath).toMatch(/^\/photos\/[\w-]{22}$/);
    expect((await fetchPhoto(localPath)).metadata).toMatchObject({ format: 'webp', width: 640 });
  });

  it('refuses an address inside our network, and content that is not an image', async () => {
    const inside = await download(
      `http://127.0.0.1:${loopback.address() && (loopback.address() as AddressInfo).port}/x.png`,
    );
    expect(inside.statusCode).toBe(400);
    expect(json(inside).message).toBe('No se pudo descargar la imagen externa: la dirección no está permitida.');
    expect(loopbackHits).toBe(0);
    const page = await download(`http://fotos.example:${imageHostPort}/pagina.html`);
    expect(page.statusCode).toBe(422);
    expect(json(page).message).toBe('No se pudo descargar la imagen externa: el archivo no es una imagen válida.');
    const invalid = await download('no es una url');
    expect(invalid.statusCode).toBe(400);
    expect(json(invalid).message).toMatch(/^No se pudo descargar la imagen externa: /);
  });

  it('is for admins only', async () => {
    expect((await download(`http://fotos.example:${imageHostPort}/casa.png`, null)).statusCode).toBe(401);
    expect((await download(`http://fotos.example:${imageHostPort}/casa.png`, user)).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the photo routes, with the upload target and the photos themselves public', async () => {
    const spec = json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    );
    expect(spec.paths['/api/objects/upload']?.post?.security).not.toEqual([]);
    expect(spec.paths['/api/objects/upload/{id}']?.put?.security).toEqual([]);
    expect(spec.paths['/api/photos/upload']?.post?.security).not.toEqual([]);
    expect(spec.paths['/api/photos/download-external']?.post?.security).not.toEqual([]);
    expect(spec.paths['/photos/{id}']?.get?.security).toEqual([]);
  });
});
