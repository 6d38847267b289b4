import { Container, Stack, Text, Title } from '@mantine/core';

/** SPEC §2: the not-found page, texts verbatim. */
export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack gap="sm">
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
      </Stack>
    </Container>
  );
}
