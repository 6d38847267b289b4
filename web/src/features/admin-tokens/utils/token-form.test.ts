import { describe, expect, it } from 'vitest';
import { TokenFormSchema, tokenCreateBody } from './token-form';

describe('the Crear Token form', () => {
  it('refuses a name that is empty once trimmed with the API message', () => {
    const result = TokenFormSchema.safeParse({ name: '   ', description: '', expiresOn: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'El nombre del token es requerido.'],
    ]);
  });

  it('sends the trimmed name and leaves out an empty description and a missing expiry', () => {
    const values = TokenFormSchema.parse({ name: '  API Mobile App ', description: '  ', expiresOn: null });
    expect(tokenCreateBody(values)).toEqual({ name: 'API Mobile App' });
  });

  it('sends the description and the end of the chosen day in Colombia', () => {
    const values = TokenFormSchema.parse({ name: 'CRM', description: 'Sincroniza clientes', expiresOn: '2026-06-30' });
    expect(tokenCreateBody(values)).toEqual({
      name: 'CRM',
      description: 'Sincroniza clientes',
      expiresAt: '2026-06-30T23:59:59.999-05:00',
    });
  });
});
