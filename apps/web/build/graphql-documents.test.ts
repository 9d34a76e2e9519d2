import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentsOf, inlineDocuments, markDocumentsPure } from './graphql-documents.ts';

const generated = path.join(import.meta.dirname, '../src/lib/graphql/generated/');
const operations = path.join(import.meta.dirname, '../src/lib/graphql/operations/');
const documents = documentsOf(readFileSync(`${generated}gql.ts`, 'utf8'));
const GRAPHQL = '/app/src/lib/graphql/generated/graphql.ts';

describe('graphqlDocuments', () => {
  it.each(readdirSync(operations))(
    'replaces the graphql() call of %s with its generated document',
    (file) => {
      const code = readFileSync(`${operations}${file}`, 'utf8');
      const out = inlineDocuments(code, documents, GRAPHQL);
      expect(out).not.toBeNull();
      expect(out).not.toMatch(/\bgraphql\(/);
      expect(out).not.toContain('generated/gql');
      expect(out).toMatch(
        new RegExp(`^import \\{ \\w+(Document|FragmentDoc) \\} from "${GRAPHQL}";$`, 'm'),
      );
    },
  );

  it('names the document of an operation as codegen does', () => {
    const code = readFileSync(`${operations}public-eta-update.ts`, 'utf8');
    const out = inlineDocuments(code, documents, GRAPHQL) ?? '';
    expect(out).toMatch(/^export const PUBLIC_ETA_UPDATE = PublicEtaUpdateDocument\n+;$/m);
    // Every line stays where it was.
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('refuses a document codegen has not generated, rather than sending nothing', () => {
    const code =
      "import { graphql } from '../generated/gql.ts';\nexport const X = graphql(`query Unknown { x }`);";
    expect(() => inlineDocuments(code, documents, GRAPHQL)).toThrow(/graphql:generate/);
  });

  it('leaves code that does not use graphql() alone', () => {
    expect(inlineDocuments('export const graphql = 1;', documents, GRAPHQL)).toBeNull();
  });

  it('marks every generated document pure', () => {
    const code = readFileSync(`${generated}graphql.ts`, 'utf8');
    const count = code.split('= new TypedDocumentString(').length - 1;
    expect(count).toBeGreaterThan(10);
    expect(
      markDocumentsPure(code).split('= /* @__PURE__ */ new TypedDocumentString(').length - 1,
    ).toBe(count);
  });
});
