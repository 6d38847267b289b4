import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AI_EXAMPLE_CATEGORIES } from '../domain/ai-example/events.js';
import { SOCIAL_PLATFORMS } from '../domain/footer-config/events.js';
import { ANTIQUITY_VALUES, PROPERTY_STATUSES } from '../domain/property/events.js';
import { distanceInMetres, isInsideColombia, publicPoint } from '../domain/property/location.js';
import { SEARCH_FILTER_TYPES } from '../domain/search-filter/events.js';
import {
  CHARACTERISTICS,
  DEMO_AI_EXAMPLES,
  DEMO_AI_SEARCH_CONFIG,
  DEMO_CONTACT_CONFIG,
  DEMO_FOOTER_CONFIG,
  DEMO_PROPERTIES,
  DEMO_SEARCH_FILTER_OPTIONS,
  MUNICIPALITIES,
  NEIGHBOURHOODS,
  PROPERTY_TYPES,
  buildDemoProperties,
} from './index.js';

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const typeIds = new Set<string>(PROPERTY_TYPES.map((t) => t.id));
const municipalityIds = new Set<string>(MUNICIPALITIES.map((m) => m.id));
const characteristicIds = new Set<string>(CHARACTERISTICS.map((c) => c.id));
const properties = DEMO_PROPERTIES.map((p) => p.fields);
const isRent = (status: string) => status === 'rent' || status === 'rented';
const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('master data', () => {
  it('property types, municipalities and characteristics: enough, unique, ids are the slug of the name', () => {
    for (const [label, items, minimum] of [
      ['property types', PROPERTY_TYPES, 10],
      ['municipalities', MUNICIPALITIES, 10],
      ['characteristics', CHARACTERISTICS, 20],
    ] as const) {
      expect.soft(items.length, `${label}: how many`).toBeGreaterThanOrEqual(minimum);
      expect
        .soft(
          items.filter(({ id, name }) => id !== slug(name)).map(({ id, name }) => `${id} for ${name}`),
          `${label}: ids that are not the slug of their name`,
        )
        .toEqual([]);
      expect.soft(new Set(items.map((i) => i.id)).size, `${label}: unique ids`).toBe(items.length);
      expect.soft(new Set(items.map((i) => i.name)).size, `${label}: unique names`).toBe(items.length);
    }
  });

  it('the slug rule strips accents and turns ñ into n', () => {
    expect(slug('Bogotá')).toBe('bogota');
    expect(slug('Vigilancia 24 horas')).toBe('vigilancia-24-horas');
    expect(slug('Baño social')).toBe('bano-social');
  });

  it('every municipality has neighbourhoods with a valid stratum range', () => {
    for (const { id } of MUNICIPALITIES) {
      const hoods = NEIGHBOURHOODS[id];
      expect(hoods.length, id).toBeGreaterThan(0);
      expect(new Set(hoods.map((h) => h.name)).size, id).toBe(hoods.length);
      for (const {
        stratum: [min, max],
      } of hoods) {
        expect(min).toBeGreaterThanOrEqual(1);
        expect(max).toBeLessThanOrEqual(6);
        expect(min).toBeLessThanOrEqual(max);
      }
    }
  });
});

describe('demo properties', () => {
  it('are many, with unique keys and codes, and stable run to run', () => {
    expect(DEMO_PROPERTIES.length).toBeGreaterThanOrEqual(72);
    expect(new Set(DEMO_PROPERTIES.map((p) => p.key)).size).toBe(DEMO_PROPERTIES.length);
    for (const { key } of DEMO_PROPERTIES) expect(key).toMatch(/^prop-\d{3}$/);
    const codes = properties.map((p) => p.code).filter((c): c is string => c !== null);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length / properties.length).toBeGreaterThan(0.7);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2,3}-\d{4}$/);
    expect(buildDemoProperties()).toEqual(DEMO_PROPERTIES);
  });

  it('cover every municipality, most types and all four statuses', () => {
    expect(new Set(properties.map((p) => p.municipalityId))).toEqual(municipalityIds);
    expect(new Set(properties.map((p) => p.propertyTypeId)).size).toBeGreaterThanOrEqual(8);
    const statuses = properties.map((p) => p.status);
    for (const status of PROPERTY_STATUSES) expect(statuses).toContain(status);
    const settled = statuses.filter((s) => s === 'sold' || s === 'rented').length;
    expect(settled).toBeLessThan(properties.length * 0.2);
  });

  it('reference only existing master data', () => {
    for (const p of properties) {
      expect(typeIds.has(p.propertyTypeId), p.propertyTypeId).toBe(true);
      expect(municipalityIds.has(p.municipalityId), p.municipalityId).toBe(true);
      for (const id of p.characteristicIds) expect(characteristicIds.has(id), id).toBe(true);
    }
  });

  it('have realistic prices in whole COP', () => {
    for (const p of properties) {
      expect(Number.isInteger(p.price) && p.price > 0, p.title).toBe(true);
      if (isRent(p.status)) {
        expect(p.price, p.title).toBeGreaterThanOrEqual(1_200_000);
        expect(p.price, p.title).toBeLessThanOrEqual(15_000_000);
      } else {
        expect(p.price, p.title).toBeGreaterThanOrEqual(90_000_000);
      }
      if (p.propertyTypeId === 'apartamento' && !isRent(p.status)) {
        expect(p.price).toBeGreaterThanOrEqual(180_000_000);
        expect(p.price).toBeLessThanOrEqual(2_500_000_000);
      }
      if (p.administration !== null) {
        expect(Number.isInteger(p.administration) && p.administration > 0).toBe(true);
        expect(p.administration).toBeLessThan(isRent(p.status) ? p.price : p.price / 100);
      }
    }
    const rents = properties.filter((p) => isRent(p.status)).map((p) => p.price);
    const sales = properties.filter((p) => !isRent(p.status)).map((p) => p.price);
    expect(average(rents)).toBeLessThan(average(sales));
  });

  it('have coherent figures for their type', () => {
    for (const p of properties) {
      const label = `${p.code} ${p.title}`;
      if (p.stratum !== null) {
        expect(Number.isInteger(p.stratum), label).toBe(true);
        expect(p.stratum, label).toBeGreaterThanOrEqual(1);
        expect(p.stratum, label).toBeLessThanOrEqual(6);
      }
      if (p.antiquity !== null) expect(ANTIQUITY_VALUES).toContain(p.antiquity);
      if (['lote', 'bodega', 'oficina', 'local-comercial', 'consultorio'].includes(p.propertyTypeId))
        expect(p.bedrooms, label).toBeNull();
      if (p.propertyTypeId === 'lote' || p.propertyTypeId === 'finca') expect(p.administration, label).toBeNull();
      if (['apartamento', 'apartaestudio', 'penthouse', 'duplex'].includes(p.propertyTypeId)) {
        expect(p.bedrooms, label).toBeGreaterThanOrEqual(1);
        expect(p.floor, label).not.toBeNull();
        expect(p.totalFloors, label).not.toBeNull();
        expect(p.floor!, label).toBeLessThanOrEqual(p.totalFloors!);
        expect(p.administration, label).not.toBeNull();
        expect(p.privateArea!, label).toBeLessThanOrEqual(p.builtArea!);
      }
      if (p.propertyTypeId === 'apartaestudio') expect(p.area!, label).toBeLessThanOrEqual(50);
      expect(p.area, label).not.toBeNull();
      for (const n of [p.bedrooms, p.bathrooms, p.parkingSpaces, p.floor, p.totalFloors])
        if (n !== null) expect(Number.isInteger(n) && n >= 0, label).toBe(true);
    }
  });

  it('place each listing in a real neighbourhood of its municipality, coherent with its stratum', () => {
    for (const p of properties) {
      const city = MUNICIPALITIES.find((m) => m.id === p.municipalityId)!;
      const parts = p.address.split(', ');
      expect(parts[parts.length - 1], p.address).toBe(city.name);
      const hood = NEIGHBOURHOODS[city.id].find((h) => h.name === parts[parts.length - 2]);
      expect(hood, p.address).toBeDefined();
      expect(p.address).toMatch(/^(Calle|Carrera|Avenida|Km) /);
      if (p.stratum !== null) {
        expect(p.stratum, p.address).toBeGreaterThanOrEqual(hood!.stratum[0]);
        expect(p.stratum, p.address).toBeLessThanOrEqual(hood!.stratum[1]);
      }
    }
  });

  it('have Spanish titles and 2–4 sentence descriptions', () => {
    for (const p of properties) {
      expect(p.title.length).toBeGreaterThan(10);
      expect(p.title.length).toBeLessThanOrEqual(100);
      const sentences = p.description.split(/(?<=\.)\s+(?=[A-ZÁÉÍÓÚÑ])/);
      expect(sentences.length, p.description).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.description).toBeLessThanOrEqual(4);
      expect(p.description).not.toMatch(/\b(de el|a el)\b|undefined|null|NaN/);
    }
  });

  it('have 2–7 distinct characteristics, sensible for the place', () => {
    for (const p of properties) {
      expect(p.characteristicIds.length, p.title).toBeGreaterThanOrEqual(2);
      expect(p.characteristicIds.length, p.title).toBeLessThanOrEqual(7);
      expect(new Set(p.characteristicIds).size).toBe(p.characteristicIds.length);
      if (p.characteristicIds.includes('vista-al-mar'))
        expect(['cartagena', 'santa-marta', 'barranquilla']).toContain(p.municipalityId);
      if (p.characteristicIds.includes('chimenea'))
        expect(['bogota', 'chia', 'cajica', 'rionegro']).toContain(p.municipalityId);
      if (p.characteristicIds.includes('amoblado')) expect(p.status, p.title).toBe('rent');
    }
    // Furnished rentals, a large share of what is rented in Colombian cities.
    const rentals = properties.filter((p) => p.status === 'rent');
    const furnished = rentals.filter((p) => p.characteristicIds.includes('amoblado')).length;
    expect(furnished / rentals.length).toBeGreaterThan(0.2);
  });

  it('have https tours for about a third, some featured', () => {
    for (const p of properties) {
      if (p.matterportUrl !== null)
        expect(p.matterportUrl).toMatch(/^https:\/\/my\.matterport\.com\/show\/\?m=[A-Za-z0-9]{11}$/);
    }
    const tours = properties.filter((p) => p.matterportUrl !== null).length / properties.length;
    expect(tours).toBeGreaterThan(0.2);
    expect(tours).toBeLessThan(0.45);
    const featured = properties.filter((p) => p.featured).length / properties.length;
    expect(featured).toBeGreaterThan(0.08);
    expect(featured).toBeLessThan(0.25);
    expect(properties.some((p) => p.acceptsExchange)).toBe(true);
    expect(properties.some((p) => p.isRemodeled)).toBe(true);
  });
});

describe('demo locations', () => {
  /** The seats as GeoNames gives them (the file the AI search measures "cerca de" with), by DANE code. */
  const seats = JSON.parse(
    readFileSync(new URL('../ai-search/understanding/colombia/coordinates.json', import.meta.url), 'utf8'),
  ) as Record<string, [number, number]>;
  const DANE: Record<string, string> = {
    bogota: '11001',
    medellin: '05001',
    cali: '76001',
    barranquilla: '08001',
    cartagena: '13001',
    bucaramanga: '68001',
    chia: '25175',
    cajica: '25126',
    envigado: '05266',
    sabaneta: '05631',
    'santa-marta': '47001',
    pereira: '66001',
    rionegro: '05615',
    anapoima: '25035',
  };

  it('place every listing in Colombia, within 20 km of its municipality’s seat (Bogotá’s and Santa Marta’s veredas reach that far)', () => {
    for (const { key, fields } of DEMO_PROPERTIES) {
      const location = fields.location;
      expect(location, key).not.toBeNull();
      expect(isInsideColombia(location!), key).toBe(true);
      const [lat, lng] = seats[DANE[fields.municipalityId]!]!;
      expect(distanceInMetres({ lat, lng }, location!), key).toBeLessThan(20_000);
    }
  });

  it('show most listings approximately and some exactly; the approximate point is stable and never the true one', () => {
    const exact = DEMO_PROPERTIES.filter(({ fields }) => fields.location?.exact).length;
    expect(exact).toBeGreaterThan(0);
    expect(exact).toBeLessThan(DEMO_PROPERTIES.length / 2);
    const again = buildDemoProperties();
    DEMO_PROPERTIES.forEach(({ key, fields }, index) => {
      expect(again[index]?.fields.location, key).toEqual(fields.location);
      const location = { ...fields.location!, exact: false };
      const shown = publicPoint(key, location);
      expect(shown, key).toEqual(publicPoint(key, location));
      expect(distanceInMetres(location, shown), key).toBeGreaterThanOrEqual(99);
    });
  });
});

describe('search filter options', () => {
  const ofType = (type: string) => DEMO_SEARCH_FILTER_OPTIONS.filter((o) => o.type === type);

  it('exist for every type the web requests, with increasing sortOrder', () => {
    for (const type of [
      'propertyType',
      'municipality',
      'status',
      'price',
      'price_rent',
      'price_sale',
      'area',
      'bedrooms',
    ]) {
      const options = ofType(type);
      expect(options.length, type).toBeGreaterThan(0);
      const orders = options.map((o) => o.sortOrder);
      expect(orders, type).toEqual([...orders].sort((a, b) => a - b));
      expect(new Set(orders).size, type).toBe(orders.length);
    }
    for (const o of DEMO_SEARCH_FILTER_OPTIONS) {
      expect(SEARCH_FILTER_TYPES).toContain(o.type);
      expect(o.name.trim()).not.toBe('');
      expect(o.value.trim()).not.toBe('');
      expect(o.sortOrder).toBeGreaterThanOrEqual(0);
    }
    expect(DEMO_SEARCH_FILTER_OPTIONS.some((o) => !o.isActive)).toBe(true);
  });

  it('write price and area values as min-max ranges of whole numbers, only the top one open', () => {
    for (const type of ['price', 'price_rent', 'price_sale', 'area']) {
      const active = ofType(type).filter((o) => o.isActive);
      for (const [index, { value }] of active.entries()) {
        const top = index === active.length - 1;
        expect(value, type).toMatch(top ? /^\d+-$/ : /^\d+-\d+$/);
        const [min, max] = value.split('-').map(Number);
        if (!top) expect(min!, value).toBeLessThan(max!);
      }
    }
  });

  it('map statuses, bedrooms and master data to their values', () => {
    expect(ofType('status').map((o) => [o.value, o.name])).toEqual([
      ['sale', 'Venta'],
      ['rent', 'Alquiler'],
      ['sold', 'Vendido'],
      ['rented', 'Alquilado'],
    ]);
    expect(
      ofType('bedrooms')
        .filter((o) => o.isActive)
        .map((o) => o.value),
    ).toEqual(['1', '2', '3', '4']);
    expect(new Set(ofType('propertyType').map((o) => o.value))).toEqual(typeIds);
    expect(new Set(ofType('municipality').map((o) => o.value))).toEqual(municipalityIds);
  });
});

describe('AI search examples', () => {
  it('are enough, active, and reference existing data', () => {
    expect(DEMO_AI_EXAMPLES.length).toBeGreaterThanOrEqual(16);
    expect(
      DEMO_AI_EXAMPLES.some((e) => e.propertyTypeId === null && e.municipalityId === null && e.status === null),
    ).toBe(true);
    for (const e of DEMO_AI_EXAMPLES) {
      expect(e.example.trim().length).toBeGreaterThan(10);
      expect(e.isActive).toBe(true);
      expect(AI_EXAMPLE_CATEGORIES).toContain(e.category);
      if (e.propertyTypeId !== null) expect(typeIds.has(e.propertyTypeId), e.propertyTypeId).toBe(true);
      if (e.municipalityId !== null) expect(municipalityIds.has(e.municipalityId), e.municipalityId).toBe(true);
      if (e.status !== null) expect(PROPERTY_STATUSES).toContain(e.status);
    }
    expect(new Set(DEMO_AI_EXAMPLES.map((e) => e.category))).toEqual(new Set(AI_EXAMPLE_CATEGORIES));
    expect(new Set(DEMO_AI_EXAMPLES.map((e) => e.sortOrder)).size).toBe(DEMO_AI_EXAMPLES.length);
  });
});

describe('site configuration', () => {
  const email = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

  it('contact config passes the admin form rules', () => {
    expect(DEMO_CONTACT_CONFIG.enabled).toBe(true);
    expect(DEMO_CONTACT_CONFIG.whatsappNumber.replace(/\D/g, '').length).toBeGreaterThanOrEqual(10);
    expect(DEMO_CONTACT_CONFIG.contactEmail).toMatch(email);
    expect(DEMO_CONTACT_CONFIG.whatsappMessage.length).toBeGreaterThanOrEqual(10);
  });

  it('footer config passes the admin form rules and carries a real-looking policy', () => {
    expect(DEMO_FOOTER_CONFIG.isActive).toBe(true);
    expect(DEMO_FOOTER_CONFIG.companyName).not.toBe('');
    expect(DEMO_FOOTER_CONFIG.copyright).toMatch(/^© 2026 .+ Todos los derechos reservados\.$/);
    expect(DEMO_FOOTER_CONFIG.contactEmail).toMatch(email);
    expect(DEMO_FOOTER_CONFIG.privacyPolicyTitle).toBe('Política de Tratamiento de Datos');
    const paragraphs = DEMO_FOOTER_CONFIG.privacyPolicyContent!.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(4);
    expect(paragraphs.length).toBeLessThanOrEqual(6);
    expect(DEMO_FOOTER_CONFIG.privacyPolicyContent).toContain('Ley Estatutaria 1581 de 2012');
    expect(DEMO_FOOTER_CONFIG.privacyPolicyContent).toContain('Decreto 1377 de 2013');
    expect(DEMO_FOOTER_CONFIG.socialLinks.map((l) => l.platform)).toEqual([...SOCIAL_PLATFORMS]);
    for (const { url } of DEMO_FOOTER_CONFIG.socialLinks) expect(new URL(url).protocol).toBe('https:');
  });

  it('AI search config is on with the default description', () => {
    expect(DEMO_AI_SEARCH_CONFIG).toEqual({
      enabled: true,
      description: 'Búsqueda inteligente con IA para encontrar propiedades usando lenguaje natural',
    });
  });
});
