import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorKind, type FieldError } from '../domain/shared/errors.js';

/** The one error shape every route answers with. */
export interface ErrorBody {
  message: string;
  errors?: FieldError[];
}

/** The one table from domain error kinds to HTTP statuses (DESIGN §7.3). */
export const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'Necesitas iniciar sesión.',
  403: 'No tienes permiso para esta acción.',
  404: 'Recurso no encontrado.',
  405: 'Método no permitido.',
  406: 'Formato de respuesta no soportado.',
  409: 'Conflicto con el estado actual del recurso.',
  413: 'La solicitud es demasiado grande.',
  415: 'Tipo de contenido no soportado. Envía JSON.',
  429: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
};

const fieldPath = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({ path: fieldPath(issue.instancePath), message: issue.message ?? 'Valor inválido' }));
      return reply.status(400).send({ message: errors[0]?.message ?? 'Datos inválidos', errors } satisfies ErrorBody);
    }
    if (error instanceof DomainError) {
      const body: ErrorBody = { message: error.message, ...(error.errors.length > 0 ? { errors: error.errors } : {}) };
      return reply.status(STATUS_BY_KIND[error.kind]).send(body);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: 'El cuerpo de la solicitud no es JSON válido.' } satisfies ErrorBody);
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: 'El cuerpo de la solicitud está vacío.' } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? MESSAGE_BY_STATUS[429]! : (MESSAGE_BY_STATUS[status] ?? 'La solicitud no es válida.');
      return reply.status(status).send({ message } satisfies ErrorBody);
    }
    // 5xx: the details go to the log, never to the client.
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.' } satisfies ErrorBody);
  });
}

/** Without the web app every unknown address is an API route that does not exist. */
export function registerApiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No existe la ruta ${request.method} ${request.url.split('?')[0]}.` } satisfies ErrorBody),
  );
}
