/**
 * Small query texts that cost a naive server far more than their size (found by fuzzing the
 * GraphQL endpoint); the server must refuse each in time linear in its length.
 */

/**
 * `levels` fragments on Query, each spreading the next `spreads` times: spreads^(levels-1)
 * fields once expanded. `comment` changes the text, not the query (a new cache entry).
 */
export function fragmentFanOut(levels: number, spreads: number, comment = ''): string {
  const name = (i: number) => `F${i}`;
  const fragments = Array.from({ length: levels }, (_, i) =>
    i === levels - 1
      ? `fragment ${name(i)} on Query { __typename }`
      : `fragment ${name(i)} on Query {${` ...${name(i + 1)}`.repeat(spreads)} }`,
  );
  return `# ${comment}\n{ ...F0 }\n${fragments.join('\n')}`;
}

/** A list argument `depth` brackets deep. */
export const nestedListArgument = (field: string, argument: string, depth: number) =>
  `{ ${field}(${argument}: ${'['.repeat(depth)}1${']'.repeat(depth)}) }`;
