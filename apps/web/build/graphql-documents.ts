import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * `"<document text>": types.<Name>Document,` lines of the generated `gql.ts`: the map its
 * `graphql()` looks documents up in.
 */
const DOCUMENT_ENTRY = /^\s*("(?:[^"\\]|\\.)*"):\s*types\.(\w+),$/gm;
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GQL_IMPORT =
  /^import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*\/generated\/gql(?:\.ts)?['"];?[ \t]*$/m;

/** The document text → export name map of the generated `gql.ts`. */
export function documentsOf(gqlSource: string): Map<string, string> {
  const start = gqlSource.indexOf('const documents');
  if (start < 0) throw new Error('gql.ts has no `const documents` map');
  const documents = new Map<string, string>();
  for (const match of gqlSource.slice(start).matchAll(DOCUMENT_ENTRY)) {
    documents.set(JSON.parse(match[1]!) as string, match[2]!);
  }
  return documents;
}

/**
 * Replaces each `graphql(`…`)` call with the generated document it returns, imported from
 * `graphqlModule` by name; null when the code calls none.
 */
export function inlineDocuments(
  code: string,
  documents: Map<string, string>,
  graphqlModule: string,
): string | null {
  if (!GQL_IMPORT.test(code)) return null;
  const used = new Set<string>();
  const replaced = code.replace(GRAPHQL_CALL, (call: string, text: string) => {
    const name = documents.get(text);
    if (name === undefined || text.includes('\\') || text.includes('${')) {
      throw new Error(
        `no generated document for a graphql() call (run \`npm run graphql:generate\`):${text.slice(0, 80)}`,
      );
    }
    used.add(name);
    // The same number of lines, so the source map of what follows stays right.
    return name + '\n'.repeat(call.split('\n').length - 1);
  });
  if (/\bgraphql\(/.test(replaced)) throw new Error('a graphql() call was left untouched');
  const imports = `import { ${[...used].join(', ')} } from ${JSON.stringify(graphqlModule)};`;
  return replaced.replace(GQL_IMPORT, used.size > 0 ? imports : '');
}

/** Marks each generated document constant as free of side effects, so unused ones are dropped. */
export function markDocumentsPure(code: string): string {
  return code.replaceAll(
    '= new TypedDocumentString(',
    '= /* @__PURE__ */ new TypedDocumentString(',
  );
}

/**
 * The build's equivalent of GraphQL Codegen's babel optimiser: each page bundles the documents it
 * sends, not the map of every operation the console has (`gql.ts`) nor every document.
 */
export function graphqlDocuments(generatedDir: string): Plugin {
  const gqlFile = path.join(generatedDir, 'gql.ts');
  const graphqlFile = path.join(generatedDir, 'graphql.ts');
  let documents = new Map<string, string>();
  return {
    name: 'shuttle-ops:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = documentsOf(readFileSync(gqlFile, 'utf8'));
    },
    transform(code, id) {
      const file = id.replace(/\?.*$/, '');
      // Both rewrites keep every line where it was: the incoming source map still holds.
      if (file === graphqlFile) return { code: markDocumentsPure(code), map: null };
      if (file === gqlFile || !/\.tsx?$/.test(file)) return null;
      const inlined = inlineDocuments(code, documents, graphqlFile);
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
