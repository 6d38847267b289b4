import { Button, FileButton, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconLink, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { MAX_PHOTOS } from '../../../lib/api-contract';
import { failureMessage } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import { downloadExternalPhoto, requestUploadUrl, sendPhotoFile } from '../api/upload-photos';
import { checkPhotoFiles, photoUrlKind, uploadOutcome } from '../utils/photo-files';
import classes from './PhotoManager.module.css';
import { SortablePhotoGrid } from './SortablePhotoGrid';

interface Upload {
  key: number;
  name: string;
  progress: number;
}

/** The listing's images: its photos in order (the first is the cover) and, apart, its floor plans. */
export interface ListingImages {
  photos: string[];
  plans: string[];
}

interface Props extends ListingImages {
  onChange: (images: ListingImages) => void;
  /** New photos, appended to the list as it is by then. */
  onAdd: (paths: string[]) => void;
}

/**
 * Issue 10 §4 in the form: upload several photos at once (each with its progress), copy one from a URL, drag to
 * reorder, choose the cover, remove; and (issue 39 §8) mark a photo «Es un plano», which moves it to the plans, shown
 * apart on the public page. SPEC §5/§8 words for every refusal and outcome.
 */
export function PhotoManager({ photos, plans, onChange, onAdd }: Props) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const [externalUrl, setExternalUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const nextKey = useRef(0);
  // Plans are images the listing holds too: they count towards MAX_PHOTOS.
  const held = photos.length + plans.length;
  const free = MAX_PHOTOS - held - uploads.length;
  const uploading = uploads.length > 0;

  const upload = async (files: File[]) => {
    const { accepted, problems } = checkPhotoFiles(files, free);
    for (const problem of problems) void showToast({ ...problem, variant: 'destructive' });
    if (accepted.length === 0) return;
    const batch = accepted.map((file) => ({ key: nextKey.current++, name: file.name, progress: 0 }));
    setUploads((all) => [...all, ...batch]);
    const progress = (key: number, fraction: number) =>
      setUploads((all) => all.map((item) => (item.key === key ? { ...item, progress: fraction } : item)));
    const done: string[] = [];
    const failed: Array<{ name: string; reason: string }> = [];
    // One at a time: each bar moves in turn, and a slow phone link is not split five ways.
    for (const [position, file] of accepted.entries()) {
      const key = batch[position]?.key ?? -1;
      let uploadUrl: string;
      try {
        uploadUrl = await requestUploadUrl();
      } catch (error) {
        const reason = failureMessage(error, 'Inténtalo de nuevo.');
        void showToast({ title: 'Error al obtener URL de subida', message: reason, variant: 'destructive' });
        // Without an address to send them to, none of the files left is sent.
        failed.push(...accepted.slice(position).map(({ name }) => ({ name, reason })));
        setUploads((all) => all.filter((item) => !batch.some((mine) => mine.key === item.key)));
        break;
      }
      try {
        done.push(await sendPhotoFile(uploadUrl, file, (fraction) => progress(key, fraction)));
      } catch (error) {
        const reason = failureMessage(error, 'No se pudo subir el archivo.');
        void showToast({ title: `Error al subir ${file.name}`, message: reason, variant: 'destructive' });
        failed.push({ name: file.name, reason });
      }
      setUploads((all) => all.filter((item) => item.key !== key));
    }
    if (done.length > 0) onAdd(done);
    const outcome = uploadOutcome(accepted.length, done.length, failed);
    if (outcome) void showToast(outcome);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    // Photo thumbnails dragged inside the grid are not files: only files dropped from outside are uploaded.
    if (event.dataTransfer.files.length > 0) void upload([...event.dataTransfer.files]);
  };

  const addExternal = async () => {
    if (externalUrl.trim() === '' || free <= 0) return;
    const kind = photoUrlKind(externalUrl);
    if (kind === 'invalid') {
      setUrlError('URL inválida');
      return;
    }
    if (kind === 'stored') {
      onAdd([externalUrl.trim()]);
      setExternalUrl('');
      return;
    }
    setDownloading(true);
    try {
      const path = await downloadExternalPhoto(externalUrl.trim());
      onAdd([path]);
      setExternalUrl('');
    } catch (error) {
      void showToast({
        title: 'Error al descargar imagen',
        message: failureMessage(error, 'No se pudo descargar la imagen externa.'),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text fw={500} size="sm">
          {plans.length > 0 ? 'Fotos y planos' : 'Fotos'} ({held}/{MAX_PHOTOS})
        </Text>
        {photos.length > 1 && (
          <Text size="xs" c="dimmed">
            La primera es la portada. Arrastra para ordenar.
          </Text>
        )}
      </Group>
      {photos.length > 0 && (
        <SortablePhotoGrid
          photos={photos}
          onChange={(next) => onChange({ photos: next, plans })}
          onMark={(photo) => onChange({ photos: photos.filter((other) => other !== photo), plans: [...plans, photo] })}
        />
      )}
      {plans.length > 0 && (
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text fw={500} size="sm">
              Planos ({plans.length})
            </Text>
            <Text size="xs" c="dimmed">
              Se muestran aparte de las fotos, en la pestaña «Planos».
            </Text>
          </Group>
          <SortablePhotoGrid
            kind="plan"
            photos={plans}
            onChange={(next) => onChange({ photos, plans: next })}
            onMark={(plan) => onChange({ photos: [...photos, plan], plans: plans.filter((other) => other !== plan) })}
          />
        </Stack>
      )}
      {uploads.map((item) => (
        <div key={item.key}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" truncate>
              {item.name}
            </Text>
            <Text size="xs" c="dimmed">
              {item.progress > 0 ? `${Math.round(item.progress * 100)} %` : 'En espera'}
            </Text>
          </Group>
          <Progress value={item.progress * 100} size="sm" aria-label={`Subiendo ${item.name}`} />
        </div>
      ))}
      <div
        className={classes.dropzone}
        data-over={over || undefined}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Text size="sm" c="dimmed" mb="xs">
          {free > 0 ? 'Arrastra fotos aquí o' : `La propiedad ya tiene ${MAX_PHOTOS} fotos.`}
        </Text>
        <FileButton onChange={(files) => void upload(files)} accept="image/*" multiple disabled={free <= 0}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={uploading}
              loaderProps={{ type: 'dots' }}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              {uploading ? 'Subiendo...' : 'Subir fotos'}
            </Button>
          )}
        </FileButton>
      </div>
      {/* Inside the property form: no form of its own (forms cannot nest), Enter adds the photo instead. */}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          flex={1}
          label="Copiar desde una URL"
          placeholder="https://…/foto.jpg"
          type="url"
          value={externalUrl}
          onChange={(event) => {
            setExternalUrl(event.currentTarget.value);
            setUrlError(null);
          }}
          error={urlError}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void addExternal();
          }}
          disabled={free <= 0}
        />
        <Button
          onClick={() => void addExternal()}
          variant="default"
          loading={downloading}
          disabled={free <= 0 || externalUrl.trim() === ''}
          leftSection={<IconLink size={16} aria-hidden />}
        >
          Agregar
        </Button>
      </Group>
    </Stack>
  );
}
