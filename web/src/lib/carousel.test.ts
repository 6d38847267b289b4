import { describe, expect, it } from 'vitest';
import { AUTO_ADVANCE_MS, autoAdvanceDelay, photosOrPlaceholders, PLACEHOLDER_PHOTOS, wrapIndex } from './carousel';

describe('wrapIndex', () => {
  it('wraps past the last photo to the first and before the first to the last', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it('stays at 0 when there is nothing to show', () => {
    expect(wrapIndex(4, 0)).toBe(0);
  });
});

describe('autoAdvanceDelay', () => {
  it('advances every 5000 ms only with more than one photo and when not paused', () => {
    expect(AUTO_ADVANCE_MS).toBe(5000);
    expect(autoAdvanceDelay(2, false)).toBe(5000);
    expect(autoAdvanceDelay(1, false)).toBeNull();
    expect(autoAdvanceDelay(0, false)).toBeNull();
    expect(autoAdvanceDelay(6, true)).toBeNull();
  });
});

describe('photosOrPlaceholders', () => {
  it('keeps real photos and falls back to one placeholder', () => {
    expect(photosOrPlaceholders(['/photos/a.jpg'])).toEqual(['/photos/a.jpg']);
    expect(photosOrPlaceholders([])).toBe(PLACEHOLDER_PHOTOS);
    expect(PLACEHOLDER_PHOTOS).toEqual(['/placeholders/1.svg']);
  });
});
