import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSearch, IconSparkles } from '@tabler/icons-react';
import { useId } from 'react';
import { useAiExamples } from '../../api/get-ai-examples';
import { useAiSearchBox, useClearAll } from '../../hooks/use-ai-mode';
import { useCatalogueParams } from '../../hooks/use-catalogue-params';
import { AI_QUERY_MAX } from '../../utils/filters-url';

/** Long examples wrap inside their chip instead of being cut. */
const EXAMPLE_STYLES = {
  root: { height: 'auto', paddingBlock: 6 },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'left', lineHeight: 1.35 },
} as const;

/** SPEC §2 AI mode: the free-text box, Buscar, and up to four example searches that fit the chosen filters. */
export function AiSearchPanel() {
  const { filters } = useCatalogueParams();
  const { text, setText, pending, runAiSearch } = useAiSearchBox();
  const clearAll = useClearAll();
  const examples = useAiExamples({
    propertyTypeId: filters.propertyType,
    municipalityId: filters.municipality,
    status: filters.status,
  });
  const examplesLabelId = useId();

  return (
    <Stack gap="sm">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          runAiSearch(text);
        }}
      >
        <Group align="flex-end" gap="sm">
          {/* A box that grows: a WhatsApp message pasted whole keeps its lines and can be read back. Enter
              searches, as in a one-line box; Shift+Enter starts a new line. */}
          <Textarea
            label="¿Qué estás buscando?"
            placeholder="Ej.: apartamento en arriendo en Chapinero con 3 habitaciones"
            leftSection={<IconSparkles size={16} aria-hidden />}
            value={text}
            maxLength={AI_QUERY_MAX}
            autosize
            minRows={1}
            maxRows={6}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              if (text.trim() !== '' && !pending) event.currentTarget.form?.requestSubmit();
            }}
            flex={1}
            miw={220}
          />
          <Button
            type="submit"
            leftSection={<IconSearch size={16} aria-hidden />}
            disabled={text.trim() === '' || pending}
            loading={pending}
          >
            Buscar
          </Button>
        </Group>
      </form>
      <div>
        <Group justify="space-between" align="center" gap="xs" mb={6}>
          <Text id={examplesLabelId} size="sm" c="dimmed">
            Ejemplos contextuales:
          </Text>
          <Button variant="subtle" color="gray" size="compact-sm" onClick={clearAll}>
            Limpiar
          </Button>
        </Group>
        <Group gap="xs" role="group" aria-labelledby={examplesLabelId}>
          {examples.map((example) => (
            <Button
              key={example}
              size="xs"
              radius="xl"
              variant="light"
              fw={500}
              disabled={pending}
              onClick={() => runAiSearch(example)}
              maw="100%"
              styles={EXAMPLE_STYLES}
            >
              {example}
            </Button>
          ))}
        </Group>
      </div>
    </Stack>
  );
}
