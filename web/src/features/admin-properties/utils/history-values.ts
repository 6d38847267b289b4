import { formatArea } from '../../../lib/format-area';
import { formatPesos } from '../../../lib/format-price';
import { ANTIQUITY_LABEL } from '../../../lib/property-facts';
import type { HistoryEntry } from '../api/property-history';
import { PUBLICATION_LABEL, STATUS_FILTER_OPTIONS, type Publication } from '../../../lib/admin/admin-status';
import { formatColombianDateTime } from '../../../lib/admin/colombian-dates';
import { FIELD_LABEL, type PropertyField } from './property-form-values';

type FieldChange = HistoryEntry['changes'][number];
type Value = FieldChange['before'];

export const HISTORY_KIND_LABEL: Record<HistoryEntry['kind'], string> = {
  created: 'Creada',
  revised: 'Modificada',
  photos: 'Fotos cambiadas',
  deleted: 'Eliminada',
  restored: 'Restaurada',
  publication: 'Publicación cambiada',
  agent: 'Asesor cambiado',
};

const EMPTY = '(vacío)';
const MONEY = new Set(['price', 'administration']);
const AREAS = new Set(['area', 'builtArea', 'privateArea']);

const fieldLabel = (field: string) => (field === 'agentId' ? 'Asesor' : (FIELD_LABEL[field as PropertyField] ?? field));

/** One value of one field as the admin reads it elsewhere in the panel. */
export function historyValue(field: string, value: Value, label?: string): string {
  if (label !== undefined && label !== '') return label;
  // A listing no asesor answers for is the agency's own.
  if (field === 'agentId' && value === null) return 'Inmobiliaria';
  if (value === null || value === '') return EMPTY;
  if (Array.isArray(value)) {
    if (field === 'photos') return value.length === 1 ? '1 foto' : `${value.length} fotos`;
    if (field === 'plans') return value.length === 1 ? '1 plano' : `${value.length} planos`;
    return value.length === 0 ? EMPTY : value.join(', ');
  }
  if (typeof value === 'object')
    return `${value.lat}, ${value.lng} (${value.exact ? 'exacta para los visitantes' : 'aproximada para los visitantes'})`;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (MONEY.has(field)) return formatPesos(value);
  if (AREAS.has(field) && typeof value === 'number') return formatArea(value);
  if (field === 'status') return STATUS_FILTER_OPTIONS.find((option) => option.value === value)?.label ?? String(value);
  if (field === 'antiquity') return ANTIQUITY_LABEL[String(value)] ?? String(value);
  if (field === 'publication') return PUBLICATION_LABEL[value as Publication] ?? String(value);
  if (field === 'publishAt') return `${formatColombianDateTime(String(value))} (hora de Colombia)`;
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** "Precio: $ 450.000.000 → $ 470.000.000"; a creation lists only what was set. */
export function describeChange(
  { field, before, after, beforeLabel, afterLabel }: FieldChange,
  kind: HistoryEntry['kind'],
) {
  const now = historyValue(field, after, afterLabel);
  return kind === 'created'
    ? `${fieldLabel(field)}: ${now}`
    : `${fieldLabel(field)}: ${historyValue(field, before, beforeLabel)} → ${now}`;
}

const dateTime = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Bogota',
});
/** Colombian time, whatever the admin's device says. */
export const historyDate = (iso: string) => dateTime.format(new Date(iso));
