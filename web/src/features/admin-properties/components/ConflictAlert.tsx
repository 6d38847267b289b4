import { countOf } from '../../../lib/spanish-count';
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { PropertyDto } from '../../../lib/api-contract';
import { formatPesos } from '../../../lib/format-price';
import { FIELD_LABEL, type PropertyField } from '../utils/property-form-values';
import { adminStatusLabel } from '../../../lib/admin/admin-status';

export type Conflict =
  | {
      /** The listing as the other person saved it. */
      current: PropertyDto;
      theirChanges: PropertyField[];
      myChanges: PropertyField[];
      /** Who saved since the version this admin started from (empty when the history could not be read). */
      authors: string[];
    }
  | { deleted: boolean };

/** The other person's value of a field, as the admin reads it elsewhere in the panel. */
function displayValue(property: PropertyDto, field: PropertyField): string {
  const empty = '(vacío)';
  switch (field) {
    case 'propertyTypeId':
      return property.propertyType?.name ?? property.propertyTypeId;
    case 'municipalityId':
      return property.municipality?.name ?? property.municipalityId;
    case 'characteristicIds':
      return property.characteristics.map((item) => item.name).join(', ') || empty;
    case 'photos':
      return countOf(property.photos.length, 'foto', 'fotos');
    case 'plans':
      return countOf(property.plans.length, 'plano', 'planos');
    case 'status':
      return adminStatusLabel(property.status);
    case 'price':
      return formatPesos(property.price);
    case 'administration':
      return property.administration === null ? empty : formatPesos(property.administration);
    case 'description':
      return property.description === '' ? empty : 'texto nuevo';
    default: {
      const value = property[field];
      if (typeof value === 'boolean') return value ? 'Sí' : 'No';
      return value === null || value === '' ? empty : String(value);
    }
  }
}

interface Props {
  conflict: Conflict;
  onReload: () => void;
  onOverwrite: () => void;
  onDismiss: () => void;
}

/**
 * Someone else saved the listing first (409): say in Spanish what they changed and who, keep everything typed,
 * and let the admin either take their version or save theirs over it knowingly.
 */
export function ConflictAlert({ conflict, onReload, onOverwrite, onDismiss }: Props) {
  if (!('current' in conflict)) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="No se pudo guardar" role="alert">
        <Text size="sm" mb="sm">
          {conflict.deleted
            ? 'Otra persona eliminó esta propiedad mientras la editabas. Lo que escribiste sigue en el formulario.'
            : 'No pudimos leer la versión guardada. Lo que escribiste sigue en el formulario; inténtalo de nuevo.'}
        </Text>
        <Button size="xs" variant="default" onClick={onDismiss}>
          Entendido
        </Button>
      </Alert>
    );
  }
  const { current, theirChanges, myChanges, authors } = conflict;
  const who = authors.length > 0 ? authors.join(', ') : 'Otra persona';
  const both = new Set(myChanges.filter((field) => theirChanges.includes(field)));
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title="Otra persona guardó esta propiedad mientras la editabas"
      role="alert"
    >
      <Text size="sm" mb={4}>
        {who} cambió {theirChanges.length === 0 ? 'la propiedad' : 'estos campos'}:
      </Text>
      {theirChanges.length > 0 && (
        <List size="sm" mb="xs">
          {theirChanges.map((field) => (
            <List.Item key={field}>
              <strong>{FIELD_LABEL[field]}</strong>: ahora {displayValue(current, field)}
              {both.has(field) && ' (tú también lo cambiaste)'}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm" mb="sm">
        Lo que escribiste sigue en el formulario. Puedes cargar su versión (se pierden tus cambios) o guardar tus
        cambios encima de la suya
        {myChanges.length > 0 ? ` (${myChanges.map((field) => FIELD_LABEL[field]).join(', ')})` : ''}.
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={onReload}>
          Cargar su versión
        </Button>
        <Button size="xs" color="orange" onClick={onOverwrite}>
          Guardar mis cambios encima
        </Button>
      </Group>
    </Alert>
  );
}
