import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

/** Why `env` is refused; when it is accepted, a sentence no refusal a test expects contains, so a table goes on. */
const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
    return '(the configuration was accepted)';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('takes the proxies’ addresses and ranges, as Fastify’s trustProxy does', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).TRUST_PROXY).toBe('10.0.0.1');
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.0/24 ,::1,fd00::/8' }).TRUST_PROXY).toBe(
      '10.0.0.0/8,192.168.1.0/24,::1,fd00::/8',
    );
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).TRUST_PROXY).toBe('loopback,uniquelocal');
  });

  it('refuses `true`, which would let any client choose its address, and says what to write instead', () => {
    const message = refusal({ TRUST_PROXY: 'true' });
    expect(message).toContain('TRUST_PROXY');
    expect(message).toContain('TRUST_PROXY=10.0.0.0/8');
    expect(message).toMatch(/cualquier cliente/);
  });

  it('refuses a hop count, which this Fastify version ignores, and anything that is not an address', () => {
    expect(refusal({ TRUST_PROXY: '1' })).toContain('TRUST_PROXY=10.0.0.0/8');
    expect(refusal({ TRUST_PROXY: '10.0.0.1,proxy.interno' })).toContain('proxy.interno');
    expect(refusal({ TRUST_PROXY: '10.0.0.0/33' })).toContain('10.0.0.0/33');
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to localhost on the configured port', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('keeps an absolute http(s) address without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Portal.Example.co/' }).PUBLIC_URL).toBe('https://portal.example.co');
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.co/inmuebles/' }).PUBLIC_URL).toBe(
      'https://portal.example.co/inmuebles',
    );
  });

  it('refuses a relative address, another scheme, a query, a fragment or credentials with a message in Spanish', () => {
    for (const value of [
      'portal.example.co',
      '/relativa',
      'ftp://portal.example.co',
      'https://portal.example.co/?a=1',
      'https://portal.example.co/#inicio',
      'https://usuario:clave@portal.example.co',
    ]) {
      const message = refusal({ PUBLIC_URL: value });
      expect.soft(message, value).toContain('PUBLIC_URL');
      expect.soft(message, value).toMatch(/dirección|debe|no puede/);
    }
  });
});

describe('READY_MAX_LAG_SECONDS', () => {
  it('allows 30 s of projection lag unless told otherwise', () => {
    expect(loadConfig({}).READY_MAX_LAG_SECONDS).toBe(30);
    expect(loadConfig({ READY_MAX_LAG_SECONDS: ' 120 ' }).READY_MAX_LAG_SECONDS).toBe(120);
  });

  it('refuses anything but a whole number of seconds from 1 to 86400, with a message in Spanish', () => {
    for (const value of ['0', '-5', '1.5', '30s', 'treinta', '86401']) {
      const message = refusal({ READY_MAX_LAG_SECONDS: value });
      expect.soft(message, value).toContain('Configuración inválida');
      expect
        .soft(message, value)
        .toContain(
          'READY_MAX_LAG_SECONDS: debe ser un número entero de segundos entre 1 y 86400, p. ej. READY_MAX_LAG_SECONDS=30',
        );
    }
  });
});

describe('BACKUP_DIR and BACKUP_KEEP', () => {
  it('keeps a week of nightly backups unless told otherwise, and none without BACKUP_DIR', () => {
    const defaults = loadConfig({});
    expect(defaults.BACKUP_DIR).toBeUndefined();
    expect(defaults.BACKUP_KEEP).toBe(7);
    expect(loadConfig({ BACKUP_DIR: '/copias', BACKUP_KEEP: '30' })).toMatchObject({
      BACKUP_DIR: '/copias',
      BACKUP_KEEP: 30,
    });
  });

  it('refuses a count that is not a whole number from 1, and a BACKUP_DIR with no data folder to copy', () => {
    for (const value of ['0', '-1', '2.5', 'siete'])
      expect
        .soft(refusal({ BACKUP_KEEP: value }), value)
        .toContain('BACKUP_KEEP: debe ser cuántas copias nocturnas se guardan, un número entero entre 1 y 3650');
    for (const env of [
      { BACKUP_DIR: '/copias', EVENTSTORE_URL: 'kurrentdb://localhost:2113?tls=false' },
      { BACKUP_DIR: '/copias', DATA_DIR: ':memory:' },
    ])
      expect.soft(refusal(env)).toContain('BACKUP_DIR copia la carpeta de datos embebida');
  });
});

describe('S3 settings', () => {
  const s3 = {
    S3_ENDPOINT: 'http://minio:9000/',
    S3_BUCKET: 'portal-fotos',
    S3_ACCESS_KEY_ID: 'portal',
    S3_SECRET_ACCESS_KEY: 'secreto-de-minio',
  };

  it('keeps photos on disk without S3_ENDPOINT, and in the bucket with it', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'portal-fotos',
      accessKeyId: 'portal',
      secretAccessKey: 'secreto-de-minio',
      publicUrl: undefined,
    });
    expect(
      loadConfig({ ...s3, S3_REGION: 'sa-east-1', S3_PUBLIC_URL: 'http://localhost:9000/portal-fotos/' }).s3,
    ).toMatchObject({ region: 'sa-east-1', publicUrl: 'http://localhost:9000/portal-fotos' });
  });

  it('refuses an endpoint with no scheme, relative, with a path or with credentials, saying why and what to write', () => {
    for (const [value, reason] of [
      ['minio:9000', 'debe empezar por http:// o https://'],
      ['no es una dirección', 'debe ser una dirección absoluta'],
      ['http://minio:9000/portal-fotos', 'sin ruta (el bucket va en S3_BUCKET)'],
      ['http://clave:secreto@minio:9000', 'no puede llevar usuario ni contraseña'],
    ]) {
      const message = refusal({ ...s3, S3_ENDPOINT: value });
      expect.soft(message, value).toContain(reason);
      expect.soft(message, value).toContain('S3_ENDPOINT=http://minio:9000');
    }
  });

  it('refuses an endpoint without its bucket or without its credentials, naming each missing one', () => {
    expect(refusal({ ...s3, S3_BUCKET: undefined })).toMatch(/S3_BUCKET: falta: .*en qué bucket/);
    const withoutCredentials = refusal({ ...s3, S3_ACCESS_KEY_ID: undefined, S3_SECRET_ACCESS_KEY: '' });
    expect(withoutCredentials).toMatch(/- S3_ACCESS_KEY_ID: falta/);
    expect(withoutCredentials).toMatch(/- S3_SECRET_ACCESS_KEY: falta/);
  });

  it('refuses every bucket name S3 would refuse, saying which of its rules the name breaks', () => {
    for (const [bucket, reason] of [
      ['ab', 'de 3 a 63 caracteres'],
      ['f'.repeat(64), 'de 3 a 63 caracteres'],
      ['Portal_Fotos', 'minúsculas sin tilde, cifras, puntos y guiones'],
      ['fotos-año', 'minúsculas sin tilde'],
      ['-fotos', 'empezar y terminar por una letra o una cifra'],
      ['fotos..portal', 'dos puntos seguidos'],
      ['192.168.1.10', 'forma de dirección IP'],
      ['xn--fotos', 'los nombres que S3 reserva'],
    ]) {
      const message = refusal({ ...s3, S3_BUCKET: bucket });
      expect.soft(message, bucket).toContain(`S3_BUCKET: «${bucket}» no es un nombre de bucket válido`);
      expect.soft(message, bucket).toContain(reason);
    }
  });

  it('refuses an S3 setting without S3_ENDPOINT, which would leave the photos on disk unnoticed', () => {
    const message = refusal({ S3_BUCKET: 'portal-fotos', S3_PUBLIC_URL: 'https://fotos.example.co' });
    expect(message).toMatch(/- S3_BUCKET: no sirve sin S3_ENDPOINT/);
    expect(message).toMatch(/- S3_PUBLIC_URL: no sirve sin S3_ENDPOINT/);
  });

  it('refuses a region that is no region code, and a public address that is no http(s) address', () => {
    expect(refusal({ ...s3, S3_REGION: 'Sao Paulo' })).toContain('S3_REGION: es un código de región');
    expect(refusal({ ...s3, S3_PUBLIC_URL: 'fotos.example.co' })).toContain('S3_PUBLIC_URL: debe ser una dirección');
  });
});

describe('ADMIN_PASSWORD', () => {
  it('stops start-up with the reason when the admin password is short or easy to guess', () => {
    const admin = (password: string) => ({ ADMIN_EMAIL: 'admin@portal.co', ADMIN_PASSWORD: password });
    expect(refusal(admin('12345678'))).toBe(
      'Configuración inválida:\n- ADMIN_PASSWORD: La contraseña debe tener al menos 12 caracteres',
    );
    expect(refusal(admin('123456789012'))).toMatch(
      /^Configuración inválida:\n- ADMIN_PASSWORD: La contraseña es demasiado fácil de adivinar: es una contraseña/,
    );
    expect(loadConfig(admin('navegador-ceiba-lluvia-27')).ADMIN_PASSWORD).toBe('navegador-ceiba-lluvia-27');
    // The site's host and the year are the first words a guesser tries: strong elsewhere, weak on its own site.
    const password = `Inmoquetzal${new Date().getFullYear()}!!`;
    expect(loadConfig({ ...admin(password), PUBLIC_URL: 'https://portal.example.co' }).ADMIN_PASSWORD).toBe(password);
    expect(refusal({ ...admin(password), PUBLIC_URL: 'https://inmoquetzal.com.co' })).toMatch(
      /^Configuración inválida:\n- ADMIN_PASSWORD: La contraseña es demasiado fácil de adivinar: sin el nombre/,
    );
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  it('writes mail as files unless told the SMTP server, and then needs the sender', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    const smtp = loadConfig({
      SMTP_URL: 'smtps://avisos:clave@smtp.example.co',
      MAIL_FROM: 'Habitat <avisos@example.co>',
    });
    expect([smtp.SMTP_URL, smtp.MAIL_FROM]).toEqual([
      'smtps://avisos:clave@smtp.example.co',
      'Habitat <avisos@example.co>',
    ]);
    expect(refusal({ SMTP_URL: 'smtp://smtp.example.co:587' })).toBe(
      'Configuración inválida: con SMTP_URL defina también MAIL_FROM, el remitente de los correos, p. ej. MAIL_FROM="Habitat <avisos@example.co>".',
    );
  });

  it('refuses an address that is no SMTP server, and a sender with no address, saying what to write', () => {
    expect(refusal({ SMTP_URL: 'https://smtp.example.co', MAIL_FROM: 'avisos@example.co' })).toContain(
      '- SMTP_URL: debe ser una dirección smtp:// o smtps:// con el servidor; p. ej. SMTP_URL=smtp://usuario:clave@smtp.example.co:587',
    );
    expect(refusal({ MAIL_FROM: 'Habitat' })).toContain(
      '- MAIL_FROM: debe ser el remitente de los correos, p. ej. MAIL_FROM="Habitat <avisos@example.co>"',
    );
  });
});

describe('MAP_TILES_URL', () => {
  it('takes a tile template and refuses an address without {z}, {x} and {y}, saying what to write', () => {
    expect(loadConfig({}).MAP_TILES_URL).toBeUndefined();
    const template = 'https://tiles.example.co/{z}/{x}/{y}.png';
    expect(loadConfig({ MAP_TILES_URL: template }).MAP_TILES_URL).toBe(template);
    expect(refusal({ MAP_TILES_URL: 'https://tiles.example.co/tile.png' })).toContain(
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
  });
});
