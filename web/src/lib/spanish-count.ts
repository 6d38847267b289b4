/** "1 baño", "2 baños", "1.200 visitas": a count as Colombians write it, with the word in singular or plural. */
export const countOf = (count: number, one: string, many: string) =>
  `${count.toLocaleString('es-CO')} ${count === 1 ? one : many}`;
