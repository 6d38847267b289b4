import { Badge, Box, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';
import type { Endpoint } from '../api/get-documentation';

const METHOD_COLORS: Record<string, string> = { GET: 'blue', POST: 'teal', PUT: 'orange', DELETE: 'red' };

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The API's OpenAPI tags, in the order the API registers them: one group per resource. */
function byTag(endpoints: Endpoint[]) {
  const groups = new Map<string, Endpoint[]>();
  for (const endpoint of endpoints) groups.set(endpoint.tag, [...(groups.get(endpoint.tag) ?? []), endpoint]);
  return [...groups];
}

function AccessBadge({ isPublic }: { isPublic: boolean }) {
  return isPublic ? (
    <Badge variant="light" color="green" leftSection={<IconWorld size={12} />}>
      Pública
    </Badge>
  ) : (
    <Badge variant="light" color="gray" leftSection={<IconLock size={12} />}>
      Token o sesión
    </Badge>
  );
}

/** Method, path and summary; `withAccess` adds who may call it, next to the path (below it on narrow screens). */
export function EndpointRow({ endpoint, withAccess = false }: { endpoint: Endpoint; withAccess?: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Badge w={68} style={{ flexShrink: 0 }} color={METHOD_COLORS[endpoint.method] ?? 'gray'} radius="sm">
        {endpoint.method}
      </Badge>
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" justify="space-between" align="flex-start">
          <Code style={{ overflowWrap: 'anywhere' }}>{endpoint.path}</Code>
          {withAccess && <AccessBadge isPublic={endpoint.public} />}
        </Group>
        <Text size="sm" c="dimmed" mt={2}>
          {endpoint.summary}
        </Text>
      </Box>
    </Group>
  );
}

/** Main endpoints tab: every route of the API grouped by resource, with who may call it. */
export function EndpointList({ endpoints }: { endpoints: Endpoint[] }) {
  return (
    <Stack gap="md">
      {byTag(endpoints).map(([tag, group]) => (
        <Card key={tag} withBorder padding="md" component="section" aria-label={capitalize(tag)}>
          <Title order={3} size="h5" mb="sm">
            {capitalize(tag)}
          </Title>
          <Stack gap="sm">
            {group.map((endpoint) => (
              <EndpointRow key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} withAccess />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
