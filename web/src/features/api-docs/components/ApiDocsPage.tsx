import {
  Alert,
  Anchor,
  Button,
  Card,
  Code,
  Container,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBolt,
  IconBook,
  IconExternalLink,
  IconFileText,
  IconKey,
  IconListDetails,
  IconLink,
  IconShieldLock,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { API_DOCS_DESCRIPTION, API_DOCS_TITLE, type Documentation } from '../../../lib/api-contract';
import { useSitePageHead } from '../../../lib/use-page-head';
import { useDocumentation } from '../api/get-documentation';
import { CopyableCode } from './CopyableCode';
import { EndpointList, EndpointRow } from './EndpointList';

/** Served by the API server itself, with this server's addresses and the live endpoint list. */
const DOCUMENTS = [
  {
    href: '/API_DOCUMENTATION.md',
    title: 'API_DOCUMENTATION.md',
    description: 'Referencia completa: autenticación, formato de errores, paginación, filtros y todos los endpoints.',
  },
  {
    href: '/CRUD_API_EXAMPLES.md',
    title: 'CRUD_API_EXAMPLES.md',
    description: 'Ejemplos curl para crear, leer, listar, actualizar y eliminar propiedades, datos maestros y más.',
  },
];

const ERROR_EXAMPLE = `{
  "message": "Precio es requerido",
  "errors": [{ "path": "price", "message": "Precio es requerido" }]
}`;

function DocumentCard({ href, title, description }: (typeof DOCUMENTS)[number]) {
  return (
    <Card
      withBorder
      padding="lg"
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      style={{ textDecoration: 'none' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg">
          <IconFileText size={20} />
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            <IconExternalLink size={14} style={{ flexShrink: 0 }} aria-hidden />
          </Group>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** The three tabs need the API's answer: a loader while it comes, a retry if it fails. */
function WithDocumentation({ children }: { children: (documentation: Documentation) => ReactNode }) {
  const { documentation, error, retry } = useDocumentation();
  if (error) {
    return (
      <Alert color="red" title="No se pudo cargar la documentación">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Inténtalo de nuevo en unos segundos.</Text>
          <Button size="xs" variant="light" color="red" onClick={retry}>
            Reintentar
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!documentation)
    return (
      <Group gap="sm" py="md">
        <Loader size="sm" />
        <Text c="dimmed">Cargando documentación...</Text>
      </Group>
    );
  return <>{children(documentation)}</>;
}

function AuthenticationTab({ documentation, baseUrl }: { documentation: Documentation; baseUrl: string }) {
  const publicEndpoints = documentation.endpoints.filter((endpoint) => endpoint.public);
  const login = `curl -c cookies.txt -X POST ${baseUrl}/login \\\n  -H "Content-Type: application/json" \\\n  -d '{"email":"admin@ejemplo.com","password":"su-contraseña"}'`;
  return (
    <Stack gap="lg">
      <Text>{documentation.authentication.note}</Text>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Token de API (Bearer)
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>Un administrador crea el token en el panel de administración, pestaña Tokens API.</List.Item>
          <List.Item>
            Envíalo en cada solicitud con la cabecera <Code>{documentation.authentication.header}</Code>.
          </List.Item>
          <List.Item>Un token inválido, desactivado o vencido recibe 401 con el motivo.</List.Item>
        </List>
        <CopyableCode code={documentation.authentication.example} label="Ejemplo" />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Sesión de administrador (cookie)
        </Title>
        <Text size="sm">
          POST /api/login con correo y contraseña crea la cookie de sesión <Code>sid</Code> (HttpOnly, 7 días). Solo la
          sesión de un administrador abre las rutas protegidas, y las escrituras con cookie deben venir de este mismo
          sitio.
        </Text>
        <CopyableCode code={login} label="Ejemplo" />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Rutas públicas
        </Title>
        <Text size="sm">No necesitan autenticación:</Text>
        {publicEndpoints.map((endpoint) => (
          <EndpointRow key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} />
        ))}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Errores
        </Title>
        <Text size="sm">
          Sin credenciales la respuesta es 401; con la sesión de un usuario que no es administrador, 403. Todo error
          tiene la misma forma, y <Code>errors</Code> lista los campos inválidos:
        </Text>
        <CopyableCode code={ERROR_EXAMPLE} label="Ejemplo" />
      </Stack>
    </Stack>
  );
}

/** SPEC §2 API documentation page. */
export function ApiDocsPage() {
  useSitePageHead(API_DOCS_TITLE, API_DOCS_DESCRIPTION);
  const baseUrl = `${window.location.origin}/api`;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Documentación de la API
          </Title>
          <Text c="dimmed">
            Integra tus sistemas con el catálogo: consulta y publica propiedades, busca con IA y recibe contactos.
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {DOCUMENTS.map((document) => (
            <DocumentCard key={document.href} {...document} />
          ))}
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Group gap="sm">
                <ThemeIcon variant="light">
                  <IconLink size={18} />
                </ThemeIcon>
                <Title order={2} size="h4">
                  URL base
                </Title>
              </Group>
              <Text size="sm" c="dimmed">
                Todas las rutas parten de esta dirección; envían y responden JSON, con mensajes en español.
              </Text>
              <CopyableCode code={baseUrl} label="URL base" />
              <Anchor href={`${baseUrl}/openapi.json`} target="_blank" rel="noopener" size="sm">
                Especificación OpenAPI (JSON)
              </Anchor>
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Group gap="sm">
                <ThemeIcon variant="light">
                  <IconShieldLock size={18} />
                </ThemeIcon>
                <Title order={2} size="h4">
                  Autenticación
                </Title>
              </Group>
              <Text size="sm" c="dimmed">
                Las lecturas del catálogo son públicas. Para escribir, usa un token de API creado en el panel de
                administración (o la sesión de un administrador):
              </Text>
              <CopyableCode code="Authorization: Bearer <token>" label="Cabecera" />
            </Stack>
          </Card>
        </SimpleGrid>

        <Tabs defaultValue="endpoints">
          <Tabs.List>
            <Tabs.Tab value="endpoints" leftSection={<IconListDetails size={16} />}>
              Endpoints principales
            </Tabs.Tab>
            <Tabs.Tab value="authentication" leftSection={<IconKey size={16} />}>
              Autenticación
            </Tabs.Tab>
            <Tabs.Tab value="examples" leftSection={<IconBolt size={16} />}>
              Ejemplos rápidos
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="endpoints" pt="lg">
            <WithDocumentation>
              {(documentation) => <EndpointList endpoints={documentation.endpoints} />}
            </WithDocumentation>
          </Tabs.Panel>

          <Tabs.Panel value="authentication" pt="lg">
            <WithDocumentation>
              {(documentation) => <AuthenticationTab documentation={documentation} baseUrl={baseUrl} />}
            </WithDocumentation>
          </Tabs.Panel>

          <Tabs.Panel value="examples" pt="lg">
            <WithDocumentation>
              {(documentation) => (
                <Stack gap="lg">
                  {documentation.examples.map((example) => (
                    <Stack key={example.title} gap="xs">
                      <Title order={3} size="h4">
                        {example.title}
                      </Title>
                      <CopyableCode code={example.command} label="Comando" />
                    </Stack>
                  ))}
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <IconBook size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                    <Anchor href="/CRUD_API_EXAMPLES.md" target="_blank" rel="noopener" size="sm">
                      Más ejemplos: leer, listar con filtros, actualizar con versión y eliminar
                    </Anchor>
                  </Group>
                </Stack>
              )}
            </WithDocumentation>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
