import { describe, expect, it } from 'vitest';
import { checkPhotoFiles } from './photo-files';

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
