import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorBody, VIDEO_CONTENT_TYPES } from '@shuttle-ops/domain';
import { withZod } from '../../lib/zod-routes.ts';
import type { FilesService } from './files.service.ts';
import { IMAGE_CONTENT_TYPES } from './images.ts';

const linkQuery = z.object({
  expires: z.coerce.number().int().min(0),
  sig: z.string().min(1).max(128),
});

const imageBytes = z.string().meta({ format: 'binary' });

/**
 * Serves stored images through signed links. No token is needed (an <img> cannot send one):
 * the signature is the permission, and it expires after 900 s.
 */
export function filesRoutes(parent: FastifyInstance, { files }: { files: FilesService }) {
  const app = withZod(parent);
  app.get(
    '/files/*',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        description:
          'An image (an incident’s PDF, a checklist note’s video) through a signed link from an `ImageLink` (`url`, `thumbnail_url`).',
        params: z.object({ '*': z.string().max(300) }),
        querystring: linkQuery,
        response: {
          200: {
            description: 'The file’s bytes, as stored.',
            content: Object.fromEntries(
              [...IMAGE_CONTENT_TYPES, 'application/pdf', ...VIDEO_CONTENT_TYPES].map((type) => [
                type,
                { schema: imageBytes },
              ]),
            ),
          },
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
      return (
        reply
          .header('content-type', contentType)
          .header('cache-control', `private, max-age=${maxAge}`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          // The body is the stored image stream; the 200 schema documents it, nothing serializes it.
          .send(stream as never)
      );
    },
  );
}
