import { describe, expect, it } from 'vitest';
import { bulkSummary } from './bulk-summary';

const ok = (title: string) => ({ id: title, title, ok: true as const });
const failed = (title: string, message: string) => ({ id: title, title, ok: false as const, message });
const answer = (results: Array<ReturnType<typeof ok> | ReturnType<typeof failed>>) => ({
  results,
  summary: { succeeded: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length },
});

describe('the sentence after a bulk action', () => {
  it('counts what was done, with the word in singular or plural', () => {
    expect(bulkSummary('publish', answer([ok('A'), ok('B')]))).toBe('2 publicadas.');
    expect(bulkSummary('pause', answer([ok('A')]))).toBe('1 pausada.');
    expect(bulkSummary('delete', answer([ok('A'), ok('B'), ok('C')]))).toBe('3 eliminadas.');
  });

  it('names each listing that could not be done, with the reason', () => {
    const pause = 'Un borrador no se puede pausar: aún no se ha publicado';
    expect(
      bulkSummary(
        'pause',
        answer([...Array.from({ length: 12 }, (_, n) => ok(`L${n}`)), failed('Casa en Pance', pause)]),
      ),
    ).toBe(`12 pausadas, 1 no se pudo: «Casa en Pance»: ${pause}`);
    expect(bulkSummary('pause', answer([failed('A', 'x'), failed('B', 'y')]))).toBe(
      'Ninguna pausada, 2 no se pudieron: «A»: x; «B»: y',
    );
    expect(
      bulkSummary(
        'assign',
        answer([ok('A'), failed('B', 'x'), failed('C', 'x'), failed('D', 'x'), failed('E', 'x'), failed('F', 'x')]),
      ),
    ).toBe('1 asignada, 5 no se pudieron: «B»: x; «C»: x; «D»: x; y 2 otras');
  });
});
