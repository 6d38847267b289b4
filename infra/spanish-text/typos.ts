/** Typos forgiven in a query word, as Meilisearch does by default: none below 5 letters, 2 from 9 letters. */
export function typoTolerance(word: string): number {
  return word.length < 5 ? 0 : word.length < 9 ? 1 : 2;
}

/**
 * Typos between a query word and a known word: an insertion, deletion, substitution or swap of two
 * neighbours is one typo (optimal string alignment). Returns `max + 1` as soon as the distance is known to
 * exceed `max`, so scanning a vocabulary stays cheap.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let previousPrevious = new Uint16Array(width);
  let previous = Uint16Array.from({ length: width }, (_, j) => j);
  let current = new Uint16Array(width);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (previousPrevious[j - 2] as number) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previousPrevious, previous, current] = [previous, current, previousPrevious];
  }
  return previous[b.length] as number;
}

/**
 * How a word sounds in Colombian Spanish, for spelling by ear: b/v, s/z/soft c, ll/y, k/qu/hard c, soft g/j are
 * the same sound, h is silent and doubled letters sound single ("kasa", "caza" and "casa" all read `kasa`;
 * "medeyin" and "medellin" read `medeyin`). No library does this for Spanish (the usual soundex and metaphone
 * ports are for English), hence these few rules.
 */
export function soundOf(word: string): string {
  return word
    .replace(/ch/g, 'X')
    .replace(/h/g, '')
    .replace(/ll/g, 'y')
    .replace(/y$/, 'i')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/gu(?=[ei])/g, 'G')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/c(?=[ei])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/z/g, 's')
    .replace(/v/g, 'b')
    .replace(/G/g, 'g')
    .replace(/(.)\1+/g, '$1');
}
