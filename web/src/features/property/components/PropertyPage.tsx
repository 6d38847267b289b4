import { Anchor, Badge, Box, Breadcrumbs, Center, Container, Grid, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { propertyFacts } from '../../../lib/property-facts';
import { idFromSlug } from '../../../lib/slug';
import { STATUS_COLOR, STATUS_LABEL } from '../../../lib/status';
import { useProperty } from '../api/get-property';
import { ContactCard } from './ContactCard';
import { PropertyPhotos } from './PropertyPhotos';
import { PropertySummary } from './PropertySummary';
import { PropertyTour } from './PropertyTour';

/** /propiedad/{slug}: the id comes from the end of the slug; a non-canonical slug is replaced in the address bar. */
export function PropertyPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { data: property, error, isLoading } = useProperty(idFromSlug(slug));

  useEffect(() => {
    if (property && property.slug !== slug) void navigate(`/propiedad/${property.slug}`, { replace: true });
  }, [property, slug, navigate]);

  if (isLoading) return <Center py={80}><Loader aria-label="Cargando propiedad" /></Center>;
  if (error || !property) {
    return (
      <Container size="sm" py={80}>
        <Stack>
          <Title order={1}>Propiedad no encontrada</Title>
          <Anchor component={Link} to="/">Volver al inicio</Anchor>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="xl" py="lg">
      <Breadcrumbs mb="md">
        <Anchor component={Link} to="/">Inicio</Anchor>
        <Anchor component={Link} to="/properties">Propiedades</Anchor>
        <Text truncate="end" maw="60vw">{property.title}</Text>
      </Breadcrumbs>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <PropertyPhotos photos={property.photos} title={property.title} />
            <Group gap="sm">
              <Badge color={STATUS_COLOR[property.status] ?? 'gray'}>{STATUS_LABEL[property.status] ?? property.status}</Badge>
              {property.propertyType && <Badge variant="light">{property.propertyType.name}</Badge>}
            </Group>
            <Title order={1} size="h2">{property.title}</Title>
            <Text c="dimmed">
              {property.address}
              {property.municipality && !property.address.includes(property.municipality.name) ? ` · ${property.municipality.name}` : ''}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {propertyFacts(property).map(({ label, value }) => (
                <Paper key={label} withBorder p="sm"><Text size="xs" c="dimmed">{label}</Text><Text fw={600}>{value}</Text></Paper>
              ))}
            </SimpleGrid>
            <Title order={2} size="h3">Descripción</Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{property.description}</Text>
            {property.characteristics.length > 0 && (
              <>
                <Title order={2} size="h3">Características</Title>
                <Group gap="xs">{property.characteristics.map((item) => <Badge key={item.id} variant="outline">{item.name}</Badge>)}</Group>
              </>
            )}
            <PropertyTour url={property.matterportUrl} title={property.title} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" h="100%">
            <PropertySummary property={property} />
            {/* Sticks below the 60 px navigation bar while the left column scrolls past. */}
            <Box pos="sticky" top={76}>
              <ContactCard property={property} />
            </Box>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
