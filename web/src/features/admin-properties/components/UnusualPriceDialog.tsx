import { Button, Group, Modal, Text } from '@mantine/core';

/**
 * Issue 39 §13: the API found the price far outside its market ($1 for an apartment for sale) and asks before keeping
 * it. «Revisar el precio» goes back to the field; «Sí, guardar» sends the listing again, confirmed.
 */
export function UnusualPriceDialog({
  question,
  onReview,
  onConfirm,
}: {
  question: string | null;
  onReview: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={question !== null} onClose={onReview} title="¿Seguro que ese es el precio?" centered>
      <Text size="sm">{question}</Text>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={onReview} data-autofocus>
          Revisar el precio
        </Button>
        <Button onClick={onConfirm}>Sí, guardar</Button>
      </Group>
    </Modal>
  );
}
