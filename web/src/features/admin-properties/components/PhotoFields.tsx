import { Fieldset, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { PropertyForm } from '../utils/property-form-values';
import { PhotoManager, type ListingImages } from './PhotoManager';

interface Props {
  form: PropertyForm;
  /** Every change of the photos or the plans, once it is in the form (editing saves it at once). */
  onPhotosChanged: (images: ListingImages) => void;
}

/** The editor's "Fotos": the photo manager bound to the form's ordered photos (the first is the cover) and plans. */
export function PhotoFields({ form, onPhotosChanged }: Props) {
  const photos = useWatch({ control: form.control, name: 'photos' });
  const plans = useWatch({ control: form.control, name: 'plans' });
  const { errors } = form.formState;
  const error = errors.photos?.message ?? errors.plans?.message;
  const change = (images: ListingImages) => {
    form.setValue('photos', images.photos, { shouldDirty: true });
    form.setValue('plans', images.plans, { shouldDirty: true });
    onPhotosChanged(images);
  };
  return (
    <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Fotos">
      <PhotoManager
        photos={photos}
        plans={plans}
        onChange={change}
        // Added to the list as it is when an upload ends, the admin may have reordered it meanwhile.
        onAdd={(paths) => change({ photos: [...form.getValues('photos'), ...paths], plans: form.getValues('plans') })}
      />
      {error && (
        <Text size="sm" c="red" mt="xs">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}
