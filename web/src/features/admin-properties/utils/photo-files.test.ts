import { describe, expect, it } from 'vitest';
import { checkPhotoFiles, photoUrlKind, uploadOutcome } from './photo-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkPhotoFiles', () => {
  it('accepts images up to 10 MB and names each refused file with SPEC §5 words', () => {
    const { accepted, problems } = checkPhotoFiles(
      [
        file('sala.jpg', 'image/jpeg'),
        file('contrato.pdf', 'application/pdf'),
        file('drone.png', 'image/png', 10485761),
      ],
      10,
    );
    expect(accepted.map((f) => f.name)).toEqual(['sala.jpg']);
    expect(problems).toEqual([
      { title: 'Archivo inválido', message: 'contrato.pdf no es una imagen válida' },
      { title: 'Archivo muy grande', message: 'drone.png pesa más de 10 MB' },
    ]);
    expect(checkPhotoFiles([file('justo.jpg', 'image/jpeg', 10485760)], 1).accepted).toHaveLength(1);
  });

  it('refuses more files than free slots, all of them', () => {
    expect(checkPhotoFiles([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')], 1)).toEqual({
      accepted: [],
      problems: [{ title: 'Demasiados archivos', message: 'Máximo 1 archivos permitidos' }],
    });
  });
});

describe('photoUrlKind', () => {
  it('takes a stored photo’s path as it is, copies an http(s) address, and refuses anything else', () => {
    expect(photoUrlKind('/photos/abc_123-x')).toBe('stored');
    expect(photoUrlKind(' https://example.com/casa.jpg ')).toBe('external');
    expect(photoUrlKind('http://example.com/casa.jpg')).toBe('external');
    for (const refused of [
      'casa.jpg',
      'ftp://example.com/casa.jpg',
      'javascript:alert(1)',
      '/photos/../api/logout',
      '/api/x',
    ])
      expect(photoUrlKind(refused)).toBe('invalid');
  });
});

describe('uploadOutcome', () => {
  it('says the upload succeeded only when every file arrived', () => {
    expect(uploadOutcome(2, 2, [])).toEqual({
      title: 'Fotos subidas exitosamente',
      message: 'Se agregaron 2 fotos.',
      variant: 'default',
    });
    expect(uploadOutcome(0, 0, [])).toBeNull();
  });

  it('says Error al subir fotos with which files of a batch failed and why, after any that arrived', () => {
    const failed = [{ name: 'b.jpg', reason: 'El archivo no es una imagen.' }];
    // One file alone: its own toast (Error al subir b.jpg) already said it.
    expect(uploadOutcome(1, 0, failed)).toBeNull();
    expect(uploadOutcome(2, 1, failed)).toEqual({
      title: 'Error al subir fotos',
      message: 'Se agregó 1 foto. No se pudo subir b.jpg: El archivo no es una imagen.',
      variant: 'destructive',
    });
  });
});
