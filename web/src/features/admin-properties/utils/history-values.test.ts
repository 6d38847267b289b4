import { describe, expect, it } from 'vitest';
import { describeChange, historyDate, historyValue } from './history-values';

describe('a listing history as the admin reads it', () => {
  it('shows each field before and after in the words and formats of the panel', () => {
    expect(describeChange({ field: 'price', before: 450000000, after: 470000000 }, 'revised')).toBe(
      'Precio: $\u00a0450.000.000 → $\u00a0470.000.000',
    );
    expect(
      describeChange(
        {
          field: 'propertyTypeId',
          before: 'casa',
          after: 'apartamento',
          beforeLabel: 'Casa',
          afterLabel: 'Apartamento',
        },
        'revised',
      ),
    ).toBe('Tipo de propiedad: Casa → Apartamento');
    expect(describeChange({ field: 'status', before: 'sale', after: 'sold' }, 'revised')).toBe(
      'Estado: Venta → Vendido',
    );
    expect(describeChange({ field: 'featured', before: false, after: true }, 'revised')).toBe('Destacada: No → Sí');
    expect(describeChange({ field: 'code', before: null, after: 'APT-1' }, 'created')).toBe('Código: APT-1');
  });

  it('says the publication, its date on Colombia’s clock, and the asesor by name', () => {
    expect(describeChange({ field: 'publication', before: 'draft', after: 'scheduled' }, 'publication')).toBe(
      'Publicación: Borrador → Programada',
    );
    expect(describeChange({ field: 'publishAt', before: null, after: '2026-12-01T13:00:00.000Z' }, 'publication')).toBe(
      'Fecha de publicación: (vacío) → 01/12/2026 08:00 (hora de Colombia)',
    );
    expect(describeChange({ field: 'agentId', before: null, after: 'u-1', afterLabel: 'Ana' }, 'agent')).toBe(
      'Asesor: Inmobiliaria → Ana',
    );
  });

  it('sums up lists, areas, antiquity and long texts', () => {
    expect(historyValue('photos', ['/photos/a', '/photos/b'])).toBe('2 fotos');
    expect(historyValue('plans', ['/photos/p'])).toBe('1 plano');
    expect(historyValue('plans', [])).toBe('0 planos');
    expect(historyValue('area', 85.5)).toBe('85,5 m²');
    expect(historyValue('antiquity', '6-10-anos')).toBe('6 a 10 años');
    expect(historyValue('description', 'x'.repeat(200))).toHaveLength(80);
    expect(historyValue('matterportUrl', null)).toBe('(vacío)');
  });

  it('dates events in Colombian time', () => {
    expect(historyDate('2026-03-01T03:30:00Z')).toMatch(/28 de febrero de 2026.*10:30/);
  });
});
