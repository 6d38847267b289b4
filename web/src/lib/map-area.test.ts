import { describe, expect, it } from 'vitest';
import { bboxParam, parseBbox, roundBbox } from './map-area';

describe('roundBbox', () => {
  it('keeps five decimals, rounding outwards so nothing seen at the edge is left out', () => {
    expect(roundBbox([-74.123456, 4.612341, -74.012341, 4.712349])).toEqual([-74.12346, 4.61234, -74.01234, 4.71235]);
    expect(roundBbox([-74.1, 4.6, -74, 4.7])).toEqual([-74.1, 4.6, -74, 4.7]);
  });

  it('stays within the globe when a zoomed-out map shows more than one world', () => {
    expect(roundBbox([-400, -95, 300, 91])).toEqual([-180, -90, 180, 90]);
  });
});

describe('bboxParam and parseBbox', () => {
  it('write and read the address form, without exponents', () => {
    const box = roundBbox([-74.00000123, 0.000001, -73.9, 4.9]);
    expect(bboxParam(box)).toBe('-74.00001,0,-73.9,4.9');
    expect(parseBbox(bboxParam(box))).toEqual(box);
  });

  it('refuse what the API would refuse', () => {
    expect(parseBbox('-74.3,4.4,-73.9')).toBeNull();
    expect(parseBbox('-73.9,4.4,-74.3,4.9')).toBeNull();
    expect(parseBbox('-74.3,4.4,-73.9,95')).toBeNull();
    expect(parseBbox('a,b,c,d')).toBeNull();
  });
});
