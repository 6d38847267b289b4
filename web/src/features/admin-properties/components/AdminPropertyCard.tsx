import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp, IconEye, IconMail, IconPencil, IconTrash } from '@tabler/icons-react';
import type { PropertyDto } from '../../../lib/api-contract';
import { formatArea } from '../../../lib/format-area';
import { countOf } from '../../../lib/spanish-count';
import { formatPesos } from '../../../lib/format-price';
import type { ListingFigures } from '../api/get-property-stats';
import { adminStatusLabel } from '../../../lib/admin/admin-status';

interface Props {
  property: PropertyDto;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** This listing is open in the form. */
  editing: boolean;
  /** The last 30 days; absent while loading or when they could not be read. */
  figures: ListingFigures | undefined;
}

/** Issue 10 §7: which listings work, at a glance. */
function Figures({ figures }: { figures: ListingFigures }) {
  return (
    <Group gap="md" aria-label="Últimos 30 días" role="group">
      <Group gap={4} wrap="nowrap">
        <IconEye size={14} aria-hidden />
        <Text size="xs">{countOf(figures.views, 'visita', 'visitas')}</Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconMail size={14} aria-hidden />
        <Text size="xs">{countOf(figures.leads, 'solicitud', 'solicitudes')}</Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconBrandWhatsapp size={14} aria-hidden />
        <Text size="xs">{countOf(figures.whatsappClicks, 'clic en WhatsApp', 'clics en WhatsApp')}</Text>
      </Group>
      <Text size="xs" c="dimmed">
        (30 días)
      </Text>
    </Group>
  );
}

/** SPEC §2 properties tab: one listing of the admin list, with its actions. */
export function AdminPropertyCard({ property, onView, onEdit, onDelete, editing, figures }: Props) {
  const facts = [
    property.bedrooms !== null && `${property.bedrooms} hab`,
    property.bathrooms !== null && countOf(property.bathrooms, 'baño', 'baños'),
    property.area !== null && formatArea(property.area),
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
          {figures && <Figures figures={figures} />}
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
