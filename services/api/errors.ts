import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { StoredNotYetVisibleError } from './command-bus.js';
import { DomainError, type DomainErrorKind, type FieldError } from '../domain/shared/errors.js';

/** The one error shape every route answers with. */
export interface ErrorBody {
  message: string;
  errors?: FieldError[];
}

/** The one table from domain error kinds to HTTP statuses (DESIGN §7.3). */
const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  unavailable: 503,
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'Necesitas iniciar sesión.',
  403: 'No tienes permiso para esta acción.',
  404: 'Recurso no encontrado.',
  405: 'Método no permitido.',
  406: 'Formato de respuesta no soportado.',
  408: 'La solicitud tardó demasiado en llegar.',
  409: 'Conflicto con el estado actual del recurso.',
  410: 'Ya no está disponible.',
  413: 'La solicitud es demasiado grande.',
  414: 'La dirección solicitada es demasiado larga.',
  415: 'Tipo de contenido no soportado. Envía JSON.',
  429: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  431: 'Las cabeceras de la solicitud son demasiado grandes.',
};

const INTERNAL_ERROR = 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.';
/** Never the address itself: it is the caller's text, and echoing it is how reflected content starts. */
const NOT_FOUND = 'No existe esa dirección.';

const fieldPath = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: fieldPath(issue.instancePath),
        message: issue.message ?? 'Valor inválido',
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? 'Datos inválidos', errors } satisfies ErrorBody);
    }
    if (error instanceof DomainError) {
      const body: ErrorBody = { message: error.message, ...(error.errors.length > 0 ? { errors: error.errors } : {}) };
      // Nothing was stored: tell clients when trying again makes sense.
      if (error.kind === 'unavailable') reply.header('retry-after', '5');
      return reply.status(STATUS_BY_KIND[error.kind]).send(body);
    }
    if (error instanceof StoredNotYetVisibleError) {
      return reply.status(202).send({ message: error.message } satisfies ErrorBody);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: 'El cuerpo de la solicitud no es JSON válido.' } satisfies ErrorBody);
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: 'El cuerpo de la solicitud está vacío.' } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429 ? MESSAGE_BY_STATUS[429]! : (MESSAGE_BY_STATUS[status] ?? 'La solicitud no es válida.');
      return reply.status(status).send({ message } satisfies ErrorBody);
    }
    // 5xx: the details go to the log, never to the client.
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: INTERNAL_ERROR } satisfies ErrorBody);
  });
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals (an undecodable address, a parameter over
 * maxParamLength) happen before any route or error handler, and by default answer in English with the URL.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.status(400).send({ message: 'La dirección solicitada no es válida.' } satisfies ErrorBody);
    return;
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, 'routing failed');
  reply.status(status).send({
    message: status >= 500 ? INTERNAL_ERROR : (MESSAGE_BY_STATUS[status] ?? MESSAGE_BY_STATUS[400]!),
  } satisfies ErrorBody);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (oversized headers, a broken request line)
 * never becomes a request, so the answer is written to the socket, in the same shape as every other.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ message: MESSAGE_BY_STATUS[status]! } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export const sendNotFound = (reply: FastifyReply) => reply.status(404).send({ message: NOT_FOUND } satisfies ErrorBody);

/** Without the web app every unknown address is an API route that does not exist. */
export function registerApiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
}
