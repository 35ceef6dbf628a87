import { createGraphQLError } from 'graphql-yoga';

/** Caps list arguments so one query cannot ask for the whole database; a bad value is a client error. */
export function boundedList<T>(name: string, values: readonly T[], max = 200): T[] {
  if (values.length > max) {
    throw createGraphQLError(`Argument ${name}: at most ${max} values`, {
      extensions: { code: 'BAD_USER_INPUT', field: name, title: 'Neplatná hodnota' },
    });
  }
  return [...values];
}
