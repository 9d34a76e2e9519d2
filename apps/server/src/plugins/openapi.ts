import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Zod schemas become JSON Schema; routes without one (GraphQL, static files) pass unchanged. */
function transform(input: TransformInput) {
  const schema = input.schema as Record<string, unknown> | undefined;
  const usesZod =
    schema !== undefined &&
    Object.values(schema).some(
      (part) =>
        typeof part === 'object' &&
        part !== null &&
        ('_zod' in part ||
          Object.values(part).some((p) => typeof p === 'object' && p !== null && '_zod' in p)),
    );
  if (!usesZod) return { schema: input.schema, url: input.url };
  const result = jsonSchemaTransform(input);
  // Uploads are read from the multipart stream, not validated as a body; document the field.
  const consumes = schema.consumes as string[] | undefined;
  if (consumes?.includes('multipart/form-data')) {
    (result.schema as Record<string, unknown>).body = {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    };
  }
  return result;
}

/** OpenAPI 3 generated from the same zod schemas that validate requests; UI at /docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Shuttle Ops API',
          description:
            'REST API of the Shuttle Ops console. Send the access token as `Authorization: Bearer <AccessToken>` (or `x-token`).',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          },
        },
        security: [{ bearer: [] }],
      },
      transform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'openapi' },
);
