import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

const DOCUMENTS = [
  { href: '/api-docs', label: 'Documentación de la API' },
  { href: '/API_DOCUMENTATION.md', label: 'API_DOCUMENTATION.md' },
  { href: '/CRUD_API_EXAMPLES.md', label: 'CRUD_API_EXAMPLES.md' },
];

/** SPEC §2 Tokens API tab: the documentation card; each button opens its document in a new tab. */
export function ApiDocumentationCard() {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h3" mb="xs">
        Documentación de la API
      </Title>
      <Text c="dimmed" mb="md">
        Todo lo que un integrador necesita para usar la API con un token: endpoints, autenticación y ejemplos.
      </Text>
      <Group gap="sm">
        {DOCUMENTS.map(({ href, label }) => (
          <Button
            key={href}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {label}
          </Button>
        ))}
      </Group>
    </Card>
  );
}
