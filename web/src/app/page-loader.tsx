import { Center, Loader } from '@mantine/core';

/** What a lazily loaded page shows under the header while its code arrives. */
export function PageLoader() {
  return (
    <Center py={80}>
      <Loader aria-label="Cargando página" />
    </Center>
  );
}
