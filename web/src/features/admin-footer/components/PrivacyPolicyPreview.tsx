import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { privacyPolicyParagraphs, privacyPolicyTitle } from '../../../lib/privacy-policy';
import type { FooterFormValues } from '../utils/footer-form';

/** The privacy page's title and paragraphs with what is typed now, split exactly as the page splits them. */
export function PrivacyPolicyPreview() {
  const { control } = useFormContext<FooterFormValues>();
  const [title, content] = useWatch({ control, name: ['privacyPolicyTitle', 'privacyPolicyContent'] });
  const paragraphs = privacyPolicyParagraphs(content);
  const titleId = useId();
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id={titleId}>
          Vista previa de la política
        </Title>
        <Badge variant="light" color={content.trim() === '' ? 'gray' : 'teal'}>
          {content.trim() === ''
            ? 'Texto predeterminado'
            : paragraphs.length === 1
              ? '1 párrafo'
              : `${paragraphs.length} párrafos`}
        </Badge>
      </Group>
      <Paper withBorder p="md">
        {/* Focusable so a long policy can be scrolled with the keyboard too. */}
        <Box mah={360} style={{ overflowY: 'auto' }} tabIndex={0} role="region" aria-labelledby={titleId}>
          <Stack gap="sm">
            <Title order={4}>{privacyPolicyTitle(title)}</Title>
            {paragraphs.map((paragraph, index) => (
              <Text key={index} size="sm">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </Box>
      </Paper>
    </Stack>
  );
}
