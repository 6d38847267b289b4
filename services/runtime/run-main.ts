/**
 * Runs a process entry. Errors reaching here were written for the operator (an invalid configuration, an
 * unreachable store), so the message alone is printed, without a stack trace. A returned number is the
 * exit code; a long-running entry (a server) returns nothing and keeps the process alive.
 */
export function runMain(main: () => Promise<number | void>): void {
  main().then(
    (code) => {
      if (typeof code === 'number') process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
