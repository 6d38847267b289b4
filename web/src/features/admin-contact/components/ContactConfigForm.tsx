import { Button, Group, Paper, Skeleton, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/admin/FormErrorAlert';
import { useApiForm } from '../../../components/admin/use-api-form';
import { RetryAlert } from '../../../components/RetryAlert';
import { ContactConfigInput, type ContactConfigSchema } from '../../../lib/api-contract';
import { saveContactConfig, useSavedContactConfig } from '../api/contact-config';
import { WhatsAppLinkPreview } from './WhatsAppLinkPreview';

type FormOutput = z.output<typeof ContactConfigInput>;

const formValues = (config: z.infer<typeof ContactConfigSchema>): FormOutput => ({
  whatsappNumber: config.whatsappNumber,
  contactEmail: config.contactEmail,
  whatsappMessage: config.whatsappMessage,
  enabled: config.enabled,
});

/** SPEC §2/§5/§8 contact configuration, checked with the API's own schema; a failed save keeps what was typed. */
export function ContactConfigForm({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { data, error, mutate } = useSavedContactConfig();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          Configuración de contacto
        </Title>
        {data ? (
          <ConfigFields config={data} onDirtyChange={onDirtyChange} />
        ) : error ? (
          <RetryAlert title="No se pudo cargar la configuración de contacto" onRetry={() => void mutate()} />
        ) : (
          <Stack gap="sm" aria-label="Cargando la configuración de contacto" aria-busy>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={56} radius="sm" />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

interface FieldsProps {
  /** As SWR holds it: the same object until the configuration read changes. */
  config: z.infer<typeof ContactConfigSchema>;
  onDirtyChange: (dirty: boolean) => void;
}

function ConfigFields({ config, onDirtyChange }: FieldsProps) {
  const saved = useMemo(() => formValues(config), [config]);
  const { form, onSubmit, formError, discard } = useApiForm(ContactConfigInput, saveContactConfig, {
    // A newer save read in the background (another admin's) replaces only the fields this admin has not touched.
    values: saved,
    onDirtyChange,
    success: () => ({
      title: 'Configuración guardada',
      message: 'La configuración de contacto ha sido actualizada correctamente.',
    }),
    failure: () => ({ title: 'Error', message: 'No se pudo guardar la configuración de contacto.' }),
    savedValues: formValues,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [number, message, enabled] = useWatch({
    control: form.control,
    name: ['whatsappNumber', 'whatsappMessage', 'enabled'],
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Configuración de contacto">
      <Stack gap="sm">
        <TextInput
          label="Número de WhatsApp"
          description="Con el indicativo del país, p. ej. +57 300 123 4567"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...form.register('whatsappNumber')}
          error={errors.whatsappNumber?.message}
        />
        <TextInput
          label="Email de contacto"
          type="email"
          autoComplete="off"
          {...form.register('contactEmail')}
          error={errors.contactEmail?.message}
        />
        <Textarea
          label="Mensaje de WhatsApp"
          description="El texto con el que se abre el chat"
          autosize
          minRows={3}
          {...form.register('whatsappMessage')}
          error={errors.whatsappMessage?.message}
        />
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              label="Contacto por WhatsApp habilitado"
              description="Muestra los botones de WhatsApp en el sitio"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <WhatsAppLinkPreview number={number} message={message} enabled={enabled} />
        <FormErrorAlert message={formError} />
        <Group justify="flex-end" gap="xs">
          {isDirty && (
            <Button variant="default" onClick={discard} disabled={isSubmitting}>
              Descartar cambios
            </Button>
          )}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Guardando...' : 'Guardar configuración'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
