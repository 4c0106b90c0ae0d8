/** The one prefix of everything the CLI says went wrong (its own module: `--help` loads it without the error model). */
export const PREFIX = 'licensehub: ';

/** Each line of a message with the prefix. */
export const prefixed = (message: string): string =>
  message
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => `${PREFIX}${l}\n`)
    .join('');
