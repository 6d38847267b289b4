import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS } from '../schemas/lead.js';
import { colombianDateTime } from '../../domain/shared/colombian-time.js';
import type { LeadDto } from './leads.js';

/** Excel set to Spanish (Colombia) splits columns at semicolons: the comma is its decimal separator. */
const SEPARATOR = ';';
/** Without a byte-order mark Excel reads UTF-8 as Windows-1252, and "Bogotá" arrives as "BogotÃ¡". */
const BOM = '\uFEFF';

/**
 * One cell. A visitor writes the name and the message: text that starts like a formula (= + - @, or a tab or
 * carriage return before one) would run in the admin's spreadsheet, so it gets a leading apostrophe, which
 * spreadsheets show as text (OWASP "CSV injection"). Every cell is quoted (RFC 4180, inner quotes doubled): an
 * importer that splits at commas instead of `;` would otherwise cut "Hola,=HYPERLINK(…)" into a cell that is
 * a formula; inside quotes no separator cuts anything.
 */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${inert.replaceAll('"', '""')}"`;
}

const HEADER = [
  'Fecha (hora de Colombia)',
  'Estado',
  'Nombre',
  'Email',
  'Teléfono',
  'Mensaje',
  'Propiedad',
  'Dirección de la propiedad',
  'Página de la propiedad',
  'Formulario',
  'Nota',
  'Último cambio de estado',
  'Aceptó la Política de Tratamiento de Datos',
  'Asesor',
  'Primer contacto (hora de Colombia)',
];

const changeText = (change: LeadDto['statusChange']) =>
  change ? `${colombianDateTime(change.at)} por ${change.by.name}` : '';

const consentText = (policy: LeadDto['dataPolicy']) =>
  policy
    ? `Sí, ${colombianDateTime(policy.acceptedAt)}${policy.policyVersion ? ` (versión del ${colombianDateTime(policy.policyVersion)})` : ' (texto predeterminado)'}`
    : 'Sin registro (enviada antes de pedirla)';

/** The leads as a spreadsheet opens them: BOM, header row, quoted cells, `;` between cells, CRLF between rows. */
export function leadsCsv(leads: readonly LeadDto[], publicUrl: string): string {
  const rows = leads.map((lead) => [
    colombianDateTime(lead.createdAt),
    LEAD_STATUS_LABELS[lead.status],
    lead.name,
    lead.email,
    lead.phone,
    lead.message,
    lead.propertyTitle,
    lead.propertyAddress,
    lead.listing ? `${publicUrl}/propiedad/${lead.listing.slug}` : '',
    LEAD_SOURCE_LABELS[lead.source],
    lead.note,
    changeText(lead.statusChange),
    consentText(lead.dataPolicy),
    lead.agent?.name ?? 'Sin asignar',
    lead.firstContactAt ? colombianDateTime(lead.firstContactAt) : '',
  ]);
  return BOM + [HEADER, ...rows].map((row) => row.map(csvCell).join(SEPARATOR)).join('\r\n') + '\r\n';
}
