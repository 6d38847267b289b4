import { describe, it } from 'vitest';
import { listingFields } from './test-support/listing-fields.js';
import { deciderSpec } from '../shared/testing.js';
import { propertyDecider } from './decider.js';
import type { PropertyEvent, PropertyListed } from './events.js';
import type { PublicationRequest } from './publication.js';

const spec = deciderSpec(propertyDecider);
const propertyId = 'p-1';
const listedAt = '2026-03-01T10:00:00.000Z';
const now = '2026-03-02T10:00:00.000Z';
const tomorrow = '2026-03-03T10:00:00.000Z';
const later = '2026-03-03T10:00:01.000Z';

const fields = listingFields({
  title: 'Casa en Pance',
  address: 'Calle 18 # 120-30, Pance, Cali',
  price: 900_000_000,
  status: 'sale',
  propertyTypeId: 'casa',
  municipalityId: 'cali',
  bedrooms: 4,
  bathrooms: 3,
  area: 240,
  parkingSpaces: 2,
  stratum: 6,
});

const listedAs = (
  publication: PropertyListed['data']['publication'],
  publishAt: string | null = null,
): PropertyEvent => ({
  type: 'PropertyListed',
  data: { propertyId, listedAt, ...fields, publication, publishAt, agentId: 'u-ana' },
});
const draft = listedAs('draft');
const published: PropertyEvent = {
  type: 'PropertyPublished',
  data: { propertyId, publishedAt: now, scheduledFor: null },
};
const paused: PropertyEvent = { type: 'PropertyPaused', data: { propertyId, pausedAt: now } };
const scheduledFor = (publishAt: string): PropertyEvent => ({
  type: 'PropertyPublicationScheduled',
  data: { propertyId, publishAt, scheduledAt: now },
});
const revise = (publication: PublicationRequest) =>
  ({ type: 'ReviseProperty', data: { propertyId, changes: {}, publication, now } }) as const;
const fire = (publishAt: string, at: string) =>
  ({ type: 'PublishScheduledProperty', data: { propertyId, publishAt, now: at } }) as const;

describe('a listing’s publication', () => {
  it('starts as a draft, published at once, or scheduled; never paused', () => {
    const list = (publication: PublicationRequest) =>
      ({ type: 'ListProperty', data: { propertyId, fields, publication, agentId: 'u-ana', now: listedAt } }) as const;
    spec
      .given([])
      .when(list({ publication: 'draft' }))
      .then([
        {
          type: 'PropertyListed',
          data: { propertyId, listedAt, ...fields, publication: 'draft', publishAt: null, agentId: 'u-ana' },
        },
      ]);
    spec
      .given([])
      .when(list({ publication: 'scheduled', publishAt: '2026-03-05T15:00:00-05:00' }))
      .then([
        {
          type: 'PropertyListed',
          data: {
            propertyId,
            listedAt,
            ...fields,
            publication: 'scheduled',
            publishAt: '2026-03-05T20:00:00.000Z',
            agentId: 'u-ana',
          },
        },
      ]);
    spec
      .given([])
      .when(list({ publication: 'paused' }))
      .thenThrows('validation', 'no puede estar pausada');
    spec
      .given([])
      .when(list({ publication: 'oculta' } as unknown as PublicationRequest))
      .thenThrows('validation', 'Publicación inválida');
  });

  it('goes draft → published → paused → published, each step once', () => {
    spec
      .given([draft])
      .when(revise({ publication: 'published' }))
      .then([published]);
    spec
      .given([draft, published])
      .when(revise({ publication: 'paused' }))
      .then([paused]);
    spec
      .given([draft, published, paused])
      .when(revise({ publication: 'published' }))
      .then([published]);
    spec
      .given([draft, published])
      .when(revise({ publication: 'published' }))
      .then([]);
    spec
      .given([draft, published, paused])
      .when(revise({ publication: 'paused' }))
      .then([]);
  });

  it('never pauses a draft, and never takes a listing that was public back to draft', () => {
    spec
      .given([draft])
      .when(revise({ publication: 'paused' }))
      .thenThrows('validation', 'Un borrador no se puede pausar');
    spec
      .given([draft, published, paused])
      .when(revise({ publication: 'draft' }))
      .thenThrows('validation', 'no vuelve a borrador');
    spec
      .given([draft, published])
      .when(revise({ publication: 'scheduled', publishAt: tomorrow }))
      .thenThrows('validation', 'páusela antes de programarla');
  });

  it('schedules a date to come, and calls a schedule off back to what the listing was', () => {
    spec
      .given([draft])
      .when(revise({ publication: 'scheduled', publishAt: tomorrow }))
      .then([scheduledFor(tomorrow)]);
    spec
      .given([draft, scheduledFor(tomorrow)])
      .when(revise({ publication: 'scheduled', publishAt: tomorrow }))
      .then([]);
    spec
      .given([draft, scheduledFor(tomorrow)])
      .when(revise({ publication: 'draft' }))
      .then([{ type: 'PropertyScheduleCancelled', data: { propertyId, publication: 'draft', cancelledAt: now } }]);
    spec
      .given([draft, published, paused, scheduledFor(tomorrow)])
      .when(revise({ publication: 'paused' }))
      .then([{ type: 'PropertyScheduleCancelled', data: { propertyId, publication: 'paused', cancelledAt: now } }]);
    spec
      .given([draft])
      .when(revise({ publication: 'scheduled', publishAt: '2026-03-01T09:00:00.000Z' }))
      .thenThrows('validation', 'posterior a este momento');
    spec
      .given([draft])
      .when(revise({ publication: 'scheduled' }))
      .thenThrows('validation', 'Elige la fecha');
    spec
      .given([draft])
      .when(revise({ publication: 'scheduled', publishAt: 'mañana' }))
      .thenThrows('validation', 'no es una fecha válida');
    spec
      .given([draft])
      .when(revise({ publication: 'published', publishAt: tomorrow }))
      .thenThrows('validation', 'solo se indica al programar');
  });

  it('is published by the scheduler once, when its hour has come, and not for a schedule since changed', () => {
    const fired: PropertyEvent = {
      type: 'PropertyPublished',
      data: { propertyId, publishedAt: later, scheduledFor: tomorrow },
    };
    spec
      .given([draft, scheduledFor(tomorrow)])
      .when(fire(tomorrow, later))
      .then([fired]);
    // A second delivery (a restart before the scheduler's checkpoint moved) publishes nothing more.
    spec
      .given([draft, scheduledFor(tomorrow), fired])
      .when(fire(tomorrow, later))
      .then([]);
    spec
      .given([draft, scheduledFor(tomorrow)])
      .when(fire(tomorrow, now))
      .then([]);
    spec
      .given([draft, scheduledFor(tomorrow), scheduledFor(later)])
      .when(fire(tomorrow, later))
      .then([]);
    spec
      .given([draft, scheduledFor(tomorrow), { type: 'PropertyDelisted', data: { propertyId, delistedAt: now } }])
      .when(fire(tomorrow, later))
      .then([]);
  });

  it('keeps its publication and asesor through a delete and a restore', () => {
    spec
      .given([draft, { type: 'PropertyDelisted', data: { propertyId, delistedAt: now } }])
      .when({ type: 'RestoreProperty', data: { propertyId, now: later } })
      .then([
        {
          type: 'PropertyRestored',
          data: {
            propertyId,
            listedAt,
            restoredAt: later,
            ...fields,
            publication: 'draft',
            publishAt: null,
            agentId: 'u-ana',
          },
        },
      ]);
  });

  it('changes its asesor, and a save that changes nothing stores nothing', () => {
    spec
      .given([draft])
      .when({ type: 'ReviseProperty', data: { propertyId, changes: {}, agentId: 'u-luis', now } })
      .then([{ type: 'PropertyAgentAssigned', data: { propertyId, agentId: 'u-luis', assignedAt: now } }]);
    spec
      .given([draft])
      .when({
        type: 'ReviseProperty',
        data: {
          propertyId,
          changes: { title: fields.title },
          agentId: 'u-ana',
          publication: { publication: 'draft' },
          now,
        },
      })
      .then([]);
  });
});
