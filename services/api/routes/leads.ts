import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { leadDecider } from '../../domain/lead/decider.js';
import { leadStream, type LeadFields, type LeadSource } from '../../domain/lead/events.js';
import { LEAD_NOT_FOUND } from '../../domain/lead/messages.js';
import { notFound } from '../../domain/shared/errors.js';
import type { LeadDocument } from '../../../projections/leads/projection.js';
import { colombianDate } from '../queries/colombian-time.js';
import { dataPolicyVersion } from '../queries/data-policy.js';
import { findLeads, leadDtos } from '../queries/leads.js';
import { leadsCsv } from '../queries/leads-csv.js';
import type { RouteContext, RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses, IdParams } from '../schemas/common.js';
import {
  ContactAcceptedSchema,
  ContactInput,
  ContactSubmissionInput,
  LeadFilterQuery,
  LeadListQuery,
  LeadListSchema,
  LeadNoteInput,
  LeadSchema,
  LeadStatusInput,
  UnreadLeadsSchema,
} from '../schemas/lead.js';

const ACCEPTED = 'Tu consulta ha sido enviada exitosamente. Te contactaremos pronto.';

type ContactBody = Omit<LeadFields, 'source' | 'propertyId' | 'propertyTitle' | 'propertyAddress' | 'sentToEmail'> &
  Partial<Record<'propertyId' | 'propertyTitle' | 'propertyAddress' | 'sentToEmail', string | null>> & {
    acceptsDataPolicy: boolean;
  };

async function requestContact(context: RouteContext, request: FastifyRequest, body: ContactBody, source: LeadSource) {
  const leadId = randomUUID();
  const fields: LeadFields = {
    name: body.name,
    email: body.email,
    phone: body.phone,
    message: body.message,
    propertyId: body.propertyId ?? null,
    propertyTitle: body.propertyTitle ?? null,
    propertyAddress: body.propertyAddress ?? null,
    sentToEmail: body.sentToEmail ?? null,
    source,
  };
  await context.execute(request, leadDecider, leadStream(leadId), {
    type: 'RequestContact',
    data: {
      leadId,
      fields,
      acceptsDataPolicy: body.acceptsDataPolicy,
      policyVersion: await dataPolicyVersion(context.deps.readModels),
      now: context.clock().toISOString(),
    },
  });
  return { id: leadId, success: true as const, message: ACCEPTED };
}

/**
 * The two public contact forms (stored as lead events) and the admins' inbox: the leads filtered and paged, the
 * count still new, each lead's status and note, and the filtered leads as a spreadsheet.
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
        body: ContactSubmissionInput,
        response: { 201: ContactAcceptedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestContact(context, request, request.body, 'contact-submissions')),
  );

  api.post(
    '/contact',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['contacto'],
        summary: 'Segundo formulario de contacto (con dirección)',
        body: ContactInput,
        response: { 201: ContactAcceptedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await requestContact(context, request, request.body, 'contact')),
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
      const { items, total } = await findLeads(await collection(), filters, { page, limit: pageSize });
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
        summary: 'Cuántas solicitudes siguen sin atender',
        description:
          'Sin atender = en estado `nuevo`: nadie las ha marcado como contactadas ni descartadas (abrirlas no cuenta).',
        response: { 200: UnreadLeadsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ unread: await (await collection()).count({ status: 'nuevo' }) }),
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
      const { items } = await findLeads(await collection(), request.query);
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

  api.put(
    '/leads/:id/status',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['contacto'],
        summary: 'Cambiar el estado de una solicitud (nuevo, contactado, descartado)',
        description: 'Queda registrado quién y cuándo. Elegir el estado que ya tiene no registra nada.',
        params: IdParams,
        body: LeadStatusInput,
        response: { 200: LeadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const leadId = request.params.id;
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
          'Queda registrado quién y cuándo. Con `previousNote`, si otra persona cambió la nota desde entonces responde 409 y no guarda nada.',
        params: IdParams,
        body: LeadNoteInput,
        response: { 200: LeadSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const leadId = request.params.id;
      const { note, previousNote } = request.body;
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
};
