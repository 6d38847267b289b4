import { Anchor, Badge, Breadcrumbs, Center, Container, Grid, Group, Image, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatPrice } from '../../../lib/format-price';
import { idFromSlug } from '../../../lib/slug';
import { STATUS_COLOR, STATUS_LABEL } from '../../../lib/status';
import { useProperty } from '../api/get-property';

const dateFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long' });

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

  const facts: Array<[string, string | number | null]> = [
    ['Habitaciones', property.bedrooms], ['Baños', property.bathrooms], ['Área', property.area && `${property.area} m²`],
    ['Área construida', property.builtArea && `${property.builtArea} m²`], ['Parqueaderos', property.parkingSpaces],
    ['Estrato', property.stratum], ['Administración', property.administration && formatPrice(property.administration, 'rent')],
  ];
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
            <Image src={property.photos[0] ?? '/placeholders/1.svg'} alt={property.title} radius="md" style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} />
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
              {facts.filter(([, value]) => value !== null && value !== '').map(([label, value]) => (
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
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="lg" pos="sticky" top={80}>
            <Stack gap="xs">
              <Text fw={800} size="xl" c="teal.8">{formatPrice(property.price, property.status)}</Text>
              <Text size="sm" c="dimmed">{property.code ? `Código ${property.code} · ` : ''}Publicada el {dateFormat.format(new Date(property.createdAt))}</Text>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
