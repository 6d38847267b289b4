import { describe, expect, it } from 'vitest';
import { whatsappLink } from './whatsapp';

describe('whatsappLink', () => {
  it('keeps only the digits of the number and encodes the message', () => {
    expect(whatsappLink('+57 (300) 123-4567', 'Hola, me interesa: casa #5 & más')).toBe(
      'https://wa.me/573001234567?text=Hola%2C%20me%20interesa%3A%20casa%20%235%20%26%20m%C3%A1s',
    );
  });

  it('adds Colombia’s country code to a mobile number written without it', () => {
    expect(whatsappLink('300 555 1234', 'Hola')).toBe('https://wa.me/573005551234?text=Hola');
    // A landline with its area code, or a number from another country, is left as typed.
    expect(whatsappLink('+1 305 555 0100', 'Hola')).toBe('https://wa.me/13055550100?text=Hola');
  });

  it('gives no link without a number: none saved yet, or one with no digit in it', () => {
    expect(whatsappLink('', 'Hola')).toBeUndefined();
    expect(whatsappLink(' + ( ) - ', 'Hola')).toBeUndefined();
  });
});
