import { Alert, Anchor, Badge, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSitePageHead } from '../../../lib/use-page-head';

/** The alert pages' frame: one card under the site's header, titled. */
export function AlertPageFrame({ title, children }: { title: string; children: ReactNode }) {
  useSitePageHead(title);
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

export function Working({ label }: { label: string }) {
  return (
    <Center py="lg">
      <Loader aria-label={label} />
    </Center>
  );
}

/** A refused or failed link, in the API's words, with the way back to the catalogue. */
export function LinkFailed({ message }: { message: string }) {
  return (
    <Stack gap="sm">
      <Alert variant="light" color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {message}
      </Alert>
      <Anchor component={Link} to="/">
        Ir al catálogo
      </Anchor>
    </Stack>
  );
}

/** What the alert looks for, as its mails say it. */
export function AlertChips({ chips }: { chips: string[] }) {
  if (chips.length === 0) return <Text c="dimmed">Todas las propiedades</Text>;
  return (
    <Group
      gap={6}
      component="ul"
      role="list"
      aria-label="Lo que busca la alerta"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {chips.map((chip) => (
        <Badge key={chip} component="li" variant="light" tt="none" size="lg" fw={500}>
          {chip}
        </Badge>
      ))}
    </Group>
  );
}

/** The catalogue as the alert searches it, on this site: its address without the site's own origin. */
export const catalogueLink = (searchUrl: string) => {
  try {
    const url = new URL(searchUrl);
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
};

export const tokenMissing = 'Falta el enlace de la alerta: ábrelo tal como llegó en el correo.';
