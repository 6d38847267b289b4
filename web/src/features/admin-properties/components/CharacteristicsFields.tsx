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

/** The editor's "Características y tour": the characteristics, the 360° tour and the listing's flags. */
export function CharacteristicsFields({ form, onManage }: Props) {
  const { errors } = form.formState;
  return (
    <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Características y tour">
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
