import { Alert, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMailedLink } from '../hooks/use-mailed-link';
import { AlertPageFrame, LinkFailed, Working } from './AlertPageFrame';

interface Props<T extends { message: string }> {
  title: string;
  /** What opening the link does, with its token. */
  act: (token: string) => Promise<T>;
  /** Said while it runs, and when it worked. */
  working: string;
  doneTitle: string;
  /** When the API gives no reason. */
  failed: string;
  /** What follows the API's own message once it worked. */
  children?: (answer: T) => ReactNode;
}

/** A page opened from a mailed link that acts on opening: working, then the API's answer or why it failed. */
export function MailedLinkPage<T extends { message: string }>({
  title,
  act,
  working,
  doneTitle,
  failed,
  children,
}: Props<T>) {
  const state = useMailedLink(act, failed);
  return (
    <AlertPageFrame title={title}>
      {state.kind === 'working' && <Working label={working} />}
      {state.kind === 'failed' && <LinkFailed message={state.message} />}
      {state.kind === 'done' && (
        <Stack gap="md">
          <Alert variant="light" color="teal" icon={<IconCircleCheck aria-hidden />} title={doneTitle} role="status">
            {state.answer.message}
          </Alert>
          {children?.(state.answer)}
        </Stack>
      )}
    </AlertPageFrame>
  );
}
