import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS } from '../schemas/lead.js';
import { colombianDateTime } from '../../domain/shared/colombian-time.js';
import type { LeadDto } from './leads.js';

/** Excel set to Spanish (Colombia) splits columns at semicolons: the comma is its decimal separator. */
const SEPARATOR = ';';
/** Without a byte-order mark Excel reads UTF-8 as Windows-1252, and "Bogotá" arrives as "BogotÃ¡". */
const BOM = '\uFEFF';

/**
 * Where a spreadsheet could start a cell inside ours: at its start, or after a comma, a semicolon or a line break
 * inside it (an importer that splits at commas, or lines, without heeding quotes), spaces an importer may trim
 * included, when what follows starts like a formula (= + - @, a tab or a carriage return).
 */
const PIECE_END = /(?<=[,;\r\n])/;
const FORMULA_START = /^( *)(?=[=+\-@\t\r])/;

/**
 * One cell. A visitor writes the name and the message: text that starts like a formula would run in the admin's
 * spreadsheet, so each place where a cell could start with one gets an apostrophe, which spreadsheets show as text
 * (OWASP "CSV injection"). Every cell is quoted (RFC 4180, inner quotes doubled), so a spreadsheet that splits at `;`
 * as Excel in Spanish does reads each cell whole.
 */
export function csvCell(value: string | null): string {
  const pieces = (value ?? '').split(PIECE_END);
  const inert = pieces.map((piece) => piece.replace(FORMULA_START, "$1'")).join('');
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
