import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useBrandName } from '../../../api/site-config';
import { CostBlock } from '../../../components/CostBlock';
import { PropertyDetails } from '../../../components/PropertyDetails';
import { RecentlyViewed } from '../../../components/RecentlyViewed';
import { SimilarListings } from '../../../components/SimilarListings';
import { StatusBadge } from '../../../components/StatusBadge';
import { idFromSlug, pageTitle, propertyDescription, SITE_DESCRIPTION } from '../../../lib/api-contract';
import { formatPrice } from '../../../lib/format-price';
import { useRecentlyViewed } from '../../../lib/recently-viewed';
import { usePageHead } from '../../../lib/use-page-head';
import { useProperty } from '../api/get-property';
import { ContactCard } from './ContactCard';
import { CreditSimulator } from './CreditSimulator';
import { ListingGallery } from './ListingGallery';
import { CONTACT_SECTION_ID, MobileContactBar } from './MobileContactBar';
import { PreviewBanner } from './PreviewBanner';
import { PropertyLocation } from './PropertyLocation';
import { PropertySummary } from './PropertySummary';
import { PropertyTour } from './PropertyTour';

/** /propiedad/{slug}: the id comes from the end of the slug; a non-canonical slug is replaced in the address bar. */
export function PropertyPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { data: property, error, isLoading } = useProperty(idFromSlug(slug));
  const brand = useBrandName();
  const record = useRecentlyViewed((state) => state.record);
  const propertyId = property?.id;

  useEffect(() => {
    if (property && property.slug !== slug) void navigate(`/propiedad/${property.slug}`, { replace: true });
  }, [property, slug, navigate]);

  useEffect(() => {
    if (propertyId) record(propertyId);
  }, [propertyId, record]);

  usePageHead(
    property
      ? {
          title: pageTitle(brand, property.title),
          description: propertyDescription(property),
          canonicalPath: `/propiedad/${property.slug}`,
        }
      : error
        ? {
            title: pageTitle(brand, 'Propiedad no encontrada'),
            description: SITE_DESCRIPTION,
            canonicalPath: `/propiedad/${slug}`,
          }
        : null,
  );

  if (isLoading)
    return (
      <Center py={80}>
        <Loader aria-label="Cargando propiedad" />
      </Center>
    );
  if (error || !property) {
    return (
      <Container size="sm" py={80}>
        <Stack>
          <Title order={1}>Propiedad no encontrada</Title>
          <Anchor component={Link} to="/">
            Volver al inicio
          </Anchor>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="xl" py="lg">
      <PreviewBanner property={property} />
      <Breadcrumbs mb="md">
        <Anchor component={Link} to="/">
          Inicio
        </Anchor>
        <Anchor component={Link} to="/properties">
          Propiedades
        </Anchor>
        <Text truncate="end" maw="60vw">
          {property.title}
        </Text>
      </Breadcrumbs>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <ListingGallery property={property} />
            <Group gap="sm">
              <StatusBadge status={property.status} />
              {property.propertyType && <Badge variant="light">{property.propertyType.name}</Badge>}
            </Group>
            <Title order={1} size="h2">
              {property.title}
            </Title>
            <Text c="dimmed">
              {property.address}
              {property.municipality && !property.address.includes(property.municipality.name)
                ? ` · ${property.municipality.name}`
                : ''}
            </Text>
            <Text fw={800} fz={{ base: 'xl', sm: 28 }} c="teal.8">
              {formatPrice(property.price, property.status)}
            </Text>
            <CostBlock property={property} />
            {/* A loan is for buying: rentals and closed listings have nothing to simulate. */}
            {property.status === 'sale' && <CreditSimulator price={Number(property.price)} />}
            <PropertyDetails property={property} />
            <PropertyLocation property={property} />
            <PropertyTour url={property.matterportUrl} title={property.title} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" h="100%">
            <PropertySummary property={property} />
            {/* Sticks below the 60 px navigation bar while the left column scrolls past. */}
            <Box pos="sticky" top={76} id={CONTACT_SECTION_ID} style={{ scrollMarginTop: 76 }}>
              <ContactCard property={property} />
            </Box>
          </Stack>
        </Grid.Col>
      </Grid>
      <Stack gap="xl" mt={48}>
        <SimilarListings propertyId={property.id} />
        <RecentlyViewed exclude={property.id} />
      </Stack>
      <MobileContactBar property={property} />
    </Container>
  );
}
