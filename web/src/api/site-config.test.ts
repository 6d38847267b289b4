import { describe, expect, it } from 'vitest';
import { parseSocialLinks } from './site-config';

describe('parseSocialLinks', () => {
  it('reads JSON-encoded links and yields nothing for unparseable data', () => {
    expect(parseSocialLinks([JSON.stringify({ platform: 'instagram', url: 'https://instagram.com/x' })])).toEqual([
      { platform: 'instagram', url: 'https://instagram.com/x' },
    ]);
    expect(parseSocialLinks(['{no es json'])).toEqual([]);
    expect(parseSocialLinks([JSON.stringify({ platform: 'tiktok', url: 'https://x' })])).toEqual([]);
  });
});
