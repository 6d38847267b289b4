import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, FormProvider, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FooterConfigInput } from '../../../lib/api-contract';
import { HttpError } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import { saveFooterConfig, type FooterConfig } from '../api/footer-config';
import { footerFormValues, type FooterFormValues } from '../utils/footer-form';
import { UnsavedChangesGuard } from '../../../components/admin/UnsavedChangesGuard';
import { FooterPreview } from './FooterPreview';
import { PrivacyPolicyPreview } from './PrivacyPolicyPreview';
import { SocialLinksEditor } from './SocialLinksEditor';

type FooterConfigBody = z.output<typeof FooterConfigInput>;
/**
 * The API's own schema checks the form, so its messages are SPEC §5's word for word. Cast because the schema reads
 * its fields from `unknown` (a blank becomes null); what reaches the submit handler is its output, sent as is.
 */
const resolver = zodResolver(FooterConfigInput) as unknown as Resolver<FooterFormValues, unknown, FooterConfigBody>;

const SAVE_FAILED = 'No se pudo guardar la configuración del footer.';

/**
 * SPEC §2/§3/§5 footer tab: every footer field, with previews of the footer and the privacy policy as visitors will
 * see them. `config` is only where the form starts: a failed save keeps everything typed; a successful one starts
 * again from what the API saved.
 */
export function FooterConfigForm({ config }: { config: FooterConfig }) {
  const form = useForm<FooterFormValues, unknown, FooterConfigBody>({
    defaultValues: footerFormValues(config),
    resolver,
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await saveFooterConfig(body);
      form.reset(footerFormValues(saved));
      void showToast({
        title: 'Configuración guardada',
        message: 'Los visitantes verán el footer y la política actualizados en la próxima página que abran.',
      });
    } catch (error) {
      // SPEC §8's words, then the API's reason when it gave one (e.g. the session expired).
      const reason = error instanceof HttpError ? error.apiMessage : undefined;
      void showToast({
        title: 'Error',
        message: reason ? `${SAVE_FAILED} ${reason}` : SAVE_FAILED,
        variant: 'destructive',
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Configuración del footer">
        <UnsavedChangesGuard when={isDirty} />
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" verticalSpacing="md">
            <Stack gap="md">
              <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Empresa">
                <Stack gap="sm">
                  {/* Controlled: Mantine's Switch holds its own checked state, which a registered ref cannot set. */}
                  <Controller
                    control={form.control}
                    name="isActive"
                    render={({ field }) => (
                      <Switch
                        ref={field.ref}
                        name={field.name}
                        label="Mostrar el footer en el sitio"
                        description="Desactivado, ninguna página muestra el footer."
                        checked={field.value}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                        onBlur={field.onBlur}
                      />
                    )}
                  />
                  <TextInput
                    label="Nombre de la empresa"
                    withAsterisk
                    autoComplete="organization"
                    {...form.register('companyName')}
                    error={errors.companyName?.message}
                  />
                  <TextInput
                    label="Copyright"
                    withAsterisk
                    placeholder="© 2026 Tu Inmobiliaria. Todos los derechos reservados."
                    {...form.register('copyright')}
                    error={errors.copyright?.message}
                  />
                </Stack>
              </Fieldset>
              <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Contacto">
                <Stack gap="sm">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
                    <TextInput
                      label="Teléfono"
                      type="tel"
                      autoComplete="off"
                      {...form.register('contactPhone')}
                      error={errors.contactPhone?.message}
                    />
                    <TextInput
                      label="Email"
                      type="email"
                      autoComplete="off"
                      {...form.register('contactEmail')}
                      error={errors.contactEmail?.message}
                    />
                  </SimpleGrid>
                  <TextInput
                    label="Dirección"
                    autoComplete="off"
                    {...form.register('contactAddress')}
                    error={errors.contactAddress?.message}
                  />
                </Stack>
              </Fieldset>
              <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Redes sociales">
                <SocialLinksEditor />
              </Fieldset>
            </Stack>
            <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Política de tratamiento de datos">
              <Stack gap="sm">
                <TextInput
                  label="Título de la política"
                  description="Titula la página y su enlace en el footer. Vacío: Política de Tratamiento de Datos."
                  {...form.register('privacyPolicyTitle')}
                  error={errors.privacyPolicyTitle?.message}
                />
                <Textarea
                  label="Texto de la política"
                  description="Separa los párrafos con una línea en blanco. Vacío: se muestra un texto predeterminado."
                  autosize
                  minRows={8}
                  maxRows={18}
                  {...form.register('privacyPolicyContent')}
                  error={errors.privacyPolicyContent?.message}
                />
                <PrivacyPolicyPreview />
              </Stack>
            </Fieldset>
          </SimpleGrid>
          <FooterPreview />
          <Group justify="flex-end" gap="sm">
            {isDirty && (
              <Button variant="default" onClick={() => form.reset()} disabled={isSubmitting}>
                Descartar cambios
              </Button>
            )}
            <Button type="submit" loading={isSubmitting}>
              Guardar configuración
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
