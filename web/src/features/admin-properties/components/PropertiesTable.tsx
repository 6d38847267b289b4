import 'mantine-datatable/styles.layer.css';
import { ActionIcon, Badge, Box, Group, Menu, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDots, IconExternalLink, IconEye, IconPencil, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useLayoutEffect, useRef } from 'react';
import { adminStatusLabel, type Publication } from '../../../lib/admin/admin-status';
import { formatColombianDateTime } from '../../../lib/admin/colombian-dates';
import { publicationLabel } from '../../../lib/admin/publication-label';
import { formatPesos } from '../../../lib/format-price';
import { photoSources } from '../../../lib/photo-sources';
import { countOf } from '../../../lib/spanish-count';
import { ADMIN_PAGE_SIZE, type StaffListing } from '../api/get-admin-properties';
import type { AdminListQuery, AdminSort } from '../utils/admin-list-params';
import classes from './PropertiesTable.module.css';

const PUBLICATION_COLOR: Record<Publication, string> = {
  draft: 'gray',
  published: 'teal',
  paused: 'orange',
  scheduled: 'blue',
};

/** The cover photo (the first one), small and loaded only when scrolled to; a placeholder when there is none. */
function Thumbnail({ listing }: { listing: StaffListing }) {
  const cover = listing.photos[0];
  if (!cover)
    return (
      <Box className={classes.thumbnail} aria-hidden>
        <IconPhotoOff size={18} />
      </Box>
    );
  const { src, srcSet } = photoSources(cover, 320);
  return (
    <img className={classes.thumbnail} src={src} srcSet={srcSet} sizes="64px" alt="" loading="lazy" decoding="async" />
  );
}

export interface RowActions {
  onView: (listing: StaffListing) => void;
  onEdit: (listing: StaffListing) => void;
  onDelete: (listing: StaffListing) => void;
  /** Whether the person may change the listing: an asesor only reads a colleague's, or the agency's. */
  mayChange: (listing: StaffListing) => boolean;
}

/** On a phone, a row's actions behind one button: four icons would leave the title no room. */
function ActionsMenu({ listing, onView, onEdit, onDelete, mayChange }: RowActions & { listing: StaffListing }) {
  const changeable = mayChange(listing);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Acciones de ${listing.title}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => onView(listing)}>
          Ver
        </Menu.Item>
        {changeable && (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(listing)}>
            Editar
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconExternalLink size={16} aria-hidden />}
          component="a"
          href={`/propiedad/${listing.slug}`}
          target="_blank"
          rel="noopener"
        >
          Ver en el sitio
        </Menu.Item>
        {changeable && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(listing)}>
            Eliminar
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A row's actions, each a button or link of its own, so Tab reaches every one. */
function Actions({ listing, onView, onEdit, onDelete, mayChange }: RowActions & { listing: StaffListing }) {
  const changeable = mayChange(listing);
  return (
    <Group gap={4} wrap="nowrap" visibleFrom="sm">
      <Tooltip label="Ver fotos y detalles">
        <ActionIcon variant="subtle" aria-label={`Ver ${listing.title}`} onClick={() => onView(listing)}>
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {changeable && (
        <Tooltip label="Editar">
          <ActionIcon variant="subtle" aria-label={`Editar ${listing.title}`} onClick={() => onEdit(listing)}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="Ver en el sitio (pestaña nueva)">
        <ActionIcon
          variant="subtle"
          component="a"
          href={`/propiedad/${listing.slug}`}
          target="_blank"
          rel="noopener"
          aria-label={`Ver ${listing.title} en el sitio`}
        >
          <IconExternalLink size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {changeable && (
        <Tooltip label="Eliminar">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Eliminar ${listing.title}`}
            onClick={() => onDelete(listing)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

interface Props extends RowActions {
  listings: StaffListing[];
  total: number;
  query: AdminListQuery;
  onQueryChange: (change: Partial<AdminListQuery>) => void;
  /** A page is being read (the previous one stays on screen meanwhile). */
  fetching: boolean;
  selected: StaffListing[];
  onSelectedChange: (selected: StaffListing[]) => void;
  /** The asesores' names by id. */
  agentName: (id: string) => string;
  /** The listing open in the form. */
  editingId: string | null;
  emptyText: string;
}

/**
 * Issue 25 §2: the listings as a table that scales, 50 a page, sorted and paged by the server (its order and page live
 * in the address). On a phone the secondary columns fold into the title cell, and the table scrolls inside its own
 * box rather than the page sideways.
 */
/** The labels mantine-datatable gives its sort icons (in English, with no prop to change them), as they are said here. */
const SORT_LABELS: Record<string, string> = {
  'Not sorted': 'Sin ordenar',
  'Sorted ascending': 'Orden ascendente',
  'Sorted descending': 'Orden descendente',
};

/** Says the table's sort icons in Spanish after every render (a sort changed redraws them with the library's words). */
function useSpanishSortLabels() {
  // Typed non-null: the table's `tableRef` prop wants a RefObject of the element itself.
  const ref = useRef<HTMLTableElement>(null as unknown as HTMLTableElement);
  useLayoutEffect(() => {
    for (const icon of ref.current?.querySelectorAll<HTMLElement>('[role="img"][aria-label]') ?? []) {
      const spanish = SORT_LABELS[icon.getAttribute('aria-label')!];
      if (spanish) icon.setAttribute('aria-label', spanish);
    }
  });
  return ref;
}

export function PropertiesTable({
  listings,
  total,
  query,
  onQueryChange,
  fetching,
  selected,
  onSelectedChange,
  agentName,
  editingId,
  emptyText,
  ...actions
}: Props) {
  const tableRef = useSpanishSortLabels();
  const wide = '(min-width: 48em)';
  const columns: Array<DataTableColumn<StaffListing>> = [
    {
      accessor: 'photo',
      title: <VisuallyHidden>Foto</VisuallyHidden>,
      width: 72,
      render: (l) => <Thumbnail listing={l} />,
    },
    {
      accessor: 'title',
      title: 'Propiedad',
      sortable: true,
      render: (listing) => (
        <Stack gap={2} miw={140}>
          <Text fw={600} size="sm" lineClamp={2}>
            {listing.title}
          </Text>
          {(listing.code || listing.photos.length > 0) && (
            <Text size="xs" c="dimmed">
              {[listing.code, listing.photos.length > 0 && countOf(listing.photos.length, 'foto', 'fotos')]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
          {/* On a phone, what the hidden columns would say. */}
          <Stack gap={4} hiddenFrom="sm">
            <Text size="xs">
              {[listing.propertyType?.name, listing.municipality?.name, formatPesos(listing.price)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Group gap={4}>
              <Badge size="xs" variant="light">
                {adminStatusLabel(listing.status)}
              </Badge>
              <Badge
                size="xs"
                variant="light"
                tt="none"
                color={PUBLICATION_COLOR[listing.publication ?? 'published']}
                // A scheduled listing's date must stay whole: the badge wraps in the narrow cell instead.
                styles={{ root: { height: 'auto' }, label: { whiteSpace: 'normal' } }}
              >
                {publicationLabel(listing.publication ?? 'published', listing.publishAt)}
              </Badge>
            </Group>
          </Stack>
        </Stack>
      ),
    },
    {
      accessor: 'propertyTypeName',
      title: 'Tipo',
      sortable: true,
      visibleMediaQuery: wide,
      render: (listing) => listing.propertyType?.name ?? '—',
    },
    {
      accessor: 'municipalityName',
      title: 'Municipio',
      sortable: true,
      visibleMediaQuery: wide,
      render: (listing) => listing.municipality?.name ?? '—',
    },
    {
      accessor: 'status',
      title: 'Estado',
      sortable: true,
      visibleMediaQuery: wide,
      render: (listing) => (
        <Badge variant="light" className={classes.nowrap}>
          {adminStatusLabel(listing.status)}
        </Badge>
      ),
    },
    {
      accessor: 'publication',
      title: 'Publicación',
      sortable: true,
      visibleMediaQuery: wide,
      render: (listing) => {
        const publication = listing.publication ?? 'published';
        return (
          <Badge variant="light" tt="none" color={PUBLICATION_COLOR[publication]} className={classes.nowrap}>
            {publicationLabel(publication, listing.publishAt)}
          </Badge>
        );
      },
    },
    {
      accessor: 'price',
      title: 'Precio',
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      visibleMediaQuery: wide,
      render: (listing) => formatPesos(listing.price),
    },
    {
      accessor: 'agentId',
      title: 'Asesor',
      sortable: true,
      visibleMediaQuery: wide,
      render: (listing) => (listing.agentId ? agentName(listing.agentId) : 'Inmobiliaria'),
    },
    {
      accessor: 'updatedAt',
      title: 'Actualizada',
      sortable: true,
      noWrap: true,
      visibleMediaQuery: wide,
      render: (listing) => formatColombianDateTime(listing.updatedAt),
    },
    {
      accessor: 'visits30',
      title: (
        <Tooltip label="Visitas en los últimos 30 días">
          <span>Visitas 30 d</span>
        </Tooltip>
      ),
      sortable: true,
      textAlign: 'right',
      visibleMediaQuery: wide,
    },
    {
      accessor: 'leads30',
      title: (
        <Tooltip label="Solicitudes de contacto en los últimos 30 días">
          <span>Solicitudes 30 d</span>
        </Tooltip>
      ),
      sortable: true,
      textAlign: 'right',
      visibleMediaQuery: wide,
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Acciones</VisuallyHidden>,
      render: (listing) => (
        <>
          <Actions listing={listing} {...actions} />
          <Box hiddenFrom="sm">
            <ActionsMenu listing={listing} {...actions} />
          </Box>
        </>
      ),
    },
  ];
  return (
    <DataTable<StaffListing>
      tableRef={tableRef}
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      pinLastColumn
      verticalAlign="center"
      minHeight={listings.length === 0 ? 160 : undefined}
      columns={columns}
      records={listings}
      fetching={fetching}
      loaderType="oval"
      noRecordsText={emptyText}
      customRowAttributes={(listing) => ({
        'aria-label': listing.title,
        'aria-current': listing.id === editingId || undefined,
      })}
      rowClassName={(listing) => (listing.id === editingId ? classes.editing : undefined)}
      sortStatus={{ columnAccessor: query.sortBy, direction: query.sortOrder }}
      onSortStatusChange={({ columnAccessor, direction }) =>
        onQueryChange({ sortBy: columnAccessor as AdminSort, sortOrder: direction, page: 1 })
      }
      selectedRecords={selected}
      onSelectedRecordsChange={onSelectedChange}
      // Bulk actions change listings: only those the person may change are chosen.
      isRecordSelectable={actions.mayChange}
      selectionCheckboxProps={{ 'aria-label': 'Seleccionar' }}
      getRecordSelectionCheckboxProps={(listing) => ({ 'aria-label': `Seleccionar ${listing.title}` })}
      allRecordsSelectionCheckboxProps={{ 'aria-label': 'Seleccionar las de esta página' }}
      totalRecords={total}
      recordsPerPage={ADMIN_PAGE_SIZE}
      page={query.page}
      onPageChange={(page) => onQueryChange({ page })}
      paginationText={({ from, to, totalRecords }) => `Mostrando ${from}–${to} de ${totalRecords}`}
      getPaginationControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': 'Página anterior' }
          : control === 'next'
            ? { 'aria-label': 'Página siguiente' }
            : {}
      }
    />
  );
}
