import { formatArea } from '../../../lib/format-area';
import { formatPesos } from '../../../lib/format-price';
import { ANTIQUITY_LABEL } from '../../../lib/property-facts';
import type { HistoryEntry } from '../api/property-history';
import { STATUS_FILTER_OPTIONS } from '../../../lib/admin/admin-status';
import { FIELD_LABEL, type PropertyField } from './property-form-values';

type FieldChange = HistoryEntry['changes'][number];
type Value = FieldChange['before'];

export const HISTORY_KIND_LABEL: Record<HistoryEntry['kind'], string> = {
  created: 'Creada',
  revised: 'Modificada',
  photos: 'Fotos cambiadas',
  deleted: 'Eliminada',
  restored: 'Restaurada',
};

const EMPTY = '(vacío)';
const MONEY = new Set(['price', 'administration']);
const AREAS = new Set(['area', 'builtArea', 'privateArea']);

const fieldLabel = (field: string) => FIELD_LABEL[field as PropertyField] ?? field;

/** One value of one field as the admin reads it elsewhere in the panel. */
export function historyValue(field: string, value: Value, label?: string): string {
  if (label !== undefined && label !== '') return label;
  if (value === null || value === '') return EMPTY;
  if (Array.isArray(value)) {
    if (field === 'photos') return value.length === 1 ? '1 foto' : `${value.length} fotos`;
    return value.length === 0 ? EMPTY : value.join(', ');
  }
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (MONEY.has(field)) return formatPesos(value);
  if (AREAS.has(field) && typeof value === 'number') return formatArea(value);
  if (field === 'status') return STATUS_FILTER_OPTIONS.find((option) => option.value === value)?.label ?? String(value);
  if (field === 'antiquity') return ANTIQUITY_LABEL[String(value)] ?? String(value);
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
