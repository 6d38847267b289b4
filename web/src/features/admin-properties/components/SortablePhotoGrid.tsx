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
import { ActionIcon, Badge, Checkbox, Group, SimpleGrid, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconStar, IconTrash } from '@tabler/icons-react';
import { moveItem } from '../../../lib/admin/move-item';
import { photoSources } from '../../../lib/photo-sources';
import classes from './PhotoManager.module.css';

/** What the grid holds: the listing's photos (the first is the cover) or its floor plans, each in its own words. */
export type PhotoKind = 'photo' | 'plan';

interface Props {
  photos: string[];
  onChange: (photos: string[]) => void;
  /** «Es un plano» ticked on a photo or cleared on a plan: the image moves to the other grid. */
  onMark: (photo: string) => void;
  kind?: PhotoKind;
  disabled?: boolean;
}

const WORDS = {
  photo: {
    list: 'Fotos de la propiedad',
    name: 'Foto',
    the: 'la foto',
    taken: 'Foto tomada. Usa las flechas para moverla y espacio para soltarla.',
    dropped: 'Foto soltada',
    instructions: 'Para mover una foto, pulsa espacio y usa las flechas.',
  },
  plan: {
    list: 'Planos de la propiedad',
    name: 'Plano',
    the: 'el plano',
    taken: 'Plano tomado. Usa las flechas para moverlo y espacio para soltarlo.',
    dropped: 'Plano soltado',
    instructions: 'Para mover un plano, pulsa espacio y usa las flechas.',
  },
} as const;

/**
 * The listing's photos in order, the first being the cover, or its plans: drag to reorder (mouse, touch, or keyboard
 * with space and the arrows), buttons for the same moves, the cover and removal, and «Es un plano» to move an image
 * between the photos and the plans.
 */
export function SortablePhotoGrid({ photos, onChange, onMark, kind = 'photo', disabled = false }: Props) {
  const words = WORDS[kind];
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
        announcements: {
          onDragStart: () => words.taken,
          onDragOver: () => '',
          onDragEnd: ({ over }) => (over ? `${words.dropped} en su nuevo lugar.` : `${words.dropped}.`),
          onDragCancel: () => 'Movimiento cancelado.',
        },
        screenReaderInstructions: { draggable: words.instructions },
      }}
    >
      <SortableContext items={photos} strategy={rectSortingStrategy} disabled={disabled}>
        <SimpleGrid
          cols={{ base: 2, xs: 3 }}
          spacing="xs"
          component="ol"
          className={classes.grid}
          aria-label={words.list}
        >
          {photos.map((photo, index) => (
            <SortablePhoto
              key={photo}
              photo={photo}
              kind={kind}
              index={index}
              total={photos.length}
              disabled={disabled}
              onMove={(to) => onChange(moveItem(photos, index, to))}
              onRemove={() => onChange(photos.filter((other) => other !== photo))}
              onMark={() => onMark(photo)}
            />
          ))}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}

interface PhotoProps {
  photo: string;
  kind: PhotoKind;
  index: number;
  total: number;
  disabled: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
  onMark: () => void;
}

function SortablePhoto({ photo, kind, index, total, disabled, onMove, onRemove, onMark }: PhotoProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: photo });
  const words = WORDS[kind];
  // Plans are never the cover: only the first photo is.
  const cover = kind === 'photo' && index === 0;
  const label = `${words.name} ${index + 1} de ${total}${cover ? ' (portada)' : ''}`;
  const the = `${words.the} ${index + 1}`;
  return (
    <li
      ref={setNodeRef}
      className={classes.item}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={label}
    >
      <div className={classes.frame}>
        <div className={classes.handle} {...attributes} {...listeners} aria-label={`${label}. Arrastra para ordenar`}>
          <img {...photoSources(photo, 320)} sizes="160px" alt="" className={classes.thumb} draggable={false} />
        </div>
        {cover && (
          <Badge className={classes.cover} size="sm">
            Portada
          </Badge>
        )}
        {kind === 'plan' && (
          <Badge className={classes.cover} size="sm" color="gray">
            Plano
          </Badge>
        )}
        <Group gap={2} className={classes.actions} justify="center" wrap="nowrap">
          <Tooltip label="Mover antes">
            <ActionIcon
              size="sm"
              variant="white"
              aria-label={`Mover antes ${the}`}
              disabled={disabled || index === 0}
              onClick={() => onMove(index - 1)}
            >
              <IconChevronLeft size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {kind === 'photo' && index > 0 && (
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
              aria-label={`Mover después ${the}`}
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
              aria-label={`Quitar ${the}`}
              disabled={disabled}
              onClick={onRemove}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </div>
      <Checkbox
        className={classes.mark}
        size="xs"
        label="Es un plano"
        aria-label={`${words.name} ${index + 1}: es un plano`}
        checked={kind === 'plan'}
        disabled={disabled}
        onChange={onMark}
      />
    </li>
  );
}
