import type { RecordedEvent } from '../../infra/ports/event-store.js';
import type { LeadDocument } from '../../projections/leads/projection.js';
import type { PropertyDocument } from '../../projections/properties/projection.js';
import { asDomain } from '../../projections/runner/recorded.js';
import { isActiveUser, type UserDocument } from '../../projections/users/projection.js';
import type { LeadAssigned } from '../../services/domain/lead/events.js';
import { parseActor } from '../../services/command-handling/actor.js';
import type { MailComposer, MailContext, OutgoingMail } from './composer.js';
import { renderMail } from './layout.js';
import { listingOf, staffLeadBlocks } from './lead-alert-mail.js';

/**
 * A lead handed to an asesor reaches them: the same facts as the lead alert, said as theirs to answer. Nothing is
 * sent when a lead is left unassigned, when someone takes it themself, or to an account no longer active.
 */
export const leadAssignedMail: MailComposer = {
  name: 'lead-assigned',
  types: ['LeadAssigned'],
  reads: ['leads', 'properties', 'users'],
  async compose(recorded: RecordedEvent, context: MailContext): Promise<OutgoingMail[]> {
    const { leadId, agentId } = asDomain<LeadAssigned>(recorded).data;
    const actor = parseActor(recorded.metadata.actor);
    if (!agentId || (actor.kind === 'user' && actor.id === agentId)) return [];
    const [leads, properties, users] = await Promise.all([
      context.readModels.collection<LeadDocument>('leads'),
      context.readModels.collection<PropertyDocument>('properties'),
      context.readModels.collection<UserDocument>('users'),
    ]);
    const [lead, agent, assigner] = await Promise.all([
      leads.get(leadId),
      users.get(agentId),
      actor.kind === 'user' ? users.get(actor.id) : null,
    ]);
    if (!lead || !agent || !isActiveUser(agent)) return [];
    const property = lead.propertyId ? await properties.get(lead.propertyId) : null;
    const listing = listingOf(property, lead, context);
    const by = assigner ? assigner.firstName || assigner.email : 'El equipo';
    const body = renderMail({
      brand: context.brand,
      publicUrl: context.publicUrl,
      heading: `Te asignaron la solicitud de ${lead.name}`,
      blocks: staffLeadBlocks(lead, listing, context, `${by} te asignó esta solicitud: ahora te toca responderla.`),
      footer: [{ kind: 'paragraph', text: `Recibes este aviso porque eres asesor de ${context.brand}.` }],
    });
    return [
      {
        key: `lead-assigned:${recorded.id}`,
        to: [agent.email],
        replyTo: lead.email,
        subject: `Te asignaron una solicitud: ${lead.name}${listing ? ` — ${listing.title}` : ''}`,
        ...body,
      },
    ];
  },
};
