import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Skeleton, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RetryAlert } from '../../../components/RetryAlert';
import { ContactConfigInput, type ContactConfigSchema } from '../../../lib/api-contract';
import { apiFieldErrors } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import { saveContactConfig, useSavedContactConfig } from '../api/contact-config';
import { WhatsAppLinkPreview } from './WhatsAppLinkPreview';

type FormInput = z.input<typeof ContactConfigInput>;
type FormOutput = z.output<typeof ContactConfigInput>;
type Field = keyof FormOutput;

const FIELDS: readonly Field[] = ['whatsappNumber', 'contactEmail', 'whatsappMessage', 'enabled'];

const formValues = (config: z.infer<typeof ContactConfigSchema>): FormOutput => ({
  whatsappNumber: config.whatsappNumber,
  contactEmail: config.contactEmail,
  whatsappMessage: config.whatsappMessage,
  enabled: config.enabled,
});

/** The API's own field messages (a 400), under the fields they concern. */
function serverFieldErrors(error: unknown): Array<{ path: Field; message: string }> {
  return apiFieldErrors(error).filter((item): item is { path: Field; message: string } =>
    FIELDS.includes(item.path as Field),
  );
}

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
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ContactConfigInput),
    // A newer save read in the background (another admin's) replaces only the fields this admin has not touched.
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [number, message, enabled] = useWatch({
    control: form.control,
    name: ['whatsappNumber', 'whatsappMessage', 'enabled'],
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const stored = await saveContactConfig(body);
      form.reset(formValues(stored));
      void showToast({
        title: 'Configuración guardada',
        message: 'La configuración de contacto ha sido actualizada correctamente.',
      });
    } catch (failure) {
      // Nothing typed is reset: the admin corrects or simply saves again.
      for (const { path, message: text } of serverFieldErrors(failure)) form.setError(path, { message: text });
      void showToast({
        title: 'Error',
        message: 'No se pudo guardar la configuración de contacto.',
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Configuración de contacto">
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
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <WhatsAppLinkPreview number={number ?? ''} message={message ?? ''} enabled={enabled ?? true} />
        <Group justify="flex-end" gap="xs">
          {isDirty && (
            <Button variant="default" onClick={() => form.reset(saved)} disabled={isSubmitting}>
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
