import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import {
  addDays,
  figuresSince,
  propertyStatsProjection,
  RETAINED_DAYS,
  type PropertyStatsDocument,
} from './projection.js';

const viewed = (propertyId: string, viewedAt: string) => ({
  stream: `propertyViews-${propertyId}`,
  event: { type: 'PropertyViewed', data: { propertyId, viewedAt } },
});
const clicked = (propertyId: string, clickedAt: string) => ({
  stream: `whatsAppClicks-${propertyId}`,
  event: { type: 'WhatsAppClicked', data: { propertyId, clickedAt } },
});
let leads = 0;
const lead = (propertyId: string | null, requestedAt: string) => {
  const leadId = `l${++leads}`;
  return {
    stream: `lead-${leadId}`,
    event: {
      type: 'ContactRequested',
      data: {
        leadId,
        name: 'Ana Gómez',
        email: 'ana@correo.co',
        phone: '3001234567',
        message: 'Quiero visitar el apartamento',
        propertyId,
        propertyTitle: propertyId && 'Apartamento',
        propertyAddress: null,
        sentToEmail: null,
        source: 'contact-submissions',
        requestedAt,
      },
    },
  };
};

const log = recordLog([
  viewed('p1', '2026-11-01T10:00:00.000Z'),
  viewed('p1', '2026-11-01T23:59:59.999Z'),
  viewed('p1', '2026-11-02T00:00:00.000Z'),
  viewed('p2', '2026-11-02T08:00:00.000Z'),
  lead('p1', '2026-11-02T09:00:00.000Z'),
  lead(null, '2026-11-02T09:30:00.000Z'),
  clicked('p1', '2026-11-02T10:00:00.000Z'),
  clicked('p1', '2026-11-02T10:05:00.000Z'),
]);

describe('property stats projection', () => {
  it('counts views, leads naming the property and WhatsApp clicks per UTC day', async () => {
    const docs = await project(propertyStatsProjection, log);
    expect(docs.get('p1')).toMatchObject({
      id: 'p1',
      days: {
        '2026-11-01': { views: 2, leads: 0, whatsappClicks: 0 },
        '2026-11-02': { views: 1, leads: 1, whatsappClicks: 2 },
      },
    });
    expect(docs.get('p2')).toMatchObject({ days: { '2026-11-02': { views: 1, leads: 0, whatsappClicks: 0 } } });
    // The general contact form's lead names no property.
    expect([...docs.keys()].sort()).toEqual(['p1', 'p2']);
  });

  it('sums the days from the window on, and ignores the days before it', async () => {
    const p1 = (await project(propertyStatsProjection, log)).get('p1') as PropertyStatsDocument;
    expect(figuresSince(p1, '2026-11-01')).toEqual({ views: 3, leads: 1, whatsappClicks: 2 });
    expect(figuresSince(p1, '2026-11-02')).toEqual({ views: 1, leads: 1, whatsappClicks: 2 });
    expect(figuresSince(p1, '2026-11-03')).toEqual({ views: 0, leads: 0, whatsappClicks: 0 });
    expect(figuresSince(null, '2026-11-01')).toEqual({ views: 0, leads: 0, whatsappClicks: 0 });
  });

  it(`keeps only the ${RETAINED_DAYS} days up to the newest, and drops a late event older than them`, async () => {
    const later = addDays('2026-11-01', RETAINED_DAYS);
    const docs = await project(
      propertyStatsProjection,
      recordLog([
        viewed('p1', '2026-11-01T10:00:00.000Z'),
        viewed('p1', '2026-11-02T10:00:00.000Z'),
        viewed('p1', `${later}T10:00:00.000Z`),
        clicked('p1', '2026-11-01T11:00:00.000Z'),
      ]),
    );
    expect(docs.get('p1')).toMatchObject({
      days: {
        '2026-11-02': { views: 1, leads: 0, whatsappClicks: 0 },
        [later]: { views: 1, leads: 0, whatsappClicks: 0 },
      },
    });
    expect(Object.keys((docs.get('p1') as PropertyStatsDocument).days)).toHaveLength(2);
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(propertyStatsProjection, log);
  });
});
