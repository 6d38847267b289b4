import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { PropertyDto } from '../../../lib/api-contract';
import { formatPesos } from '../../../lib/format-price';
import { adminStatusLabel } from '../utils/admin-status';

interface Props {
  property: PropertyDto;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** This listing is open in the form. */
  editing: boolean;
}

/** SPEC §2 properties tab: one listing of the admin list, with its actions. */
export function AdminPropertyCard({ property, onView, onEdit, onDelete, editing }: Props) {
  const facts = [
    property.bedrooms !== null && `${property.bedrooms} hab`,
    property.bathrooms !== null && `${property.bathrooms} baños`,
    property.area !== null && `${property.area} m²`,
    property.code && `Código ${property.code}`,
    property.photos.length > 0 && `${property.photos.length} fotos`,
  ].filter(Boolean);
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={property.title}
      aria-current={editing || undefined}
      style={editing ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Text fw={600} lineClamp={2}>
            {property.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {property.address}
          </Text>
          <Text size="sm">
            {[property.propertyType?.name, property.municipality?.name].filter(Boolean).join(' · ')}
          </Text>
          <Group gap={6}>
            <Badge variant="light">{adminStatusLabel(property.status)}</Badge>
            {property.featured && (
              <Badge color="yellow" variant="light">
                Destacada
              </Badge>
            )}
          </Group>
          <Text fw={700} c="teal.8">
            {formatPesos(property.price)}
          </Text>
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Ver">
            <ActionIcon variant="light" size="lg" aria-label={`Ver ${property.title}`} onClick={onView}>
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Editar">
            <ActionIcon variant="light" size="lg" aria-label={`Editar ${property.title}`} onClick={onEdit}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Eliminar">
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              aria-label={`Eliminar ${property.title}`}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}
