import type { ConfigDocument } from '../../projections/configs/projection.js';
import type { LeadDocument } from '../../projections/leads/projection.js';
import type { PropertyDocument } from '../../projections/properties/projection.js';
import { isActiveUser, type UserDocument } from '../../projections/users/projection.js';
import { isOpenLead } from '../../services/domain/lead/events.js';
import { followUpMailKey, LEAD_STATUS_LABELS, readableDay } from '../../services/api/schemas/lead.js';
import type { DailyMailComposer, MailContext, OutgoingMail } from './composer.js';
import { renderMail } from './layout.js';
import { listingOf, staffLeadBlocks } from './lead-alert-mail.js';

const DAY_MS = 86_400_000;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * «Recordarme el…» (issue 39 §4): at 7:00 of the day a lead's follow-up was set for, its asesor gets the lead again
 * with its note; a lead nobody answers for reaches the agency's contact address. The outbox composes a day once that
 * day's hour has come and names the day before (as for the alerts' digest), so the follow-ups due are those of the
 * day after the one it is given. Closed or discarded leads are not followed up; one mail per lead and day (its key),
 * so a day made up after a stop sends nothing twice.
 */
async function composeFollowUps(context: MailContext, composedDay: string): Promise<OutgoingMail[]> {
  const day = nextDay(composedDay);
  const [leads, users, properties, configs] = await Promise.all([
    context.readModels.collection<LeadDocument>('leads'),
    context.readModels.collection<UserDocument>('users'),
    context.readModels.collection<PropertyDocument>('properties'),
    context.readModels.collection<ConfigDocument>('configs'),
  ]);
  const due = (await leads.find({ followUpOn: day }, { sort: [['createdAt', 1]] })).filter((lead) =>
    isOpenLead(lead.status),
  );
  if (due.length === 0) return [];
  const contact = await configs.get('contact');
  const agencyEmail = contact?.id === 'contact' ? contact.contactEmail || null : null;
  const mails: OutgoingMail[] = [];
  for (const lead of due) {
    const agent = lead.agentId ? await users.get(lead.agentId) : null;
    const recipient = agent && isActiveUser(agent) ? agent.email : agencyEmail;
    if (!recipient) continue;
    const property = lead.propertyId ? await properties.get(lead.propertyId) : null;
    const listing = listingOf(property, lead, context);
    const blocks = staffLeadBlocks(
      lead,
      listing,
      context,
      `Hoy, ${readableDay(day)}, toca retomar la solicitud de ${lead.name} (estado: ${LEAD_STATUS_LABELS[lead.status]}).`,
    );
    if (lead.note) blocks.splice(1, 0, { kind: 'facts', rows: [{ label: 'Tu nota', value: lead.note }] });
    const body = renderMail({
      brand: context.brand,
      publicUrl: context.publicUrl,
      heading: `Seguimiento de hoy: ${lead.name}`,
      blocks,
      footer: [
        {
          kind: 'paragraph',
          text: `Recibes este recordatorio porque alguien de ${context.brand} programó el seguimiento de esta solicitud para hoy.`,
        },
      ],
    });
    mails.push({
      key: followUpMailKey(lead.id, day),
      to: [recipient],
      replyTo: lead.email,
      subject: `Seguimiento de hoy: ${lead.name}${listing ? ` — ${listing.title}` : ''}`,
      ...body,
    });
  }
  return mails;
}

export const leadFollowUpMail: DailyMailComposer = {
  name: 'lead-follow-up',
  reads: ['leads', 'users', 'properties', 'configs'],
  hour: 7,
  cause: 'LeadFollowUpDue',
  compose: composeFollowUps,
};
