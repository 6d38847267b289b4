import { ActionIcon, Badge, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Icon360View, IconExternalLink, IconMail, IconMaximize, IconMinimize } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ChatButton } from '../../../components/ChatButton';
import { ContactForm } from '../../../components/ContactForm';
import { CostBlock } from '../../../components/CostBlock';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { PhotosWithGallery } from '../../../components/PhotosWithGallery';
import { PropertyDetails } from '../../../components/PropertyDetails';
import { ShareButton } from '../../../components/ShareButton';
import { SimilarListings } from '../../../components/SimilarListings';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatPrice } from '../../../lib/format-price';
import { useRecentlyViewed } from '../../../lib/recently-viewed';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';
import type { Listing } from '../api/get-properties';

const TourModal = lazy(async () => ({ default: (await import('../../../components/TourModal')).TourModal }));

type PropertyDetailModalProps = { property: Listing; opened: boolean; onClose: () => void };

/** SPEC §2 property detail modal, opened from a card. Full screen on phones; on wider screens the visitor can toggle it. */
export function PropertyDetailModal({ property, opened, onClose }: PropertyDetailModalProps) {
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  const [expanded, setExpanded] = useState(false);
  const [galleryOpened, setGalleryOpened] = useState(false);
  const tour = useLazyDialog();
  const contact = useLazyDialog();
  const pagePath = `/propiedad/${property.slug}`;
  const tourUrl = property.matterportUrl ?? '';
  const municipality = property.municipality?.name;
  const record = useRecentlyViewed((state) => state.record);

  // Opening the dialog is opening the listing: it joins the visitor's recently viewed.
  useEffect(() => {
    if (opened) record(property.id);
  }, [opened, property.id, record]);

  return (
    <>
      {/* Esc belongs to the dialog on top: with one open over this, only that one closes. */}
      <Modal.Root
        opened={opened}
        onClose={onClose}
        size="xl"
        fullScreen={isMobile || expanded}
        closeOnEscape={!galleryOpened && !tour.opened && !contact.opened}
      >
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header style={{ alignItems: 'flex-start', gap: 'var(--mantine-spacing-sm)' }}>
            {/* The dialog is a page of its own, so its title is its top heading. */}
            <Modal.Title component="h1" fz="lg" fw={700} lh={1.3}>
              {property.title}
            </Modal.Title>
            <Group gap={6} wrap="nowrap">
              <ShareButton title={property.title} path={pagePath} />
              <ActionIcon
                component="a"
                href={pagePath}
                target="_blank"
                rel="noopener"
                variant="default"
                radius="xl"
                aria-label="Abrir en nueva pestaña"
              >
                <IconExternalLink size={18} />
              </ActionIcon>
              {!isMobile && (
                <ActionIcon
                  variant="default"
                  radius="xl"
                  aria-label={expanded ? 'Salir de pantalla completa' : 'Pantalla completa'}
                  onClick={() => setExpanded(!expanded)}
                >
                  {expanded ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
                </ActionIcon>
              )}
              <Modal.CloseButton aria-label="Cerrar detalles" />
            </Group>
          </Modal.Header>
          <Modal.Body>
            <Stack gap="md">
              <PhotosWithGallery photos={property.photos} title={property.title} onGalleryChange={setGalleryOpened} />
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4} miw={0}>
                  <Group gap="xs">
                    <StatusBadge status={property.status} />
                    {property.propertyType && <Badge variant="light">{property.propertyType.name}</Badge>}
                  </Group>
                  <Text fw={800} size="xl" c="teal.8">
                    {formatPrice(property.price, property.status)}
                  </Text>
                  <Text c="dimmed">{property.address}</Text>
                  {municipality && <Text size="sm">Municipio: {municipality}</Text>}
                </Stack>
                <FavouriteButton propertyId={property.id} />
              </Group>
              <CostBlock property={property} />
              {tourUrl !== '' && (
                <Button variant="light" leftSection={<Icon360View size={18} />} onClick={tour.open}>
                  Ver Tour 360°
                </Button>
              )}
              <PropertyDetails property={property} compact />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                <ChatButton property={property} />
                <Button variant="default" leftSection={<IconMail size={18} />} onClick={contact.open}>
                  Contactar
                </Button>
              </SimpleGrid>
              <SimilarListings propertyId={property.id} />
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      <Modal opened={contact.opened} onClose={contact.close} title="Contactar" zIndex={400} fullScreen={isMobile}>
        <ContactForm property={property} endpoint="contact" onSent={contact.close} />
      </Modal>
      <Suspense fallback={null}>
        {tour.mounted && <TourModal url={tourUrl} title={property.title} opened={tour.opened} onClose={tour.close} />}
      </Suspense>
    </>
  );
}
