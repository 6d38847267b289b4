import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import { deciderSpec } from '../shared/testing.js';
import { propertyDecider } from './decider.js';
import { ASSIGNED_BY_ADMIN, NOT_YOUR_LISTING } from './messages.js';
import type { PropertyEvent, PropertyFields, PropertyListed } from './events.js';

const spec = deciderSpec(propertyDecider);
const propertyId = 'b3f1c2d4-0000-4000-8000-000000000001';
const now = '2025-03-01T10:00:00.000Z';

const fields: PropertyFields = {
  code: 'APT-001',
  title: 'Apartamento en El Poblado',
  description: 'Vista a la ciudad',
  address: 'Calle 10 # 43-20',
  price: 450_000_000,
  status: 'sale',
  propertyTypeId: 'apartamento',
  municipalityId: 'medellin',
  bedrooms: 3,
  bathrooms: 2,
  area: 85.5,
  builtArea: null,
  privateArea: null,
  parkingSpaces: 1,
  stratum: 5,
  administration: 350_000,
  floor: 7,
  totalFloors: 12,
  antiquity: '1-5-anos',
  acceptsExchange: false,
  isRemodeled: true,
  featured: false,
  photos: ['/photos/a.jpg', '/photos/b.jpg'],
  plans: [],
  matterportUrl: 'https://my.matterport.com/show/?m=abc',
  videoUrl: null,
  characteristicIds: ['piscina', 'gimnasio'],
  location: { lat: 6.2088, lng: -75.5676, exact: false },
};

/** Where a listing stands when it is public at once, with no asesor: what SPEC clients get. */
const published = { publication: 'published', publishAt: null, agentId: null } as const;
const publishNow = { publication: { publication: 'published' }, agentId: null } as const;

const listed: PropertyListed = {
  type: 'PropertyListed',
  data: { propertyId, listedAt: '2025-02-01T00:00:00.000Z', ...fields, ...published },
};
const delisted: PropertyEvent = {
  type: 'PropertyDelisted',
  data: { propertyId, delistedAt: '2025-02-02T00:00:00.000Z' },
};

describe('ListProperty', () => {
  it('lists a new property', () => {
    spec
      .given([])
      .when({ type: 'ListProperty', data: { propertyId, ...publishNow, fields, now } })
      .then([{ type: 'PropertyListed', data: { propertyId, listedAt: now, ...fields, ...published } }]);
  });

  it('refuses an id that already exists, even delisted', () => {
    spec
      .given([listed])
      .when({ type: 'ListProperty', data: { propertyId, ...publishNow, fields, now } })
      .thenThrows('conflict');
    spec
      .given([listed, delisted])
      .when({ type: 'ListProperty', data: { propertyId, ...publishNow, fields, now } })
      .thenThrows('conflict');
  });

  it('reports every invalid field with its own message', () => {
    const error = spec
      .given([])
      .when({
        type: 'ListProperty',
        data: {
          propertyId,
          ...publishNow,
          now,
          fields: {
            ...fields,
            title: '  ',
            address: '',
            price: 0,
            bedrooms: -1,
            bathrooms: 1.5,
            stratum: 7,
            area: -3,
            floor: 13,
            totalFloors: 12,
            photos: Array.from({ length: 11 }, (_, i) => `/photos/${i}.jpg`),
            matterportUrl: 'http://my.matterport.com/show/?m=abc',
            status: 'vendida' as never,
          },
        },
      })
      .thenThrows('validation', 'Datos inválidos');
    expect(error.errors).toEqual([
      { path: 'title', message: 'Título es requerido' },
      { path: 'address', message: 'Dirección es requerida' },
      { path: 'price', message: 'El precio debe ser mayor que cero' },
      { path: 'status', message: 'Estado inválido' },
      { path: 'stratum', message: 'El estrato debe ser un número de 1 a 6' },
      { path: 'photos', message: 'Máximo 10 fotos por propiedad' },
      { path: 'matterportUrl', message: 'La URL del tour 360° debe comenzar con https://' },
      { path: 'bedrooms', message: 'Debe ser un número entero igual o mayor que cero' },
      { path: 'bathrooms', message: 'Debe ser un número entero igual o mayor que cero' },
      { path: 'area', message: 'Debe ser un número igual o mayor que cero' },
      { path: 'floor', message: 'El piso no puede ser mayor que el total de pisos del edificio' },
    ]);
  });

  it('refuses a price with decimals', () => {
    const error = spec
      .given([])
      .when({ type: 'ListProperty', data: { propertyId, ...publishNow, now, fields: { ...fields, price: 1000.5 } } })
      .thenThrows('validation', 'El precio debe ser un valor entero en pesos');
    expect(error.errors).toEqual([{ path: 'price', message: 'El precio debe ser un valor entero en pesos' }]);
  });

  it('counts a title of only invisible characters, a lone accent or punctuation as missing', () => {
    /** The field errors of listing a property with nothing but `title` to its name (none: it was listed). */
    const fieldErrorsOf = (title: string) => {
      try {
        propertyDecider.decide(
          { type: 'ListProperty', data: { propertyId, ...publishNow, now, fields: { ...fields, title } } },
          propertyDecider.initialState(),
        );
        return [];
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return error.errors;
      }
    };
    for (const [only, title] of [
      ['a zero-width space', '\u200B'],
      ['a right-to-left override', '\u202E'],
      ['a lone accent', '\u0301'],
      ['a replaced lone surrogate', '\uFFFD'],
      ['punctuation', ' - . '],
    ] as const)
      expect.soft(fieldErrorsOf(title), only).toEqual([{ path: 'title', message: 'Título es requerido' }]);
  });

  it('accepts a listing with only the required fields', () => {
    const minimal: PropertyFields = {
      ...fields,
      code: null,
      bedrooms: null,
      bathrooms: null,
      area: null,
      parkingSpaces: null,
      stratum: null,
      administration: null,
      floor: 3,
      totalFloors: null,
      antiquity: null,
      photos: [],
      matterportUrl: null,
      characteristicIds: [],
    };
    spec
      .given([])
      .when({ type: 'ListProperty', data: { propertyId, ...publishNow, fields: minimal, now } })
      .then([{ type: 'PropertyListed', data: { propertyId, listedAt: now, ...minimal, ...published } }]);
  });
});

describe('ReviseProperty', () => {
  it('records only the fields whose value changed', () => {
    spec
      .given([listed])
      .when({
        type: 'ReviseProperty',
        data: {
          propertyId,
          now,
          changes: {
            price: 430_000_000,
            title: fields.title,
            characteristicIds: ['gimnasio', 'piscina'],
            photos: [...fields.photos],
          },
        },
      })
      .then([
        {
          type: 'PropertyRevised',
          data: {
            propertyId,
            changes: { price: 430_000_000, characteristicIds: ['gimnasio', 'piscina'] },
            revisedAt: now,
          },
        },
      ]);
  });

  it('records nothing when nothing changed', () => {
    spec
      .given([listed])
      .when({ type: 'ReviseProperty', data: { propertyId, now, changes: { ...fields } } })
      .then([]);
  });

  it('compares with the state after earlier revisions', () => {
    const revised: PropertyEvent = {
      type: 'PropertyRevised',
      data: { propertyId, changes: { status: 'rent' }, revisedAt: now },
    };
    spec
      .given([listed, revised])
      .when({ type: 'ReviseProperty', data: { propertyId, now, changes: { status: 'rent' } } })
      .then([]);
  });

  it('validates the result of the change, across fields', () => {
    const error = spec
      .given([listed])
      .when({ type: 'ReviseProperty', data: { propertyId, now, changes: { totalFloors: 5 } } })
      .thenThrows('validation');
    expect(error.errors).toEqual([
      { path: 'floor', message: 'El piso no puede ser mayor que el total de pisos del edificio' },
    ]);
  });

  it('cannot revise a property that does not exist or was delisted', () => {
    const command = { type: 'ReviseProperty', data: { propertyId, now, changes: { price: 1 } } } as const;
    spec.given([]).when(command).thenThrows('not_found', 'Propiedad no encontrada');
    spec.given([listed, delisted]).when(command).thenThrows('not_found', 'Propiedad no encontrada');
  });
});

describe('ReplacePropertyPhotos', () => {
  it('replaces the photo list', () => {
    spec
      .given([listed])
      .when({ type: 'ReplacePropertyPhotos', data: { propertyId, photos: ['/photos/c.jpg'], now } })
      .then([
        { type: 'PropertyPhotosReplaced', data: { propertyId, photos: ['/photos/c.jpg'], plans: [], replacedAt: now } },
      ]);
  });

  it('records nothing for the same list', () => {
    spec
      .given([listed])
      .when({ type: 'ReplacePropertyPhotos', data: { propertyId, photos: [...fields.photos], now } })
      .then([]);
  });

  it('allows at most MAX_PHOTOS photos', () => {
    const photos = Array.from({ length: 11 }, (_, i) => `/photos/${i}.jpg`);
    spec
      .given([listed])
      .when({ type: 'ReplacePropertyPhotos', data: { propertyId, photos, now } })
      .thenThrows('validation', 'Máximo 10 fotos por propiedad');
  });

  it('needs a listed property', () => {
    spec
      .given([listed, delisted])
      .when({ type: 'ReplacePropertyPhotos', data: { propertyId, photos: [], now } })
      .thenThrows('not_found', 'Propiedad no encontrada');
  });
});

describe('DelistProperty', () => {
  it('delists a listed property', () => {
    spec
      .given([listed])
      .when({ type: 'DelistProperty', data: { propertyId, now } })
      .then([{ type: 'PropertyDelisted', data: { propertyId, delistedAt: now } }]);
  });

  it('cannot delist twice or a property that never existed', () => {
    spec
      .given([listed, delisted])
      .when({ type: 'DelistProperty', data: { propertyId, now } })
      .thenThrows('not_found', 'Propiedad no encontrada');
    spec
      .given([])
      .when({ type: 'DelistProperty', data: { propertyId, now } })
      .thenThrows('not_found', 'Propiedad no encontrada');
  });
});

describe('RestoreProperty', () => {
  const revised: PropertyEvent = {
    type: 'PropertyRevised',
    data: { propertyId, changes: { price: 430_000_000, featured: true }, revisedAt: '2025-02-01T12:00:00.000Z' },
  };
  const restored: PropertyEvent = {
    type: 'PropertyRestored',
    data: { propertyId, listedAt: listed.data.listedAt, restoredAt: now, ...fields, ...published },
  };

  it('brings a delisted listing back as it was when delisted, with its first listing date', () => {
    spec
      .given([listed, revised, delisted])
      .when({ type: 'RestoreProperty', data: { propertyId, now } })
      .then([
        {
          type: 'PropertyRestored',
          data: {
            propertyId,
            listedAt: listed.data.listedAt,
            restoredAt: now,
            ...fields,
            price: 430_000_000,
            featured: true,
            ...published,
          },
        },
      ]);
  });

  it('refuses a listing that is not delisted, and one that never existed', () => {
    const command = { type: 'RestoreProperty', data: { propertyId, now } } as const;
    spec.given([listed]).when(command).thenThrows('conflict', 'La propiedad no está eliminada');
    spec.given([listed, delisted, restored]).when(command).thenThrows('conflict', 'La propiedad no está eliminada');
    spec.given([]).when(command).thenThrows('not_found', 'Propiedad no encontrada');
  });

  it('leaves a listing that behaves like any listed one', () => {
    const later = '2025-03-02T10:00:00.000Z';
    spec
      .given([listed, delisted, restored])
      .when({ type: 'ReviseProperty', data: { propertyId, now: later, changes: { price: 1_000 } } })
      .then([{ type: 'PropertyRevised', data: { propertyId, changes: { price: 1_000 }, revisedAt: later } }]);
    spec
      .given([listed, delisted, restored])
      .when({ type: 'ReplacePropertyPhotos', data: { propertyId, photos: [], now: later } })
      .then([{ type: 'PropertyPhotosReplaced', data: { propertyId, photos: [], plans: [], replacedAt: later } }]);
    spec
      .given([listed, delisted, restored])
      .when({ type: 'DelistProperty', data: { propertyId, now: later } })
      .then([{ type: 'PropertyDelisted', data: { propertyId, delistedAt: later } }]);
    spec
      .given([listed, delisted, restored])
      .when({ type: 'ListProperty', data: { propertyId, ...publishNow, fields, now: later } })
      .thenThrows('conflict');
  });

  it('can restore a listing delisted a second time', () => {
    const delistedAgain: PropertyEvent = {
      type: 'PropertyDelisted',
      data: { propertyId, delistedAt: '2025-03-03T00:00:00.000Z' },
    };
    spec
      .given([listed, delisted, restored, delistedAgain])
      .when({ type: 'RestoreProperty', data: { propertyId, now } })
      .then([restored]);
  });
});

describe('an asesor', () => {
  const ana = 'u-ana';
  const anasListing: PropertyListed = { ...listed, data: { ...listed.data, agentId: ana } };
  const colleagues: PropertyListed = { ...listed, data: { ...listed.data, agentId: 'u-beto' } };
  const agencys = listed;
  const theirs = { propertyId, now, asesorId: ana };

  it('lists a property as their own, and no one else’s', () => {
    spec
      .given([])
      .when({ type: 'ListProperty', data: { ...theirs, ...publishNow, agentId: ana, fields } })
      .then([{ type: 'PropertyListed', data: { propertyId, listedAt: now, ...fields, ...published, agentId: ana } }]);
    for (const agentId of ['u-beto', null])
      spec
        .given([])
        .when({ type: 'ListProperty', data: { ...theirs, ...publishNow, agentId, fields } })
        .thenThrows('forbidden', ASSIGNED_BY_ADMIN);
  });

  it('revises, publishes, pauses, replaces the photos of, delists and restores a listing assigned to them', () => {
    spec
      .given([anasListing])
      .when({
        type: 'ReviseProperty',
        data: { ...theirs, changes: { price: 1 }, publication: { publication: 'paused' } },
      })
      .then([
        { type: 'PropertyRevised', data: { propertyId, changes: { price: 1 }, revisedAt: now } },
        { type: 'PropertyPaused', data: { propertyId, pausedAt: now } },
      ]);
    spec
      .given([anasListing])
      .when({ type: 'ReplacePropertyPhotos', data: { ...theirs, photos: ['/photos/c.jpg'] } })
      .then([
        { type: 'PropertyPhotosReplaced', data: { propertyId, photos: ['/photos/c.jpg'], plans: [], replacedAt: now } },
      ]);
    spec
      .given([anasListing])
      .when({ type: 'DelistProperty', data: theirs })
      .then([{ type: 'PropertyDelisted', data: { propertyId, delistedAt: now } }]);
    spec
      .given([anasListing, delisted])
      .when({ type: 'RestoreProperty', data: theirs })
      .then([
        {
          type: 'PropertyRestored',
          data: { propertyId, listedAt: listed.data.listedAt, restoredAt: now, ...fields, ...published, agentId: ana },
        },
      ]);
  });

  it('changes nothing of a colleague’s listing or the agency’s, and is told why', () => {
    for (const given of [[colleagues], [agencys]]) {
      spec
        .given(given)
        .when({ type: 'ReviseProperty', data: { ...theirs, changes: { price: 1 } } })
        .thenThrows('forbidden', NOT_YOUR_LISTING);
      spec
        .given(given)
        .when({ type: 'ReviseProperty', data: { ...theirs, changes: {}, publication: { publication: 'paused' } } })
        .thenThrows('forbidden', NOT_YOUR_LISTING);
      spec
        .given(given)
        .when({ type: 'ReplacePropertyPhotos', data: { ...theirs, photos: [] } })
        .thenThrows('forbidden', NOT_YOUR_LISTING);
      spec.given(given).when({ type: 'DelistProperty', data: theirs }).thenThrows('forbidden', NOT_YOUR_LISTING);
      spec
        .given([...given, delisted])
        .when({ type: 'RestoreProperty', data: theirs })
        .thenThrows('forbidden', NOT_YOUR_LISTING);
    }
    // A listing that is gone is gone for everyone.
    spec.given([colleagues, delisted]).when({ type: 'DelistProperty', data: theirs }).thenThrows('not_found');
  });

  it('assigns no listing, themself included, even one of their own', () => {
    spec
      .given([anasListing])
      .when({ type: 'ReviseProperty', data: { ...theirs, changes: {}, agentId: 'u-beto' } })
      .thenThrows('forbidden', ASSIGNED_BY_ADMIN);
    spec
      .given([anasListing])
      .when({ type: 'ReviseProperty', data: { ...theirs, changes: {}, agentId: null } })
      .thenThrows('forbidden', ASSIGNED_BY_ADMIN);
    // Sending the asesor it already has (a whole form saved back) assigns nothing, so it is no refusal.
    spec
      .given([anasListing])
      .when({ type: 'ReviseProperty', data: { ...theirs, changes: {}, agentId: ana } })
      .then([]);
  });
});

describe('evolve', () => {
  it('folds revisions and photo replacements into the listing', () => {
    const events: PropertyEvent[] = [
      listed,
      {
        type: 'PropertyRevised',
        data: { propertyId, changes: { price: 1_000, featured: true }, revisedAt: '2025-02-03T00:00:00.000Z' },
      },
      {
        type: 'PropertyPhotosReplaced',
        data: { propertyId, photos: [], plans: [], replacedAt: '2025-02-04T00:00:00.000Z' },
      },
    ];
    const state = events.reduce(propertyDecider.evolve, propertyDecider.initialState());
    expect(state).toEqual({
      status: 'listed',
      propertyId,
      listedAt: listed.data.listedAt,
      updatedAt: '2025-02-04T00:00:00.000Z',
      fields: { ...fields, price: 1_000, featured: true, photos: [] },
      placement: { ...published, everPublished: true },
    });
  });
});

describe('location', () => {
  const listedWithout: PropertyListed = { ...listed, data: { ...listed.data, location: null } };
  const revise = (changes: Partial<PropertyFields>) =>
    ({ type: 'ReviseProperty', data: { propertyId, changes, now } }) as const;

  it('is listed with the listing, exact or approximate', () => {
    const location = { lat: 4.6486, lng: -74.0628, exact: true };
    spec
      .given([])
      .when({ type: 'ListProperty', data: { propertyId, ...publishNow, fields: { ...fields, location }, now } })
      .then([{ type: 'PropertyListed', data: { propertyId, listedAt: now, ...fields, location, ...published } }]);
  });

  /** A revision of the location alone records just that change. */
  const revisesTo = (given: PropertyListed, location: PropertyFields['location']) =>
    spec
      .given([given])
      .when(revise({ location }))
      .then([{ type: 'PropertyRevised', data: { propertyId, changes: { location }, revisedAt: now } }]);

  it('is given to a listing stored without one, changed, and taken away, by a revision', () => {
    revisesTo(listedWithout, { lat: 6.2088, lng: -75.5676, exact: false });
    revisesTo(listed, { ...fields.location!, exact: true });
    revisesTo(listed, null);
  });

  it('sent again unchanged records nothing', () => {
    spec
      .given([listed])
      .when(revise({ location: { ...fields.location! } }))
      .then([]);
  });

  it('outside Colombia is refused in Spanish, San Andrés is inside', () => {
    const outside = [
      { lat: 40.4168, lng: -3.7038 }, // Madrid
      { lat: 4.6486, lng: 74.0628 }, // Bogotá with the minus sign lost
      { lat: -74.0628, lng: 4.6486 }, // lat and lng swapped
      { lat: -12.0464, lng: -77.0428 }, // Lima
    ];
    for (const point of outside)
      spec
        .given([])
        .when({
          type: 'ListProperty',
          data: { propertyId, ...publishNow, fields: { ...fields, location: { ...point, exact: false } }, now },
        })
        .thenThrows('validation', 'La ubicación debe estar en Colombia');
    spec
      .given([listed])
      .when(revise({ location: { lat: Number.NaN, lng: -75.5, exact: false } }))
      .thenThrows('validation', 'La ubicación debe estar en Colombia');
    revisesTo(listed, { lat: 12.5847, lng: -81.7006, exact: false }); // San Andrés
  });

  it('comes back with a restored listing', () => {
    spec
      .given([listed, delisted])
      .when({ type: 'RestoreProperty', data: { propertyId, now } })
      .then([
        {
          type: 'PropertyRestored',
          data: { propertyId, listedAt: listed.data.listedAt, restoredAt: now, ...fields, ...published },
        },
      ]);
  });
});

describe('video', () => {
  const youtube = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  const list = (videoUrl: string | null) =>
    ({ type: 'ListProperty', data: { propertyId, ...publishNow, fields: { ...fields, videoUrl }, now } }) as const;
  const revise = (videoUrl: string | null) =>
    ({ type: 'ReviseProperty', data: { propertyId, changes: { videoUrl }, now } }) as const;
  const listedWithVideo: PropertyListed = { ...listed, data: { ...listed.data, videoUrl: youtube } };

  it('is stored in its normalized address, however the agent pasted it', () => {
    spec
      .given([])
      .when(list('youtu.be/dQw4w9WgXcQ?si=compartido'))
      .then([
        { type: 'PropertyListed', data: { propertyId, listedAt: now, ...fields, videoUrl: youtube, ...published } },
      ]);
    spec
      .given([listed])
      .when(revise('m.youtube.com/watch?v=dQw4w9WgXcQ&t=3s'))
      .then([{ type: 'PropertyRevised', data: { propertyId, changes: { videoUrl: youtube }, revisedAt: now } }]);
  });

  it('pasted again in another form of the same address records nothing; taken away, it is null', () => {
    spec.given([listedWithVideo]).when(revise('https://youtube.com/shorts/dQw4w9WgXcQ')).then([]);
    spec
      .given([listedWithVideo])
      .when(revise(null))
      .then([{ type: 'PropertyRevised', data: { propertyId, changes: { videoUrl: null }, revisedAt: now } }]);
  });

  it('that is no YouTube or Vimeo video is refused, saying what is accepted', () => {
    const message =
      'El video debe ser una dirección de YouTube o Vimeo, por ejemplo https://www.youtube.com/watch?v=… o https://vimeo.com/…';
    for (const refused of ['https://www.tiktok.com/@inmobiliaria/video/123', 'https://youtube.com/playlist?list=PL1'])
      expect(spec.given([]).when(list(refused)).thenThrows('validation', message).errors).toEqual([
        { path: 'videoUrl', message },
      ]);
    spec.given([listed]).when(revise('vimeo.com/canal')).thenThrows('validation', message);
  });

  it('comes back with a restored listing', () => {
    spec
      .given([listedWithVideo, delisted])
      .when({ type: 'RestoreProperty', data: { propertyId, now } })
      .then([
        {
          type: 'PropertyRestored',
          data: {
            propertyId,
            listedAt: listed.data.listedAt,
            restoredAt: now,
            ...fields,
            videoUrl: youtube,
            ...published,
          },
        },
      ]);
  });
});

describe('plans', () => {
  const [facade = '', plan = ''] = fields.photos;
  const replace = (photos: string[], plans?: string[]) =>
    ({ type: 'ReplacePropertyPhotos', data: { propertyId, photos, ...(plans ? { plans } : {}), now } }) as const;
  const replaced = (photos: string[], plans: string[]): PropertyEvent => ({
    type: 'PropertyPhotosReplaced',
    data: { propertyId, photos, plans, replacedAt: now },
  });
  const PHOTO_AND_PLAN = 'Una imagen no puede ser foto y plano a la vez';

  it('a photo marked as a plan leaves the photos for the plans, and back', () => {
    spec
      .given([listed])
      .when(replace([facade], [plan]))
      .then([replaced([facade], [plan])]);
    spec
      .given([listed, replaced([facade], [plan])])
      .when(replace([facade, plan], []))
      .then([replaced([facade, plan], [])]);
    spec
      .given([listed, replaced([facade], [plan])])
      .when(replace([facade], [plan]))
      .then([]);
  });

  it('photos saved without plans (as SPEC clients do) keep them, but for one sent back among the photos', () => {
    spec
      .given([listed, replaced([facade], [plan])])
      .when(replace(['/photos/c.jpg']))
      .then([replaced(['/photos/c.jpg'], [plan])]);
    spec
      .given([listed, replaced([facade], [plan])])
      .when(replace([plan, facade]))
      .then([replaced([plan, facade], [])]);
  });

  it('an image cannot be a photo and a plan at once', () => {
    const error = spec
      .given([listed])
      .when(replace([facade, plan], [plan]))
      .thenThrows('validation', PHOTO_AND_PLAN);
    expect(error.errors).toEqual([{ path: 'plans', message: expect.stringContaining(PHOTO_AND_PLAN) as string }]);
    spec
      .given([])
      .when({
        type: 'ListProperty',
        data: { propertyId, ...publishNow, fields: { ...fields, plans: [facade] }, now },
      })
      .thenThrows('validation', PHOTO_AND_PLAN);
  });

  it('count with the photos towards MAX_PHOTOS', () => {
    const photos = Array.from({ length: 8 }, (_, i) => `/photos/${i}.jpg`);
    spec
      .given([listed])
      .when(replace(photos, ['/photos/p1.jpg', '/photos/p2.jpg', '/photos/p3.jpg']))
      .thenThrows('validation', 'Máximo 10 fotos por propiedad');
    spec
      .given([listed])
      .when(replace(photos, ['/photos/p1.jpg', '/photos/p2.jpg']))
      .then([replaced(photos, ['/photos/p1.jpg', '/photos/p2.jpg'])]);
  });

  it('are listed and revised with the fields; a revision of the photos alone takes a plan among them back', () => {
    spec
      .given([])
      .when({
        type: 'ListProperty',
        data: { propertyId, ...publishNow, fields: { ...fields, photos: [facade], plans: [plan] }, now },
      })
      .then([
        {
          type: 'PropertyListed',
          data: { propertyId, listedAt: now, ...fields, photos: [facade], plans: [plan], ...published },
        },
      ]);
    spec
      .given([listed, replaced([facade], [plan])])
      .when({ type: 'ReviseProperty', data: { propertyId, changes: { photos: [facade, plan] }, now } })
      .then([
        {
          type: 'PropertyRevised',
          data: { propertyId, changes: { photos: [facade, plan], plans: [] }, revisedAt: now },
        },
      ]);
  });

  it('come back with a restored listing', () => {
    spec
      .given([listed, replaced([facade], [plan]), delisted])
      .when({ type: 'RestoreProperty', data: { propertyId, now } })
      .then([
        {
          type: 'PropertyRestored',
          data: {
            propertyId,
            listedAt: listed.data.listedAt,
            restoredAt: now,
            ...fields,
            photos: [facade],
            plans: [plan],
            ...published,
          },
        },
      ]);
  });
});
