import { describe, expect, it } from 'vitest';
import { whatsappLink } from './whatsapp';

describe('whatsappLink', () => {
  it('keeps only the digits of the number and encodes the message', () => {
    expect(whatsappLink('+57 (300) 123-4567', 'Hola, me interesa: casa #5 & más')).toBe(
      'https://wa.me/573001234567?text=Hola%2C%20me%20interesa%3A%20casa%20%235%20%26%20m%C3%A1s',
    );
  });

  it('gives no link without a number: none saved yet, or one with no digit in it', () => {
    expect(whatsappLink('', 'Hola')).toBeUndefined();
    expect(whatsappLink(' + ( ) - ', 'Hola')).toBeUndefined();
  });
});
