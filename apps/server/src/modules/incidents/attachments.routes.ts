import type { FastifyInstance } from 'fastify';
import { incidentAttachment } from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { customerQuery, uploadErrorResponses } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import { readUploadedFile } from '../files/index.ts';
import type { IncidentAttachments } from './incident-attachments.ts';
import { INCIDENT_BASES, INCIDENT_TAGS } from './incident-paths.ts';

export interface AttachmentsRoutesOptions {
  attachments: IncidentAttachments;
  actor: ActorResolver;
}

/** `POST incidents/attachments`: a photo or a PDF for an incident's `attachment_ids`. */
export function attachmentsRoutes(parent: FastifyInstance, opts: AttachmentsRoutesOptions) {
  const app = withZod(parent);
  const { attachments, actor } = opts;
  const raise = app.requirePermission('operateServices');

  for (const base of INCIDENT_BASES) {
    app.post(
      `${base}/attachments`,
      {
        onRequest: raise,
        schema: {
          tags: INCIDENT_TAGS,
          consumes: ['multipart/form-data'],
          description:
            'multipart/form-data with one field `file`: a JPEG, PNG or WebP image or a PDF of at most 10 MB (413 above; 415 when the bytes are of another type, whatever the name says). Answers its `file_id` for an incident’s `attachment_ids`, with signed links.',
          querystring: customerQuery,
          response: { 201: incidentAttachment, ...uploadErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await attachments.upload(
              await actor(request, request.query.Customer_ID),
              await readUploadedFile(request),
            ),
          ),
    );
  }
}
