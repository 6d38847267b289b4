import { describe, expect, it } from 'vitest';
import { contactNumber } from './contact-number';

const agency = { enabled: true, whatsappNumber: '+57 300 123 4567' };

describe('contactNumber', () => {
  it('is the asesor’s number when the listing names one who has a number', () => {
    expect(contactNumber({ phone: '300 555 1234' }, agency)).toBe('300 555 1234');
  });

  it('is the agency’s without an asesor, or with one who saved no number', () => {
    expect(contactNumber(null, agency)).toBe('+57 300 123 4567');
    expect(contactNumber(undefined, agency)).toBe('+57 300 123 4567');
    expect(contactNumber({ phone: null }, agency)).toBe('+57 300 123 4567');
    expect(contactNumber({ phone: '' }, agency)).toBe('+57 300 123 4567');
  });

  it('is none when contact is turned off, or nobody saved a number', () => {
    expect(contactNumber({ phone: '300 555 1234' }, { ...agency, enabled: false })).toBeNull();
    expect(contactNumber(null, { enabled: true, whatsappNumber: '' })).toBeNull();
  });
});
