import { Button, Card, Group, Loader, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/admin/FormErrorAlert';
import { useApiForm } from '../../../components/admin/use-api-form';
import { failureText } from '../../../lib/admin/failure-text';
import { AiSearchConfigInput, type AiSearchConfigSchema } from '../../../lib/api-contract';
import { saveAiSearchConfig, type AiSearchConfigValues } from '../api/ai-search-config';
import { AiSearchStatusCard } from './AiSearchStatusCard';

type AiSearchConfig = z.infer<typeof AiSearchConfigSchema>;

/**
 * SPEC §2 IA tab: the switch and the description, checked by the API's own schema (its messages word for word).
 * A failed save keeps what was typed; the status card says what visitors get now, i.e. what is saved.
 */
export function AiSearchConfigForm({ config }: { config: AiSearchConfig }) {
  const { form, onSubmit, formError, guard } = useApiForm(AiSearchConfigInput, saveAiSearchConfig, {
    // Follows the server's answer (read afresh when the tab opens) without overwriting what the admin changed.
    values: { enabled: config.enabled, description: config.description } satisfies AiSearchConfigValues,
    success: () => ({
      title: 'Configuración guardada',
      message: 'La configuración de búsqueda con IA ha sido actualizada correctamente.',
    }),
    failure: (error) => ({
      title: 'Error',
      message: failureText('No se pudo guardar la configuración de búsqueda con IA.', error),
    }),
    savedValues: (saved) => ({ enabled: saved.enabled, description: saved.description }),
  });
  const { errors, isSubmitting } = form.formState;
  const enabled = useWatch({ control: form.control, name: 'enabled' });

  return (
    <Card withBorder padding="lg" component="form" onSubmit={onSubmit} noValidate>
      {guard}
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            Búsqueda con IA
          </Title>
          <Text c="dimmed" size="sm">
            Permite a los visitantes buscar propiedades describiendo con sus palabras lo que necesitan.
          </Text>
        </div>
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              label="Habilitar Búsqueda con IA"
              description="Muestra la opción Búsqueda con AI junto a los filtros del catálogo."
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.enabled?.message}
            />
          )}
        />
        <Textarea
          label="Descripción"
          description="Explica qué hace la búsqueda con IA. Entre 10 y 500 caracteres."
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <AiSearchStatusCard enabled={config.enabled} unsavedSwitch={enabled !== config.enabled} />
        <FormErrorAlert message={formError} />
        <Group>
          <Button
            type="submit"
            disabled={isSubmitting}
            leftSection={
              isSubmitting ? <Loader size={16} color="gray" aria-hidden /> : <IconDeviceFloppy size={16} aria-hidden />
            }
          >
            {isSubmitting ? 'Guardando...' : 'Guardar Configuración'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
