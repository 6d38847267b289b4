import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_PHOTO_FILES, DEMO_PHOTO_FOLDER, DEMO_PROPERTIES, demoPhotoId } from '../index.js';
import type { DemoProperty } from '../properties.js';
import { PHOTO_GROUPS, PHOTO_RECIPES } from './photos.js';

const filesInFolder = readdirSync(DEMO_PHOTO_FOLDER).filter((file) => file.endsWith('.jpg'));

describe('demo listing photos', () => {
  it('are 3–8 distinct photos per listing, the first one fitting its type', () => {
    for (const { key, fields, photoFiles } of DEMO_PROPERTIES) {
      expect(photoFiles.length, key).toBeGreaterThanOrEqual(3);
      expect(photoFiles.length, key).toBeLessThanOrEqual(8);
      expect(new Set(photoFiles).size, key).toBe(photoFiles.length);
      const covers = PHOTO_RECIPES[fields.propertyTypeId as keyof typeof PHOTO_RECIPES].cover.flatMap(
        (group) => PHOTO_GROUPS[group],
      );
      expect(covers, key).toContain(photoFiles[0]);
    }
    const coverOf = (type: string) => DEMO_PROPERTIES.find((p) => p.fields.propertyTypeId === type)?.photoFiles[0];
    expect(coverOf('lote')).toBe('lot-01.jpg');
    expect(coverOf('bodega')).toMatch(/^warehouse-/);
    expect(coverOf('consultorio')).toMatch(/^medical-/);
    expect(coverOf('finca')).toMatch(/^(farm|garden)-/);
  });

  it('vary between listings of a type: as many covers as the type has listings, up to the photos there are', () => {
    const byType = new Map<keyof typeof PHOTO_RECIPES, DemoProperty[]>();
    for (const p of DEMO_PROPERTIES) {
      const type = p.fields.propertyTypeId as keyof typeof PHOTO_RECIPES;
      byType.set(type, [...(byType.get(type) ?? []), p]);
    }
    for (const [type, listings] of byType) {
      const covers = PHOTO_RECIPES[type].cover.flatMap((group) => PHOTO_GROUPS[group]);
      const distinct = new Set(listings.map((p) => p.photoFiles[0]));
      expect(distinct.size, type).toBe(Math.min(listings.length, covers.length));
    }
  });

  it('are named as the upload routes name a photo, one address per file', () => {
    for (const { fields, photoFiles } of DEMO_PROPERTIES)
      expect(fields.photos).toEqual(photoFiles.map((file) => `/photos/${demoPhotoId(file)}`));
    // The shape of an uploaded photo's id (128 bits, URL-safe), which the photo routes and the cleanup expect.
    for (const file of DEMO_PHOTO_FILES) expect(demoPhotoId(file)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(DEMO_PHOTO_FILES.map(demoPhotoId)).size).toBe(DEMO_PHOTO_FILES.length);
  });

  it('use every photo in the folder, each credited in CREDITS.md, and none that is not there', () => {
    expect([...DEMO_PHOTO_FILES].sort()).toEqual([...filesInFolder].sort());
    const credits = readFileSync(new URL('CREDITS.md', DEMO_PHOTO_FOLDER), 'utf8');
    for (const file of filesInFolder) expect(credits).toContain(`| \`${file}\` |`);
  });

  it('are stored covers first, the newest listing’s first', () => {
    const newest = DEMO_PROPERTIES.at(-1)!;
    expect(DEMO_PHOTO_FILES[0]).toBe(newest.photoFiles[0]);
    const covers = new Set(DEMO_PROPERTIES.map((p) => p.photoFiles[0]));
    expect(new Set(DEMO_PHOTO_FILES.slice(0, covers.size))).toEqual(covers);
  });
});
