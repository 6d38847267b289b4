import { Box, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useResponseTimes } from '../api/leads';
import { durationText } from '../utils/lead-inbox';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * How fast the team answers: per asesor, the leads of the last 30 days, how many were contacted and the median
 * time to the first contact. An asesor sees their own row.
 */
export function ResponseTimesPanel() {
  const { data, error } = useResponseTimes();
  let body;
  if (error && !data) {
    body = (
      <Text size="sm" c="dimmed">
        No se pudo calcular el tiempo de respuesta. Se intentará de nuevo al actualizar.
      </Text>
    );
  } else if (!data) {
    body = (
      <Text size="sm" c="dimmed">
        Calculando…
      </Text>
    );
  } else if (data.agents.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        Ninguna solicitud en los últimos {data.days} días.
      </Text>
    );
  } else {
    body = (
      <>
        {/* A phone has no room for four columns: one line per asesor. */}
        <Box component="ul" hiddenFrom="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.agents.map((row) => (
            <Text component="li" key={row.agentId ?? 'none'} size="sm" py={4}>
              <Text span fw={600} inherit style={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Text>
              : {plural(row.leads, 'solicitud', 'solicitudes')}, {plural(row.contacted, 'contactada', 'contactadas')}
              {row.medianMinutes === null ? '' : ` · mediana ${durationText(row.medianMinutes)}`}
            </Text>
          ))}
        </Box>
        <Table.ScrollContainer minWidth={300} type="native" visibleFrom="sm">
          <Table striped verticalSpacing={4} horizontalSpacing="xs" fz="sm" aria-labelledby="tiempo-de-respuesta">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Asesor</Table.Th>
                <Table.Th scope="col" ta="right">
                  Solicitudes
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Contactadas
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Mediana
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.agents.map((row) => (
                <Table.Tr key={row.agentId ?? 'none'}>
                  <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {row.name}
                  </Table.Th>
                  <Table.Td ta="right">{row.leads}</Table.Td>
                  <Table.Td ta="right">{row.contacted}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {row.medianMinutes === null ? '—' : durationText(row.medianMinutes)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="tiempo-de-respuesta">
      <Stack gap="xs">
        <Title order={3} size="h5" id="tiempo-de-respuesta">
          Tiempo de respuesta (30 días)
        </Title>
        <Text size="xs" c="dimmed">
          Mediana del tiempo entre la llegada de cada solicitud y su primer cambio de estado.
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}
