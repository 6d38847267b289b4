import { Alert } from '@mantine/core';

/** What the API refused without naming a field of the form (`useApiForm`'s `formError`), above the buttons. */
export function FormErrorAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
