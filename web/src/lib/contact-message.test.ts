import { describe, expect, it } from 'vitest';
import { chatMessage, interestMessage } from './contact-message';

const withCode = { title: 'Apartamento en El Poblado', code: 'APT-101', address: 'Calle 10 # 43-12, Medellín' };
const withoutCode = { ...withCode, code: null };

describe('chatMessage (SPEC §7 chat-app contact)', () => {
  const page = 'https://portal.example/propiedad/apartamento-en-el-poblado-prop-001';

  it('is the configured message, the title, the code and the address after a dash, then the listing’s page', () => {
    expect(chatMessage('Hola, me interesa obtener información', withCode, page)).toBe(
      'Hola, me interesa obtener información Apartamento en El Poblado (Código: APT-101) - Calle 10 # 43-12, Medellín\n' +
        page,
    );
  });

  it('leaves the code out when the property has none', () => {
    expect(chatMessage('Hola', withoutCode, page)).toBe(
      `Hola Apartamento en El Poblado - Calle 10 # 43-12, Medellín\n${page}`,
    );
  });
});

describe('interestMessage (SPEC §5 prefilled contact message)', () => {
  it('names the title, the code and the address', () => {
    const message = interestMessage(withCode);
    expect(message).toContain('Apartamento en El Poblado');
    expect(message).toContain('(Código: APT-101)');
    expect(message).toContain('Calle 10 # 43-12, Medellín');
  });

  it("leaves the code out when the property has none, and passes the form's 10-character rule", () => {
    const message = interestMessage(withoutCode);
    expect(message).not.toContain('Código');
    expect(message.length).toBeGreaterThanOrEqual(10);
  });
});
