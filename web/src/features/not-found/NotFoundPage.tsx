import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { NOT_FOUND_TITLE } from '../../lib/api-contract';
import { useSitePageHead } from '../../lib/use-page-head';

/** SPEC §2: the not-found page, texts verbatim, with a way back to the listings. */
export function NotFoundPage() {
  useSitePageHead(NOT_FOUND_TITLE);
  return (
    <Container size="sm" py={80}>
      <Stack gap="sm">
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
        <Group mt="md">
          <Button component={Link} to="/">
            Ver todas las propiedades
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
