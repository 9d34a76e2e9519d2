// Prints the SDL of the server's executable GraphQL schema (the web's documents are typed from
// it): `tsx apps/server/scripts/print-schema.ts [file]` writes the file, or stdout without one.
import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { buildGraphqlSchema } from '../src/modules/graphql/index.ts';

type Resolvers = Parameters<typeof buildGraphqlSchema>[0];

// Every query gets a stand-in resolver: resolvers do not change the printed schema.
const anyResolver: Resolvers = new Proxy({}, { get: () => () => null });
const sdl = `${printSchema(buildGraphqlSchema(anyResolver))}\n`;
const [file] = process.argv.slice(2);
if (file === undefined) process.stdout.write(sdl);
else writeFileSync(file, sdl);
