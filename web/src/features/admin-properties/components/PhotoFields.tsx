import { Fieldset, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { PropertyForm } from '../utils/property-form-values';
import { PhotoManager } from './PhotoManager';

interface Props {
  form: PropertyForm;
  /** Every change of the list, once it is in the form (editing saves it at once). */
  onPhotosChanged: (photos: string[]) => void;
}

/** The editor's "Fotos": the photo manager bound to the form's ordered list (the first is the cover). */
export function PhotoFields({ form, onPhotosChanged }: Props) {
  const error = form.formState.errors.photos?.message;
  return (
    <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Fotos">
      <Controller
        control={form.control}
        name="photos"
        render={({ field }) => (
          <PhotoManager
            photos={field.value}
            onChange={(photos) => {
              field.onChange(photos);
              onPhotosChanged(photos);
            }}
            onAdd={(paths) => {
              // Added to the list as it is when an upload ends, the admin may have reordered it meanwhile.
              const photos = [...form.getValues('photos'), ...paths];
              form.setValue('photos', photos, { shouldDirty: true });
              onPhotosChanged(photos);
            }}
          />
        )}
      />
      {error && (
        <Text size="sm" c="red" mt="xs">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}
