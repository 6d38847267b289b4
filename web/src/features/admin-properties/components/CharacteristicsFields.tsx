import { Fieldset, Group, Stack, Switch, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { MasterDataKind } from '../../../lib/admin/master-data';
import type { PropertyForm } from '../utils/property-form-values';
import { MasterDataSelect } from './MasterDataSelect';

const SWITCHES = [
  ['featured', 'Destacada'],
  ['acceptsExchange', 'Acepta permuta'],
  ['isRemodeled', 'Remodelada'],
] as const;

interface Props {
  form: PropertyForm;
  /** Absent for whoever may not manage the lists (an asesor). */
  onManage?: (kind: MasterDataKind) => void;
}

/** The editor's "Características, tour y video": the characteristics, the 360° tour, the video and the flags. */
export function CharacteristicsFields({ form, onManage }: Props) {
  const { errors } = form.formState;
  return (
    <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Características, tour y video">
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="characteristicIds"
          render={({ field }) => (
            <MasterDataSelect
              multiple
              kind="characteristics"
              label="Características"
              value={field.value}
              onChange={field.onChange}
              error={errors.characteristicIds?.message}
              onManage={onManage}
            />
          )}
        />
        <TextInput
          label="Tour virtual 360° (URL https)"
          placeholder="https://my.matterport.com/show/?m=…"
          type="url"
          {...form.register('matterportUrl')}
          error={errors.matterportUrl?.message}
        />
        <TextInput
          label="Video (YouTube o Vimeo)"
          description="Pega la dirección del video tal como la copias: se muestra en la galería de la propiedad."
          placeholder="https://www.youtube.com/watch?v=…"
          type="url"
          {...form.register('videoUrl')}
          error={errors.videoUrl?.message}
        />
        <Group gap="lg">
          {SWITCHES.map(([name, label]) => (
            // Controlled: a registered checkbox would not show a listing's saved "on" when editing it.
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <Switch
                  label={label}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
          ))}
        </Group>
      </Stack>
    </Fieldset>
  );
}
