import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A mistake in how the command was called: exit code 2, with a pointer to `--help`. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * Parses one command's arguments strictly (unknown flags and missing values are usage errors) and
 * checks the number of positionals. `--help` is accepted by every command.
 */
export const parseCommand = (args: readonly string[], options: Options, positionals: { min: number; max: number }) => {
  let parsed: { values: Record<string, string | boolean | (string | boolean)[] | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: [...args],
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const help = parsed.values.help === true;
  if (!help && parsed.positionals.length < positionals.min) throw new UsageError('missing argument');
  if (!help && parsed.positionals.length > positionals.max)
    throw new UsageError(`unexpected argument: ${parsed.positionals[positionals.max]}`);
  const values = parsed.values;
  return {
    positionals: parsed.positionals,
    help,
    /** A string option's value. */
    text: (name: string) => (typeof values[name] === 'string' ? values[name] : undefined),
    /** Whether a boolean option was given. */
    flag: (name: string) => values[name] === true,
  };
};
