import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { PhotosWithGallery } from '../../../components/PhotosWithGallery';
import { PropertyDetails } from '../../../components/PropertyDetails';
import type { PropertyDto } from '../../../lib/api-contract';
import { formatPrice } from '../../../lib/format-price';
import { PropertyHistory } from './PropertyHistory';

/**
 * SPEC §2: the admin's detail dialog — the listing's photos (with the full-screen gallery), its facts, the actions
 * that open the 360° tour and the public page in a new tab, and its history.
 */
export function PropertyViewDialog({ property, onClose }: { property: PropertyDto | null; onClose: () => void }) {
  // While the full-screen gallery is open, Esc closes the gallery only.
  const [galleryOpen, setGalleryOpen] = useState(false);
  return (
    <Modal opened={property !== null} onClose={onClose} title={property?.title} size="xl" closeOnEscape={!galleryOpen}>
      {property && (
        <Stack gap="md">
          {property.photos.length > 0 ? (
            <PhotosWithGallery photos={property.photos} title={property.title} onGalleryChange={setGalleryOpen} />
          ) : (
            <Text c="dimmed">Esta propiedad no tiene fotos.</Text>
          )}
          <Text c="dimmed">{property.address}</Text>
          <Text fw={700} size="lg" c="teal.8">
            {formatPrice(property.price, property.status)}
          </Text>
          <PropertyDetails property={property} compact />
          <Group>
            <Button
              component="a"
              href={`/propiedad/${property.slug}`}
              target="_blank"
              rel="noopener"
              variant="default"
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              Ver en el sitio
            </Button>
            {property.matterportUrl && (
              <Button
                component="a"
                href={property.matterportUrl}
                target="_blank"
                rel="noopener noreferrer"
                rightSection={<IconExternalLink size={16} aria-hidden />}
              >
                Abrir tour 360° en una pestaña nueva
              </Button>
            )}
          </Group>
          <PropertyHistory propertyId={property.id} />
        </Stack>
      )}
    </Modal>
  );
}
