import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/shared/errors.js';

/**
 * The version the client last saw: `If-Match: "3"` (or W/"3") or a `version` field. Both given and
 * different is a client bug, answered plainly.
 */
export function expectedVersionOf(request: FastifyRequest, bodyVersion?: number): number | undefined {
  const header = request.headers['if-match'];
  let headerVersion: number | undefined;
  if (typeof header === 'string' && header.trim() !== '*') {
    const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
    if (!match)
      throw new DomainError('validation', 'Cabecera If-Match inválida: se esperaba la versión, por ejemplo "3"');
    headerVersion = Number(match[1]);
  }
  if (headerVersion !== undefined && bodyVersion !== undefined && headerVersion !== bodyVersion) {
    throw new DomainError('validation', 'La versión de If-Match y la del cuerpo no coinciden');
  }
  return headerVersion ?? bodyVersion;
}

export const etagOf = (version: number) => `"${version}"`;
