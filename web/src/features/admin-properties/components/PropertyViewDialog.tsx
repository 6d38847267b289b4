import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { PropertyDetails } from '../../../components/PropertyDetails';
import type { PropertyDto } from '../../../lib/api-contract';
import { formatPrice } from '../../../lib/format-price';
import { PropertyHistory } from './PropertyHistory';

/** SPEC §2: the admin's detail dialog, with the action that opens the 360° tour in a new tab. */
export function PropertyViewDialog({ property, onClose }: { property: PropertyDto | null; onClose: () => void }) {
  return (
    <Modal opened={property !== null} onClose={onClose} title={property?.title} size="xl">
      {property && (
        <Stack gap="md">
          <Text c="dimmed">{property.address}</Text>
          <Text fw={700} size="lg" c="teal.8">
            {formatPrice(property.price, property.status)}
          </Text>
          <PropertyDetails property={property} compact />
          {property.matterportUrl && (
            <Group>
              <Button
                component="a"
                href={property.matterportUrl}
                target="_blank"
                rel="noopener noreferrer"
                rightSection={<IconExternalLink size={16} aria-hidden />}
              >
                Abrir tour 360° en una pestaña nueva
              </Button>
            </Group>
          )}
          <PropertyHistory propertyId={property.id} />
        </Stack>
      )}
    </Modal>
  );
}
