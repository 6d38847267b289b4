import { ActionIcon, Button, Grid, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_SOCIAL_LINKS } from '../../../lib/api-contract';
import { NEW_SOCIAL_LINK, PLATFORM_OPTIONS, type FooterFormValues } from '../utils/footer-form';

/**
 * SPEC §3/§5 social links: one row per profile (platform and URL), added, removed and put in the order the footer
 * shows its icons. The boundary arrows are marked disabled rather than disabled, so focus stays on the arrow just used
 * when its row reaches the top or the bottom.
 */
export function SocialLinksEditor() {
  const { control, register, formState } = useFormContext<FooterFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'socialLinks' });
  const addButton = useRef<HTMLButtonElement>(null);
  const full = fields.length >= MAX_SOCIAL_LINKS;

  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          Sin redes sociales: el footer no muestra íconos.
        </Text>
      )}
      {fields.map((field, index) => {
        const name = `red social ${index + 1}`;
        const errors = formState.errors.socialLinks?.[index];
        const first = index === 0;
        const last = index === fields.length - 1;
        return (
          <Paper key={field.id} withBorder p="xs" role="group" aria-label={`Red social ${index + 1}`}>
            <Grid gap="xs" align="flex-start">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Controller
                  control={control}
                  name={`socialLinks.${index}.platform`}
                  render={({ field: platform }) => (
                    <Select
                      ref={platform.ref}
                      label="Plataforma"
                      placeholder="Elige una"
                      withAsterisk
                      data={PLATFORM_OPTIONS}
                      value={platform.value || null}
                      onChange={(value) => platform.onChange(value ?? '')}
                      onBlur={platform.onBlur}
                      allowDeselect={false}
                      error={errors?.platform?.message}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 'auto' }}>
                <TextInput
                  label="URL"
                  type="url"
                  inputMode="url"
                  placeholder="https://www.instagram.com/tu-inmobiliaria"
                  withAsterisk
                  {...register(`socialLinks.${index}.url`)}
                  error={errors?.url?.message}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 'content' }}>
                {/* Beside a row, level with the inputs under their labels (a message under an input moves nothing). */}
                <Group gap={4} justify="flex-end" mt={{ base: 0, sm: 27 }}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={`Subir ${name}`}
                    aria-disabled={first}
                    data-disabled={first || undefined}
                    onClick={() => !first && move(index, index - 1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={`Bajar ${name}`}
                    aria-disabled={last}
                    data-disabled={last || undefined}
                    onClick={() => !last && move(index, index + 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    aria-label={`Quitar ${name}`}
                    onClick={() => {
                      remove(index);
                      // The button pressed disappears with its row; the keyboard carries on from the list's end.
                      addButton.current?.focus();
                    }}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Grid.Col>
            </Grid>
          </Paper>
        );
      })}
      <Group gap="sm">
        <Button
          ref={addButton}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          // The platform first, as the row reads (the URL field would be registered, and so focused, first).
          onClick={() => append(NEW_SOCIAL_LINK, { focusName: `socialLinks.${fields.length}.platform` })}
          disabled={full}
        >
          Agregar red social
        </Button>
        {full && (
          <Text size="xs" c="dimmed">
            Máximo {MAX_SOCIAL_LINKS} redes sociales.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
