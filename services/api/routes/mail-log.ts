import { z } from 'zod';
import type { Filter } from '../../../infra/ports/filter.js';
import { conflict, notFound } from '../../domain/shared/errors.js';
import {
  outboxMessages,
  outboxStatus,
  retryFailedMail,
  type OutboxMessage,
} from '../../../reactors/outbox/outbox-store.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses } from '../schemas/common.js';
import { MailLogQuery, MailLogSchema, MailRetriedSchema } from '../schemas/mail-log.js';

const PAGE_SIZE = 50;

const entry = (message: OutboxMessage) => ({
  id: message.id,
  messageId: message.messageId,
  to: message.to,
  subject: message.subject,
  kind: message.id.split(':')[0] ?? message.composer,
  event: { id: message.event.id, type: message.event.type, position: message.event.position },
  state: message.state,
  attempts: message.attempts,
  lastError: message.lastError,
  createdAt: message.createdAt,
  updatedAt: message.updatedAt,
  sentAt: message.sentAt,
});

/** The Correos log (issue 26 §2): every message the portal sent or will send, why, and how it went; retry a failed one. */
export const mailLogRoutes: RoutePlugin = async (app, { deps, clock }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const store = deps.readModels.store;

  api.get(
    '/mail',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['correo'],
        summary: 'Correos: lo enviado, lo pendiente y lo fallido, con el evento que causó cada uno',
        querystring: MailLogQuery,
        response: { 200: MailLogSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { state, page } = request.query;
      const messages = outboxMessages(store);
      const filter: Filter = state ? { state } : {};
      const [total, items, pendiente, enviado, fallido, status] = await Promise.all([
        messages.count(filter),
        messages.find(filter, { sort: [['order', -1]], skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
        messages.count({ state: 'pendiente' }),
        messages.count({ state: 'enviado' }),
        messages.count({ state: 'fallido' }),
        outboxStatus(store),
      ]);
      // Visitors' addresses and messages: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return {
        messages: items.map(entry),
        counts: { pendiente, enviado, fallido },
        pagination: { page, total, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) },
        sender: {
          failingSince: status.failingSince,
          retryAt: status.retryAt,
          lastError: status.lastError,
          stopped: status.stoppedAt
            ? `${status.stoppedAt.eventType} en la posición ${status.stoppedAt.position}: ${status.stoppedAt.message}`
            : null,
        },
      };
    },
  );

  api.post(
    '/mail/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['correo'],
        summary: 'Reintentar un correo fallido',
        description: 'Vuelve a la cola y sale después de lo que ya espera. Solo un correo en estado fallido.',
        params: z.object({ id: z.string().min(1).max(300) }),
        response: { 200: MailRetriedSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (await retryFailedMail(store, id, clock())) return { message: 'El correo volvió a la cola de envío.' };
      if (!(await outboxMessages(store).get(id))) throw notFound('Ese correo no existe.');
      throw conflict('Solo se puede reintentar un correo fallido.');
    },
  );
};
