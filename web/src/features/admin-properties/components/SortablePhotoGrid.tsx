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
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, SimpleGrid, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconStar, IconTrash } from '@tabler/icons-react';
import { moveItem } from '../../../lib/admin/move-item';
import { photoSources } from '../../../lib/photo-sources';
import classes from './PhotoManager.module.css';

interface Props {
  photos: string[];
  onChange: (photos: string[]) => void;
  disabled?: boolean;
}

const ANNOUNCEMENTS = {
  onDragStart: () => 'Foto tomada. Usa las flechas para moverla y espacio para soltarla.',
  onDragOver: () => '',
  onDragEnd: ({ over }: { over: { id: string | number } | null }) =>
    over ? 'Foto soltada en su nuevo lugar.' : 'Foto soltada.',
  onDragCancel: () => 'Movimiento cancelado.',
};

/**
 * The listing's photos in order, the first being the cover: drag to reorder (mouse, touch, or keyboard with space
 * and the arrows), and buttons for the same moves, the cover and removal.
 */
export function SortablePhotoGrid({ photos, onChange, disabled = false }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveItem(photos, photos.indexOf(String(active.id)), photos.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: ANNOUNCEMENTS,
        screenReaderInstructions: { draggable: 'Para mover una foto, pulsa espacio y usa las flechas.' },
      }}
    >
      <SortableContext items={photos} strategy={rectSortingStrategy} disabled={disabled}>
        <SimpleGrid
          cols={{ base: 2, xs: 3 }}
          spacing="xs"
          component="ol"
          className={classes.grid}
          aria-label="Fotos de la propiedad"
        >
          {photos.map((photo, index) => (
            <SortablePhoto
              key={photo}
              photo={photo}
              index={index}
              total={photos.length}
              disabled={disabled}
              onMove={(to) => onChange(moveItem(photos, index, to))}
              onRemove={() => onChange(photos.filter((other) => other !== photo))}
            />
          ))}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}

interface PhotoProps {
  photo: string;
  index: number;
  total: number;
  disabled: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function SortablePhoto({ photo, index, total, disabled, onMove, onRemove }: PhotoProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: photo });
  const label = `Foto ${index + 1} de ${total}${index === 0 ? ' (portada)' : ''}`;
  return (
    <li
      ref={setNodeRef}
      className={classes.item}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={label}
    >
      <div className={classes.handle} {...attributes} {...listeners} aria-label={`${label}. Arrastra para ordenar`}>
        <img {...photoSources(photo, 320)} sizes="160px" alt="" className={classes.thumb} draggable={false} />
      </div>
      {index === 0 && (
        <Badge className={classes.cover} size="sm">
          Portada
        </Badge>
      )}
      <Group gap={2} className={classes.actions} justify="center" wrap="nowrap">
        <Tooltip label="Mover antes">
          <ActionIcon
            size="sm"
            variant="white"
            aria-label={`Mover antes la foto ${index + 1}`}
            disabled={disabled || index === 0}
            onClick={() => onMove(index - 1)}
          >
            <IconChevronLeft size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {index > 0 && (
          <Tooltip label="Usar como portada">
            <ActionIcon
              size="sm"
              variant="white"
              aria-label={`Usar la foto ${index + 1} como portada`}
              disabled={disabled}
              onClick={() => onMove(0)}
            >
              <IconStar size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label="Mover después">
          <ActionIcon
            size="sm"
            variant="white"
            aria-label={`Mover después la foto ${index + 1}`}
            disabled={disabled || index === total - 1}
            onClick={() => onMove(index + 1)}
          >
            <IconChevronRight size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Quitar">
          <ActionIcon
            size="sm"
            variant="white"
            color="red"
            aria-label={`Quitar la foto ${index + 1}`}
            disabled={disabled}
            onClick={onRemove}
          >
            <IconTrash size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </li>
  );
}
