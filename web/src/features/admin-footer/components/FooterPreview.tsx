import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FooterContent } from '../../../components/FooterContent';
import { footerPreview, type FooterFormValues } from '../utils/footer-form';

/** The footer as visitors will see it with what is typed now, drawn by the very component the site uses. */
export function FooterPreview() {
  const { control } = useFormContext<FooterFormValues>();
  // The form is created with every field, so watching it whole gives them all.
  const values = useWatch({ control }) as FooterFormValues;
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        Vista previa del footer
      </Title>
      {values.isActive ? (
        <Text size="sm" c="dimmed">
          Así lo verán los visitantes al pie de cada página.
        </Text>
      ) : (
        <Alert color="yellow" variant="light" icon={<IconEyeOff aria-hidden />} p="xs">
          El footer está desactivado: los visitantes no lo ven. Así se verá cuando lo actives.
        </Alert>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} opacity={values.isActive ? 1 : 0.6}>
        <FooterContent footer={footerPreview(values)} />
      </Paper>
    </Stack>
  );
}
