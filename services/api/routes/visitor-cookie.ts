import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { REPEAT_VIEW_WINDOW_MS } from './recent-viewers.js';

/** A first-party anonymous visitor id: 128 random bits, nothing about the person. */
export const VISITOR_COOKIE = 'vid';
const VISITOR_ID = /^[\w-]{22}$/;

/**
 * The visitor's id, from the cookie or new, for telling a visitor's repeated views and clicks of a listing
 * apart from new ones. The cookie is set again each time so that it lives as long as the last window it
 * opened and no longer: a visitor is not followed beyond what the counters need.
 */
export function visitorIdOf(request: FastifyRequest, reply: FastifyReply, secureCookies: boolean): string {
  const sent = request.cookies[VISITOR_COOKIE];
  const visitorId = sent !== undefined && VISITOR_ID.test(sent) ? sent : randomBytes(16).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, visitorId, {
    path: '/api/properties',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || secureCookies,
    maxAge: REPEAT_VIEW_WINDOW_MS / 1000,
  });
  return visitorId;
}
