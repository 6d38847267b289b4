import { Center, Loader } from '@mantine/core';
import { RetryAlert } from '../../../components/RetryAlert';
import { useFooterConfigToEdit } from '../api/footer-config';
import { FooterConfigForm } from './FooterConfigForm';

/** SPEC §2 footer tab: the form, once the configuration saved now has been read. */
export function FooterConfigTab() {
  const { data, error, mutate } = useFooterConfigToEdit();
  if (data) return <FooterConfigForm config={data} />;
  if (error) return <RetryAlert title="No se pudo cargar la configuración del footer" onRetry={() => void mutate()} />;
  return (
    <Center py="xl">
      <Loader aria-label="Cargando configuración del footer" />
    </Center>
  );
}
