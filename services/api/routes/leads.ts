import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { leadDecider } from '../../domain/lead/decider.js';
import { leadStream, type LeadFields, type LeadSource } from '../../domain/lead/events.js';
import { LEAD_NOT_FOUND } from '../../domain/lead/messages.js';
import { PROPERTY_NOT_FOUND } from '../../domain/property/decider.js';
import { DomainError, notFound } from '../../domain/shared/errors.js';
import type { LeadDocument } from '../../../projections/leads/projection.js';
import { isPublished, type PropertyDocument } from '../../../projections/properties/projection.js';
import type { FieldFilter } from '../../../infra/ports/filter.js';
import { asesorOf, type Principal } from '../auth/principal.js';
import { actorNames } from '../queries/actors.js';
import { assertAgentExists } from '../queries/agents.js';
import { colombianDate } from '../../domain/shared/colombian-time.js';
import { responseTimes } from '../queries/lead-response-times.js';
import { dataPolicyVersion } from '../queries/data-policy.js';
import { findLeads, leadDtos } from '../queries/leads.js';
import { leadTimeline } from '../queries/lead-timeline.js';
import { leadsCsv } from '../queries/leads-csv.js';
import { MAILS_PER_RECIPIENT_PER_HOUR, recipientWindowFull, tooManyAnswer } from './mail-limits.js';
import type { RouteContext, RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses, IdParams } from '../schemas/common.js';
import {
  ContactAcceptedSchema,
  ContactInput,
  ContactSubmissionInput,
  LeadAssignInput,
  DUE_FOLLOW_UPS,
  LeadFilterQuery,
  LeadFollowUpInput,
  LeadTimelineSchema,
  type LeadFilters,
  LeadListQuery,
  LeadListSchema,
  LeadNoteInput,
  LeadSchema,
  LeadStatusInput,
  ResponseTimesQuery,
  ResponseTimesSchema,
  UnreadLeadsSchema,
} from '../schemas/lead.js';

const CONTACT_DESCRIPTION = `Un \`propertyId\` que los visitantes no pueden abrir (borrador, pausada, eliminada, inexistente) responde 404. Con una propiedad, la solicitud guarda su título y dirección, no los del formulario. El acuse al visitante lleva solo lo que el portal sabe (la propiedad publicada, los datos de la agencia), nunca el texto del formulario. Como mucho ${MAILS_PER_RECIPIENT_PER_HOUR} correos por dirección y por hora entre todos los formularios públicos (429 con Retry-After).`;
const ACCEPTED = 'Tu consulta ha sido enviada exitosamente. Te contactaremos pronto.';

type ContactBody = Omit<LeadFields, 'source' | 'propertyId' | 'propertyTitle' | 'propertyAddress' | 'sentToEmail'> &
  Partial<Record<'propertyId' | 'propertyTitle' | 'propertyAddress' | 'sentToEmail', string | null>> & {
    acceptsDataPolicy: boolean;
  };

const ONLY_OWN_LEADS = 'Un asesor solo ve las solicitudes asignadas a él o a ella.';
const ANOTHER_AGENTS_LEAD =
  'Esta solicitud está asignada a otra persona del equipo: pide a un administrador que te la asigne.';
const UNASSIGNED = 'Sin asignar';
const byName = new Intl.Collator('es-CO', { sensitivity: 'base' });

/** The filters as the caller may apply them: an asesor's always name themself, and naming anyone else is refused. */
function scopedFilters<F extends LeadFilters>(principal: Principal, filters: F): F {
  const own = asesorOf(principal);
  if (own === undefined) return filters;
  if (filters.agent !== undefined && filters.agent !== own) throw new DomainError('forbidden', ONLY_OWN_LEADS);
  return { ...filters, agent: own };
}

/**
 * A contact form, stored as a lead. The listing it names must be one visitors can open (a draft's or a paused
 * listing's id answers as an unknown one: its title, price and address would be mailed to whatever address was
 * typed), and the lead keeps that listing's own title and address, not the payload's. The visitor's address may be
 * mailed only a few times an hour, over every form.
 */
async function requestContact(context: RouteContext, request: FastifyRequest, body: ContactBody, source: LeadSource) {
  const { deps, clock } = context;
  const property = body.propertyId
    ? await (await deps.readModels.collection<PropertyDocument>('properties')).get(body.propertyId)
    : null;
  if (body.propertyId && !(property && isPublished(property))) throw notFound(PROPERTY_NOT_FOUND);
  const now = clock().getTime();
  const full = await recipientWindowFull(deps.sharedWindows, body.email, now);
  if (full) return { full, now };
  const leadId = randomUUID();
  const fields: LeadFields = {
    name: body.name,
    email: body.email,
    phone: body.phone,
    message: body.message,
    propertyId: property?.id ?? null,
    // Without a listing, what the visitor wrote is kept for the team's inbox (never mailed back to the visitor).
    propertyTitle: property ? property.title : (body.propertyTitle ?? null),
    propertyAddress: property ? property.address || null : (body.propertyAddress ?? null),
    sentToEmail: body.sentToEmail ?? null,
    source,
  };
  await context.execute(request, leadDecider, leadStream(leadId), {
    type: 'RequestContact',
    data: {
      leadId,
      fields,
      acceptsDataPolicy: body.acceptsDataPolicy,
      policyVersion: await dataPolicyVersion(deps.readModels),
      now: clock().toISOString(),
    },
  });
  return { accepted: { id: leadId, success: true as const, message: ACCEPTED } };
}

/** Sends what `requestContact` decided: it returns data, not the reply, as a reply is a thenable. */
const answerContact = (reply: FastifyReply, outcome: Awaited<ReturnType<typeof requestContact>>) =>
  'accepted' in outcome
    ? reply.status(201).send(outcome.accepted)
    : tooManyAnswer(reply, outcome.full.resetAt, outcome.now, outcome.full.message);

/**
 * The two public contact forms (stored as lead events) and the team's inbox: the leads filtered and paged, the
 * count still new, each lead's status (its step in the pipeline), note and asesor, the filtered leads as a
 * spreadsheet, and each asesor's time to first contact. An asesor sees and works only the leads assigned to them.
 */
export const leadRoutes: RoutePlugin = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps, execute, clock } = context;
  const limit = deps.rateLimits?.contact ?? 5;
  const rateLimit = { max: limit, timeWindow: '1 minute' };
  const collection = () => deps.readModels.collection<LeadDocument>('leads');

  api.post(
    '/contact-submissions',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['contacto'],
        summary: 'Formulario de contacto de una propiedad',
        description: CONTACT_DESCRIPTION,
        body: ContactSubmissionInput,
        response: { 201: ContactAcceptedSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) =>
      answerContact(reply, await requestContact(context, request, request.body, 'contact-submissions')),
  );

  api.post(
    '/contact',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['contacto'],
        summary: 'Segundo formulario de contacto (con dirección)',
        description: CONTACT_DESCRIPTION,
        body: ContactInput,
        response: { 201: ContactAcceptedSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => answerContact(reply, await requestContact(context, request, request.body, 'contact')),
  );

  api.get(
    '/leads',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['contacto'],
        summary: 'Solicitudes de contacto recibidas, las más recientes primero, con filtros',
        querystring: LeadListQuery,
        response: { 200: LeadListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit: pageSize, ...filters } = request.query;
      const { items, total } = await findLeads(
        await collection(),
        scopedFilters(request.principal, filters),
        colombianDate(clock()),
        { page, limit: pageSize },
      );
      const toDto = leadDtos(deps.readModels, deps.store);
      return {
        leads: await Promise.all(items.map(toDto)),
        pagination: {
          page,
          limit: pageSize,
          total,
          totalPages: Math.ceil(total / pageSize),
          hasMore: page * pageSize < total,
        },
      };
    },
  );

  api.get(
    '/leads/unread-count',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['contacto'],
        summary: 'Cuántas solicitudes siguen sin atender, y cuántas tienen seguimiento hoy',
        description:
          'Sin atender = en estado `nuevo`: nadie las ha pasado a otro estado (abrirlas no cuenta). `dueToday`: las abiertas con seguimiento hoy o ya vencido (hora de Colombia). Un asesor cuenta solo las asignadas a él.',
        response: { 200: UnreadLeadsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const own = asesorOf(request.principal);
      const mine: FieldFilter = own === undefined ? {} : { agentId: own };
      const leads = await collection();
      const [unread, due] = await Promise.all([
        leads.count({ ...mine, status: 'nuevo' }),
        findLeads(
          leads,
          { ...(own === undefined ? {} : { agent: own }), followUp: DUE_FOLLOW_UPS },
          colombianDate(clock()),
        ),
      ]);
      return { unread, dueToday: due.total };
    },
  );

  api.get(
    '/leads/response-times',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['contacto'],
        summary: 'Tiempo hasta el primer contacto por asesor (mediana de los últimos 30 días)',
        description:
          'Por asesor (y las sin asignar, `agentId` null): solicitudes llegadas en los últimos `days` días (por 24 h hasta ahora), cuántas ya salieron de `nuevo` y la mediana de minutos desde que llegaron hasta su primer cambio de estado. Un asesor ve solo su fila.',
        querystring: ResponseTimesQuery,
        response: { 200: ResponseTimesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { days } = request.query;
      const since = new Date(clock().getTime() - days * 86_400_000).toISOString();
      const own = asesorOf(request.principal);
      const arrived = { createdAt: { $gte: since } };
      const leads = await (await collection()).find(own === undefined ? arrived : { ...arrived, agentId: own });
      const rows = responseTimes(
        leads.map((lead) => ({
          agentId: lead.agentId ?? null,
          createdAt: lead.createdAt,
          firstContactAt: lead.firstContactAt ?? null,
        })),
        since,
      );
      const name = actorNames(deps.readModels, deps.store);
      const named = await Promise.all(
        rows.map(async (row) => ({
          ...row,
          name: row.agentId === null ? UNASSIGNED : await name({ kind: 'user', id: row.agentId }),
        })),
      );
      // By name, the leads of nobody last.
      named.sort((a, b) => (a.agentId === null ? 1 : b.agentId === null ? -1 : byName.compare(a.name, b.name)));
      return { days, since, agents: named };
    },
  );

  api.get(
    '/leads/export.csv',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['contacto'],
        summary: 'Las solicitudes filtradas como hoja de cálculo (CSV)',
        description:
          'Mismos filtros que `GET /api/leads`, sin paginar. UTF-8 con BOM, columnas separadas por `;` (Excel en español de Colombia); las celdas que empiezan por = + - @ llevan un apóstrofo delante para que no se ejecuten como fórmulas.',
        querystring: LeadFilterQuery,
        response: {
          200: { description: 'El archivo CSV', content: { 'text/csv': { schema: z.string() } } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, typedReply) => {
      const { items } = await findLeads(
        await collection(),
        scopedFilters(request.principal, request.query),
        colombianDate(clock()),
      );
      const toDto = leadDtos(deps.readModels, deps.store);
      const csv = leadsCsv(await Promise.all(items.map(toDto)), deps.publicUrl);
      // Text, not JSON: no serializer applies to it.
      const reply: FastifyReply = typedReply;
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="solicitudes-${colombianDate(clock())}.csv"`)
          // Visitors' personal data: never kept by a browser or proxy cache.
          .header('cache-control', 'no-store')
          .send(csv)
      );
    },
  );

  const answerLead = async (id: string) => {
    const doc = await (await collection()).get(id);
    if (!doc) throw notFound(LEAD_NOT_FOUND);
    return leadDtos(deps.readModels, deps.store)(doc);
  };

  /** An asesor works only the leads assigned to them (a lead that does not exist is for the command to say). */
  const assertMayWork = async (principal: Principal, id: string) => {
    const own = asesorOf(principal);
    if (own === undefined) return;
    const doc = await (await collection()).get(id);
    if (doc && doc.agentId !== own) throw new DomainError('forbidden', ANOTHER_AGENTS_LEAD);
  };

  api.put(
    '/leads/:id/status',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['contacto'],
        summary:
          'Cambiar el estado de una solicitud (nuevo, contactado, visita-agendada, en-negociacion, cerrado, descartado)',
        description:
          'Queda registrado quién y cuándo. Elegir el estado que ya tiene no registra nada. Se puede pasar a cualquier estado, salvo volver a `nuevo` una vez atendida (400). Un asesor solo cambia las asignadas a él (403).',
        params: IdParams,
        body: LeadStatusInput,
        response: { 200: LeadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const leadId = request.params.id;
      await assertMayWork(request.principal, leadId);
      await execute(request, leadDecider, leadStream(leadId), {
        type: 'ChangeLeadStatus',
        data: { leadId, status: request.body.status, now: clock().toISOString() },
      });
      return answerLead(leadId);
    },
  );

  api.put(
    '/leads/:id/note',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['contacto'],
        summary: 'Escribir, cambiar o borrar la nota interna de una solicitud',
        description:
          'Queda registrado quién y cuándo. Con `previousNote`, si otra persona cambió la nota desde entonces responde 409 y no guarda nada. Un asesor solo escribe en las asignadas a él (403).',
        params: IdParams,
        body: LeadNoteInput,
        response: { 200: LeadSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const leadId = request.params.id;
      const { note, previousNote } = request.body;
      await assertMayWork(request.principal, leadId);
      await execute(request, leadDecider, leadStream(leadId), {
        type: 'ChangeLeadNote',
        data: {
          leadId,
          note,
          ...(previousNote !== undefined ? { previousNote } : {}),
          now: clock().toISOString(),
        },
      });
      return answerLead(leadId);
    },
  );

  api.put(
    '/leads/:id/assignee',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['contacto'],
        summary: 'Asignar una solicitud a un asesor (o dejarla sin asignar)',
        description:
          'Solo administradores. `agentId`: una persona activa del equipo (asesor o administrador), o null. Mientras nadie la asigne, la atiende el asesor de la propiedad cuando llegó. Queda registrado quién y cuándo; asignar a quien ya la tiene no registra nada.',
        params: IdParams,
        body: LeadAssignInput,
        response: { 200: LeadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const leadId = request.params.id;
      const { agentId } = request.body;
      if (agentId !== null) await assertAgentExists(deps.readModels, agentId);
      await execute(request, leadDecider, leadStream(leadId), {
        type: 'AssignLead',
        data: { leadId, agentId, now: clock().toISOString() },
      });
      return answerLead(leadId);
    },
  );

  api.put(
    '/leads/:id/follow-up',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['contacto'],
        summary: 'Programar (o quitar) el día de seguimiento de una solicitud: «Recordarme el…»',
        description:
          'Un día de hoy (hora de Colombia) a un año. Ese día a las 7:00 su asesor recibe un correo (si nadie la atiende, la dirección de contacto de la agencia), y la solicitud aparece en «Pendientes hoy» mientras siga abierta. null quita el seguimiento. Un asesor solo programa las asignadas a él (403).',
        params: IdParams,
        body: LeadFollowUpInput,
        response: { 200: LeadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const leadId = request.params.id;
      await assertMayWork(request.principal, leadId);
      await execute(request, leadDecider, leadStream(leadId), {
        type: 'ScheduleLeadFollowUp',
        data: { leadId, followUpOn: request.body.followUpOn, now: clock().toISOString() },
      });
      return answerLead(leadId);
    },
  );

  api.get(
    '/leads/:id/timeline',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['contacto'],
        summary: 'Historia de una solicitud: estados, notas, asignaciones, seguimientos y correos, con quién y cuándo',
        description: 'Lo más antiguo primero. Un asesor solo ve la de las asignadas a él (403).',
        params: IdParams,
        response: { 200: LeadTimelineSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await assertMayWork(request.principal, request.params.id);
      // Visitors' addresses: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return { entries: await leadTimeline(request.params.id, deps) };
    },
  );
};
