import { Alert, Button, Card, Center, Group, Loader, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { RetryAlert } from '../../../components/RetryAlert';
import { HttpError } from '../../../lib/fetch-json';
import { useEditedProperty } from '../api/save-property';
import classes from './PropertyForm.module.css';
import { PropertyEditor } from './PropertyEditor';

interface Props {
  /** `?edit=` from the address; null creates a new listing. */
  editingId: string | null;
  onSaved: () => void;
  onFinish: () => void;
  onDirtyChange: (dirty: boolean) => void;
  /** In its own card with a heading (beside the list); false inside a drawer that has its own. */
  framed?: boolean;
  /** Whether the person may change the listing (an asesor only reads a colleague's): else no form, a notice. */
  mayChange: (listing: { agentId?: string | null }) => boolean;
}

/** SPEC §2: the create-or-edit form beside the list (in a drawer of its own on phones). Editing reads the listing afresh, so a reload reopens it. */
export function PropertyForm({ editingId, onSaved, onFinish, onDirtyChange, framed = true, mayChange }: Props) {
  const { data, error, isLoading, mutate } = useEditedProperty(editingId);
  const ref = useRef<HTMLDivElement>(null);
  // Beside a long list the form may be out of view: bring it in when an Editar button far below is pressed.
  useEffect(() => {
    if (editingId) ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [editingId]);

  let body;
  if (editingId === null) {
    body = (
      <PropertyEditor
        key="new"
        property={null}
        onSaved={onSaved}
        onPhotosSaved={onSaved}
        onCancel={onFinish}
        onDirtyChange={onDirtyChange}
      />
    );
  } else if (error instanceof HttpError && error.status === 404) {
    body = (
      <Alert color="yellow" title="La propiedad no existe o fue eliminada">
        <Button mt="sm" size="xs" variant="default" onClick={onFinish}>
          Crear una propiedad nueva
        </Button>
      </Alert>
    );
  } else if (error && !data) {
    body = <RetryAlert title="No se pudo cargar la propiedad" onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    body = (
      <Center py="xl">
        <Loader aria-label="Cargando propiedad" />
      </Center>
    );
  } else if (!mayChange(data)) {
    body = (
      <Alert color="blue" title="Esta propiedad la atiende otra persona del equipo">
        <Text size="sm">
          Puedes verla en la lista con «Ver», pero solo quien la atiende o un administrador puede cambiarla.
        </Text>
        <Button mt="sm" size="xs" variant="default" onClick={onFinish}>
          Crear una propiedad nueva
        </Button>
      </Alert>
    );
  } else {
    body = (
      <PropertyEditor
        key={`${data.id}`}
        property={data}
        onSaved={() => {
          onSaved();
          onFinish();
        }}
        onPhotosSaved={onSaved}
        onCancel={onFinish}
        onDirtyChange={onDirtyChange}
      />
    );
  }

  if (!framed) return body;
  return (
    <Card withBorder padding="md" ref={ref} className={classes.sticky} style={{ scrollMarginTop: 16 }}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          {editingId ? 'Editar propiedad' : 'Nueva propiedad'}
        </Title>
        {editingId && data && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {data.title}
          </Text>
        )}
      </Group>
      {body}
    </Card>
  );
}
