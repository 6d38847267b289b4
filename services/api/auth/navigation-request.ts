import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is the browser opening a page (a link followed, an address typed, a form sent), not a
 * sub-resource it loads on its own: an image, a frame, a script or a fetch. A sign-out by GET (SPEC: logout is
 * a navigation to /api/logout) must only follow the first, or any `<img src="/api/logout">` a page shows signs
 * its viewers out.
 *
 * Browsers since 2020–2023 say which in `Sec-Fetch-Dest`. Without it (an older browser, curl, a test client):
 * when `Sec-Fetch-Site` is there too, some fetch metadata was stripped or forged half-way, so it is no
 * navigation; when both are absent, the `Accept` header decides: every browser's page navigation asks for
 * `text/html`, its image, script and style requests do not, and curl or a client that names nothing accepts
 * any type or sends no `Accept` at all. Refusing those would break signing out with old browsers for no gain.
 */
export function isTopLevelNavigation(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  if (dest !== undefined) return dest === 'document';
  if (request.headers['sec-fetch-site'] !== undefined) return false;
  const accept = request.headers.accept?.trim();
  return accept === undefined || accept === '' || accept === '*/*' || accept.includes('text/html');
}

/**
 * A navigation another site started (a link, or a script setting `location`): SameSite=Lax cookies go with a
 * top-level GET, so without this any page could sign its visitors out of the portal. A typed address or a
 * bookmark says `none`; a request without fetch metadata cannot be told apart and is taken as ours.
 */
export const comesFromAnotherSite = (request: FastifyRequest) => {
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
};
