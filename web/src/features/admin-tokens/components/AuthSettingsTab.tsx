import { Stack } from '@mantine/core';
import { ApiDocumentationCard } from './ApiDocumentationCard';
import { TokenManager } from './TokenManager';

/** SPEC §2 Tokens API tab: the documentation card above the token manager. */
export function AuthSettingsTab() {
  return (
    <Stack gap="lg">
      <ApiDocumentationCard />
      <TokenManager />
    </Stack>
  );
}
