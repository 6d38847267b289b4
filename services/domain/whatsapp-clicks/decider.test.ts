import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { whatsAppClicksDecider } from './decider.js';
import type { WhatsAppClicked } from './events.js';

const spec = deciderSpec(whatsAppClicksDecider);
const propertyId = 'prop-1';
const clicked = (clickedAt: string): WhatsAppClicked => ({ type: 'WhatsAppClicked', data: { propertyId, clickedAt } });

describe('RecordWhatsAppClick', () => {
  it('records the click', () => {
    spec
      .given([])
      .when({ type: 'RecordWhatsAppClick', data: { propertyId, now: '2026-11-01T10:00:00.000Z' } })
      .then([clicked('2026-11-01T10:00:00.000Z')]);
  });

  it("records every later click too: leaving out a visitor's repeats is the API's job", () => {
    spec
      .given([clicked('2026-11-01T10:00:00.000Z')])
      .when({ type: 'RecordWhatsAppClick', data: { propertyId, now: '2026-11-01T10:00:01.000Z' } })
      .then([clicked('2026-11-01T10:00:01.000Z')]);
  });
});
