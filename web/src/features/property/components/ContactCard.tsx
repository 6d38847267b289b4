import { Paper, Stack, Text, Title } from '@mantine/core';
import { CallButton } from '../../../components/CallButton';
import { ChatButton } from '../../../components/ChatButton';
import { ContactForm } from '../../../components/ContactForm';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { ShareButton } from '../../../components/ShareButton';
import { formatPrice } from '../../../lib/format-price';
import type { Property } from '../api/get-property';

/** SPEC §2: price and every way to act on the property, kept in view while the visitor reads the page. */
export function ContactCard({ property }: { property: Property }) {
  return (
    <Paper withBorder shadow="xs" p="lg" radius="md">
      <Stack gap="sm">
        <Text fw={800} size="xl" c="teal.8">
          {formatPrice(property.price, property.status)}
        </Text>
        {property.agent?.name && (
          <Text size="sm" c="dimmed">
            Te atiende {property.agent.name}, del equipo de la inmobiliaria.
          </Text>
        )}
        <ChatButton property={property} />
        <CallButton property={property} />
        <Title order={2} size="h4">
          ¿Te interesa esta propiedad?
        </Title>
        <ContactForm property={property} />
        <ShareButton variant="button" title={property.title} path={`/propiedad/${property.slug}`} />
        <FavouriteButton variant="button" propertyId={property.id} />
      </Stack>
    </Paper>
  );
}
