/** What the privacy page says while the agency has written no policy of its own. */
const DEFAULT_PARAGRAPHS = [
  'En cumplimiento de la Ley 1581 de 2012 y el Decreto 1377 de 2013, tratamos tus datos personales solo para responder tus consultas sobre inmuebles y mantenerte informado si así lo autorizas.',
  'Tus datos no se venden ni se ceden a terceros sin tu autorización, salvo obligación legal.',
];

/** SPEC §2 privacy policy: the configured title, or the default one; the server titles the page with it too. */
export { privacyPolicyTitle } from './api-contract';

/**
 * SPEC §2 privacy policy: the configured text split into paragraphs at blank lines (a line of only spaces counts as
 * blank); with no text, the default one. The privacy page and the panel's preview both read it from here.
 */
export function privacyPolicyParagraphs(content: string | null | undefined): string[] {
  const paragraphs = (content ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return paragraphs.length > 0 ? paragraphs : DEFAULT_PARAGRAPHS;
}
