import { Anchor, AppShell, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';

/** Sticky navigation with the logo and Propiedades (both lead to /), and the footer links of SPEC §2. */
export function Layout() {
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between">
            <Anchor component={Link} to="/" fw={800} size="lg" underline="never">Portal Inmobiliario</Anchor>
            <Anchor component={Link} to="/">Propiedades</Anchor>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
        <Container size="xl" py="lg" component="footer">
          <Group gap="lg">
            <Anchor component={Link} to="/properties" size="sm">Propiedades</Anchor>
            <Anchor component={Link} to="/privacy-policy" size="sm">Política de privacidad</Anchor>
            <Anchor href="/admin" size="sm">Administración</Anchor>
          </Group>
          <Text size="xs" c="dimmed" mt="xs">Precios en pesos colombianos (COP).</Text>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
