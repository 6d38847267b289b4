import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
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

  it.each([
    'portal.example.co',
    '/relativa',
    'ftp://portal.example.co',
    'https://portal.example.co/?a=1',
    'https://portal.example.co/#inicio',
    'https://usuario:clave@portal.example.co',
  ])('refuses %s with a message in Spanish', (value) => {
    const message = refusal({ PUBLIC_URL: value });
    expect(message).toContain('PUBLIC_URL');
    expect(message).toMatch(/dirección|debe|no puede/);
  });
});

describe('READY_MAX_LAG_SECONDS', () => {
  it('allows 30 s of projection lag unless told otherwise', () => {
    expect(loadConfig({}).READY_MAX_LAG_SECONDS).toBe(30);
    expect(loadConfig({ READY_MAX_LAG_SECONDS: ' 120 ' }).READY_MAX_LAG_SECONDS).toBe(120);
  });

  it.each(['0', '-5', '1.5', '30s', 'treinta', '86401'])('refuses %s with a message in Spanish', (value) => {
    const message = refusal({ READY_MAX_LAG_SECONDS: value });
    expect(message).toContain('Configuración inválida');
    expect(message).toContain(
      'READY_MAX_LAG_SECONDS: debe ser un número entero de segundos entre 1 y 86400, p. ej. READY_MAX_LAG_SECONDS=30',
    );
  });
});
