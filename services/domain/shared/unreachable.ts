/** For the default branch of a switch over a union: a missing case becomes a compile error. */
export function unreachable(value: never): never {
  throw new Error(`Caso no contemplado: ${JSON.stringify(value)}`);
}
