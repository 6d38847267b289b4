import { Button, Fieldset, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, FormProvider } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/admin/FormErrorAlert';
import { useApiForm } from '../../../components/admin/use-api-form';
import { failureText } from '../../../lib/admin/failure-text';
import { FooterConfigInput } from '../../../lib/api-contract';
import { saveFooterConfig, type FooterConfig } from '../api/footer-config';
import { footerFormValues } from '../utils/footer-form';
import { FooterPreview } from './FooterPreview';
import { PrivacyPolicyPreview } from './PrivacyPolicyPreview';
import { SocialLinksEditor } from './SocialLinksEditor';

/**
 * SPEC §2/§3/§5 footer tab: every footer field, with previews of the footer and the privacy policy as visitors will
 * see them. `config` is only where the form starts: a failed save keeps everything typed; a successful one starts
 * again from what the API saved.
 */
export function FooterConfigForm({ config }: { config: FooterConfig }) {
  const { form, onSubmit, formError, guard, discard } = useApiForm(FooterConfigInput, saveFooterConfig, {
    defaultValues: footerFormValues(config),
    success: () => ({
      title: 'Configuración guardada',
      message: 'Los visitantes verán el footer y la política actualizados en la próxima página que abran.',
    }),
    // SPEC §8's words, then the API's reason when it gave one (e.g. the session expired).
    failure: (error) => ({
      title: 'Error',
      message: failureText('No se pudo guardar la configuración del footer.', error),
    }),
    savedValues: footerFormValues,
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Configuración del footer">
        {guard}
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
          <FormErrorAlert message={formError} />
          <Group justify="flex-end" gap="sm">
            {isDirty && (
              <Button variant="default" onClick={discard} disabled={isSubmitting}>
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
