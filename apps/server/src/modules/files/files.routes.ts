import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorBody } from '@shuttle-ops/domain';
import { withZod } from '../../lib/zod-routes.ts';
import type { FilesService } from './files.service.ts';

const linkQuery = z.object({
  expires: z.coerce.number().int().min(0),
  sig: z.string().min(1).max(128),
});

/**
 * Serves stored images through signed links. No token is needed (an <img> cannot send one):
 * the signature is the permission, and it expires after 900 s.
 */
export function filesRoutes(parent: FastifyInstance, { files }: { files: FilesService }) {
  const app = withZod(parent);
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        security: [],
        description: 'An image through a signed link from an `ImageLink` (`url`, `thumbnail_url`).',
        params: z.object({ '*': z.string().max(300) }),
        querystring: linkQuery,
        response: {
          200: z.unknown().describe('The image bytes'),
          400: apiErrorBody,
          403: apiErrorBody,
          404: apiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { stream, contentType, maxAge } = await files.open(
        request.params['*'],
        request.query.expires,
        request.query.sig,
      );
      return reply
        .header('content-type', contentType)
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(stream);
    },
  );
}
