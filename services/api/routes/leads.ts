import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { leadDecider } from '../../domain/lead/decider.js';
import { leadStream, type LeadFields, type LeadSource } from '../../domain/lead/events.js';
import type { LeadDocument } from '../../../projections/leads/projection.js';
import type { RouteContext, RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses } from '../schemas/common.js';
import {
  ContactAcceptedSchema,
  ContactInput,
  ContactSubmissionInput,
  LeadListSchema,
  PageQuery,
} from '../schemas/lead.js';

const ACCEPTED = 'Tu consulta ha sido enviada exitosamente. Te contactaremos pronto.';

type ContactBody = Omit<LeadFields, 'source' | 'propertyId' | 'propertyTitle' | 'propertyAddress' | 'sentToEmail'> &
  Partial<Record<'propertyId' | 'propertyTitle' | 'propertyAddress' | 'sentToEmail', string | null>>;

async function requestContact(
  { execute, clock }: RouteContext,
  request: FastifyRequest,
  body: ContactBody,
  source: LeadSource,
) {
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
  await execute(request, leadDecider, leadStream(leadId), {
    type: 'RequestContact',
    data: { leadId, fields, now: clock().toISOString() },
  });
  return { id: leadId, success: true as const, message: ACCEPTED };
}

/** The two public contact forms (stored as lead events) and the admins' list of leads. */
export const leadRoutes: RoutePlugin = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = context.deps.rateLimits?.contact ?? 5;
  const rateLimit = { max: limit, timeWindow: '1 minute' };

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
      schema: {
        tags: ['contacto'],
        summary: 'Solicitudes de contacto recibidas, las más recientes primero',
        querystring: PageQuery,
        response: { 200: LeadListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit: pageSize } = request.query;
      const leads = await context.deps.readModels.collection<LeadDocument>('leads');
      const [items, total] = await Promise.all([
        leads.find({}, { sort: [['createdAt', -1]], skip: (page - 1) * pageSize, limit: pageSize }),
        leads.count(),
      ]);
      return {
        leads: items.map(({ _position, ...lead }) => lead),
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
};
