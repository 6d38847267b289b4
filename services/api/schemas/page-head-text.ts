import { DEFAULT_PRIVACY_TITLE } from './configs.js';

/**
 * The words of the pages' heads, shared by the server (the HTML it sends, services/api/web-app.ts) and the web
 * (the head it sets after a client-side navigation, web/src/lib/use-page-head.ts), so both say the same.
 */

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** SPEC §1: a meta description is at most 160 characters, on one line. */
export const metaDescription = (text: string) => cut(text.replace(/\s+/g, ' ').trim(), 160);

/** "<page> | <brand>", or the brand alone for a page with no name of its own. */
export const pageTitle = (brand: string, page?: string) => (page ? `${page} | ${brand}` : brand);

/** What the site is, for pages with no description of their own. */
export const SITE_DESCRIPTION =
  'Propiedades en venta y arriendo en Colombia: apartamentos, casas, oficinas, locales y lotes.';

export const CATALOGUE_TITLE = 'Propiedades en venta y arriendo en Colombia';

const CATALOGUE_SUMMARY =
  'inmuebles en venta y arriendo: apartamentos, casas, oficinas, locales y lotes en Bogotá, Medellín, Cali y más ciudades de Colombia.';

/** With the catalogue's size when known ("93 inmuebles…"), else the same sentence capitalised. */
export const catalogueDescription = (total?: number) =>
  total === undefined ? `Inmuebles${CATALOGUE_SUMMARY.slice('inmuebles'.length)}` : `${total} ${CATALOGUE_SUMMARY}`;

/** SPEC §1: the municipality and the description's first 100 characters. */
export const propertyDescription = (property: { description: string; municipality: { name: string } | null }) =>
  `${property.municipality?.name ?? ''}: ${cut(property.description, 100)}`;

export const API_DOCS_TITLE = 'Documentación de la API';
export const API_DOCS_DESCRIPTION =
  'Documentación de la API del portal: URL base, autenticación con token o sesión y endpoints de propiedades, búsqueda con IA y contacto, con ejemplos curl.';

export const NOT_FOUND_TITLE = 'Página no encontrada';

export const LOGIN_TITLE = 'Iniciar Sesión';

/** The page a mailed password-reset link opens (`?token=…`), and its title. */
export const RESET_PASSWORD_PATH = '/restablecer-contrasena';
export const RESET_PASSWORD_TITLE = 'Restablecer contraseña';

/** The page that credits the demo listings' photos (linked from the footer), and its title. */
export const PHOTO_CREDITS_PATH = '/creditos-fotos';
export const PHOTO_CREDITS_TITLE = 'Créditos de las fotos';

/** SPEC §2 privacy policy: the configured title, or the default one when none is set (its heading and its title). */
export const privacyPolicyTitle = (title: string | null | undefined) => title?.trim() || DEFAULT_PRIVACY_TITLE;
