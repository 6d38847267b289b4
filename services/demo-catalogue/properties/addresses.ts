import type { Context } from './listing-context.js';

/** A street address in the neighbourhood's own addressing scheme: city grid, named streets or rural road kilometre. */
export function addressFor(ctx: Context): string {
  const { dice, hood, municipalityName } = ctx;
  const addressing = hood.addressing;
  const letter = () => (dice.chance(0.25) ? dice.pick(['A', 'B']) : '');
  let street: string;
  switch (addressing.kind) {
    case 'grid': {
      const calle = `${dice.int(...addressing.calles)}${letter()}${addressing.calleSuffix ?? ''}`;
      const carrera = `${dice.int(...addressing.carreras)}${letter()}${addressing.carreraSuffix ?? ''}`;
      const plate = dice.chance(0.15) ? String(dice.int(100, 160)) : String(dice.int(2, 98)).padStart(2, '0');
      street = dice.chance(0.5)
        ? `Calle ${calle} # ${carrera}-${plate}`
        : `${addressing.carreraLabel ?? 'Carrera'} ${carrera} # ${calle}-${plate}`;
      break;
    }
    case 'named':
      street = `${dice.pick(addressing.streets)} # ${dice.int(...addressing.numbers)}-${dice.int(10, 99)}`;
      break;
    case 'rural':
      street = `Km ${dice.int(...addressing.km)}${dice.chance(0.4) ? ',5' : ''} ${dice.pick(addressing.roads)}`;
      break;
  }
  return `${street}, ${hood.name}, ${municipalityName}`;
}
