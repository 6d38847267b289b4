/**
 * Eight kinds of visitor query, each a list of word choices. Choosing the first of every list gives the query
 * the benchmark asked before it needed new ones (the first eight requests); other choices word the same request
 * differently (another barrio, budget, typo, feature), which keeps the mix of filters, relaxation and text.
 */
const KINDS: ReadonlyArray<readonly (readonly string[])[]> = [
  [
    ['apartamento en arriendo en '],
    ['Chapinero', 'Usaquén', 'Cedritos', 'Chicó', 'Teusaquillo', 'Salitre', 'Niza', 'Modelia', 'Laureles'],
    [' con '],
    ['3', '2', '4', '1', '5'],
    [' habitaciones'],
  ],
  [
    ['casa campestre en '],
    ['chia', 'cajica', 'rionegro', 'anapoima', 'sabaneta'],
    [' con '],
    ['piscina', 'chimenea', 'zona bbq'],
    [' para comprar entre '],
    ['800', '700', '900'],
    [' y '],
    ['1.200', '1.500'],
    [' millones'],
  ],
  [
    ['apto sin '],
    ['ascensor', 'gimnasio', 'piscina', 'balcón'],
    [' con '],
    ['parqueadero', 'garaje', '2 parqueaderos'],
    [' estrato '],
    ['4 o 5', '3 o 4', '5 o 6', '2 o 3'],
  ],
  [
    ['oficina en '],
    ['medellin', 'bogota', 'cali', 'barranquilla', 'bucaramanga', 'pereira'],
    [' hasta '],
    ['5', '4', '6', '8', '10', '3', '7'],
    [' millones al mes'],
  ],
  [
    ['algo tranquilo', 'un lugar tranquilo', 'un sitio silencioso', 'algo calmado', 'un refugio tranquilo'],
    [' para '],
    ['descansar', 'desconectarme', 'relajarme'],
    [' '],
    ['rodeado de naturaleza', 'cerca de la naturaleza', 'con mucho verde'],
  ],
  [
    ['apartameto', 'apartamneto', 'aparatmento', 'apto'],
    [' en '],
    ['medelin', 'medellin', 'medeyin'],
    [' por '],
    ['el poblado', 'laureles', 'estadio', 'belen', 'la america'],
  ],
  [
    ['tres', '3', 'cuatro', 'dos'],
    [' alcobas '],
    ['dos baños', '2 baños', 'un baño'],
    [' y '],
    ['2', '1', 'dos'],
    [' garajes, mas de '],
    ['80', '70', '90', '100'],
    [' m2'],
  ],
  [
    ['penthouse', 'pent house', 'dúplex'],
    [' con '],
    ['vista', 'terraza', 'balcón', 'chimenea'],
    [' y '],
    ['gimnasio', 'piscina', 'zona bbq'],
    [' '],
    ['en venta', 'para comprar'],
  ],
];

/** The `variant`-th wording of a kind: its choices read as the digits of `variant`, first list fastest. */
function wording(kind: readonly (readonly string[])[], variant: number): string {
  let rest = variant;
  return kind
    .map((choices) => {
      const choice = choices[rest % choices.length]!;
      rest = Math.floor(rest / choices.length);
      return choice;
    })
    .join('');
}

/** `count` different queries, the kinds taking turns; throws rather than repeat one. */
export function distinctQueries(count: number): string[] {
  const queries = Array.from({ length: count }, (_, i) =>
    wording(KINDS[i % KINDS.length]!, Math.floor(i / KINDS.length)),
  );
  if (new Set(queries).size !== count)
    throw new Error(`The benchmark's query kinds cannot word ${count} different queries`);
  return queries;
}
