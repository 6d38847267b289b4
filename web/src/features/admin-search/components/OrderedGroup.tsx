import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Button, Group, Paper, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import type { OrderedItem } from '../utils/ordered-list';
import classes from './OrderedGroup.module.css';

interface Props<T extends OrderedItem> {
  title: string;
  description?: string;
  /** In the order visitors get them. */
  items: readonly T[];
  labelOf: (item: T) => string;
  renderContent: (item: T) => ReactNode;
  /** The switch's text: "Activa" (una opción) or "Activo" (un ejemplo). */
  activeLabel: string;
  /** Items whose switch was flipped and is being saved, with the state asked for. */
  toggling: Readonly<Record<string, boolean>>;
  /** An order is being saved: no other move until it is. */
  reordering: boolean;
  onMove: (from: number, to: number) => void;
  onToggle: (item: T, isActive: boolean) => void;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  onAdd?: () => void;
}

/**
 * One group of a list (a filter type, an example category) in order: drag an item by its handle (mouse, touch, or
 * keyboard with space and the arrows) or use Subir / Bajar; flip its switch; edit or delete it.
 */
export function OrderedGroup<T extends OrderedItem>(props: Props<T>) {
  const { title, description, items, labelOf, reordering, onMove, onAdd } = props;
  const titleId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const nameOf = (id: string | number) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? `«${labelOf(item)}»` : 'El elemento';
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', xs: 'sm' }} component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
          <Title order={3} size="h5" id={titleId}>
            {title} ({items.length})
          </Title>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {onAdd && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={onAdd}
            aria-label={`Agregar a ${title}`}
          >
            Agregar
          </Button>
        )}
      </Group>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) =>
              `${nameOf(active.id)} tomado. Usa las flechas para moverlo y espacio para soltarlo.`,
            // Nothing new over its own place (where every drag starts): "tomado" stays the last thing said.
            onDragOver: ({ active, over }) =>
              over && over.id !== active.id ? `${nameOf(active.id)} pasa al lugar de ${nameOf(over.id)}.` : undefined,
            onDragEnd: ({ active, over }) =>
              over ? `${nameOf(active.id)} soltado en su nuevo lugar.` : `${nameOf(active.id)} soltado.`,
            onDragCancel: () => 'Movimiento cancelado.',
          },
          screenReaderInstructions: { draggable: 'Para mover un elemento, pulsa espacio y usa las flechas.' },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={reordering}>
          <Stack component="ol" gap={6} className={classes.list} aria-labelledby={titleId}>
            {items.map((item, index) => (
              <OrderedRow key={item.id} {...props} item={item} index={index} />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    </Paper>
  );
}

function OrderedRow<T extends OrderedItem>({
  item,
  index,
  items,
  labelOf,
  renderContent,
  activeLabel,
  toggling,
  reordering,
  onMove,
  onToggle,
  onEdit,
  onDelete,
}: Props<T> & { item: T; index: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const label = labelOf(item);
  const pending = toggling[item.id];
  const active = pending ?? item.isActive;
  return (
    <li
      ref={setNodeRef}
      className={classes.row}
      data-dragging={isDragging || undefined}
      data-inactive={!active || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={label}
    >
      <div className={classes.main}>
        <ActionIcon
          variant="subtle"
          color="gray"
          className={classes.handle}
          disabled={reordering}
          {...attributes}
          {...listeners}
          aria-label={`Arrastrar «${label}» para ordenar`}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <div className={classes.content}>{renderContent(item)}</div>
      </div>
      <Group gap={4} wrap="nowrap" className={classes.controls}>
        <Tooltip label="Subir">
          <ActionIcon
            variant="subtle"
            aria-label={`Subir «${label}»`}
            disabled={reordering || index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Bajar">
          <ActionIcon
            variant="subtle"
            aria-label={`Bajar «${label}»`}
            disabled={reordering || index === items.length - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Switch
          mx={6}
          size="sm"
          label={activeLabel}
          aria-label={`${activeLabel}: ${label}`}
          checked={active}
          disabled={pending !== undefined}
          onChange={(event) => onToggle(item, event.currentTarget.checked)}
        />
        <Tooltip label="Editar">
          <ActionIcon variant="subtle" aria-label={`Editar «${label}»`} onClick={() => onEdit(item)}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Eliminar">
          <ActionIcon variant="subtle" color="red" aria-label={`Eliminar «${label}»`} onClick={() => onDelete(item)}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </li>
  );
}
