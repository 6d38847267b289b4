import { enumerate } from '../../infra/spanish-text/wording.js';
import type { Interpretation } from './interpretation.js';

/**
 * What the answer must say besides its results, in Spanish: places named that have no listings (and what is shown
 * instead), and words that no listing matched. Without it, a visitor asking for Manizales would be shown Bogotá as
 * if it were an answer.
 */
export function answerNotices(
  interpretation: Interpretation,
  textDropped: boolean,
  municipalityName: (id: string) => string,
): string[] {
  const notices: string[] = [];
  const unknown = interpretation.unknownPlaces.map(({ name, department }) =>
    department && department !== name ? `${name} (${department})` : name,
  );
  if (unknown.length > 0) {
    const shown = interpretation.municipalityIds.map(municipalityName);
    notices.push(
      `No tenemos propiedades en ${enumerate(unknown, 'ni en')}. ` +
        (shown.length > 0
          ? `Te mostramos las de ${shown.join(', ')}.`
          : 'Te mostramos las que cumplen lo demás que pediste en otros municipios.'),
    );
  }
  if (textDropped && interpretation.text)
    notices.push(
      `Ninguna propiedad menciona «${interpretation.text}»: te mostramos las que cumplen lo demás que pediste.`,
    );
  return notices;
}
