import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checklistImage,
  MEDIA_CONTENT_TYPES,
  UPLOAD_PART_BYTES,
  uploadParams,
  uploadPartParams,
  uploadPartReceipt,
  uploadStartBody,
  uploadStatus,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { unsupportedMediaType } from '../../lib/http-error.ts';
import { customerQuery, errorResponses, uploadErrorResponses } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { FilesService, ResumableUploads } from '../files/index.ts';
import { CHECKLIST_FILE_KIND } from './checklist-images.ts';
import { CHECKLIST_BASE, CHECKLIST_TAGS } from './checklist-paths.ts';

export interface UploadsRoutesOptions {
  uploads: ResumableUploads;
  files: FilesService;
  actor: ActorResolver;
}

const base = `${CHECKLIST_BASE}/uploads`;
const OCTETS = 'application/octet-stream';

/**
 * Checklist photos and note videos sent in parts (spec §9: 5 MB parts, 4 at a time), so a large
 * file survives a broken connection: start, send the parts (in any order, again if need be),
 * read which arrived, complete. Beyond spec §7; docs/decisions/0015-checklists.md.
 */
export function uploadsRoutes(parent: FastifyInstance, opts: UploadsRoutesOptions) {
  const app = withZod(parent);
  const { uploads, files, actor } = opts;
  const tags = CHECKLIST_TAGS;
  const fill = app.requirePermission('operateServices');
  // A part is raw bytes; this parser is for these routes only (the plugin is encapsulated).
  parent.addContentTypeParser(
    OCTETS,
    { parseAs: 'buffer', bodyLimit: UPLOAD_PART_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    base,
    {
      onRequest: fill,
      schema: {
        tags,
        description: `Starts an upload of a checklist photo (at most 10 MB) or video (MP4, QuickTime or WebM, at most 100 MB; 413 above): answers its \`upload_id\`, the part size (${UPLOAD_PART_BYTES} bytes) and how many parts to send at once (4). At most 20 unfinished uploads per user (429).`,
        querystring: customerQuery,
        body: uploadStartBody,
        response: { 201: uploadStatus, 413: uploadErrorResponses[413], ...errorResponses },
      },
    },
    async (request, reply) => {
      const who = await actor(request, request.query.Customer_ID);
      const owner = {
        customerId: who.scope.customerId,
        kind: CHECKLIST_FILE_KIND,
        createdBy: who.session.sub,
      };
      return reply.status(201).send(await uploads.start(owner, request.body));
    },
  );

  app.get(
    `${base}/:upload_id`,
    {
      onRequest: fill,
      schema: {
        tags,
        description:
          'An unfinished upload: which parts the server holds (`received_parts`), so a broken upload sends only the others.',
        params: uploadParams,
        querystring: customerQuery,
        response: { 200: uploadStatus, ...errorResponses },
      },
    },
    async (request) => {
      const who = await actor(request, request.query.Customer_ID);
      return uploads.status(who.scope.customerId, request.params.upload_id);
    },
  );

  app.put(
    `${base}/:upload_id/parts/:part`,
    {
      onRequest: fill,
      // A part is at most the part size; the 413 and 415 name it and its content type.
      bodyLimit: UPLOAD_PART_BYTES,
      config: { bodyContentType: OCTETS },
      schema: {
        tags,
        consumes: [OCTETS],
        description: `Part \`part\` (from 1) of an upload, as \`${OCTETS}\`: every part is the part size long but the last, which holds the rest (400 otherwise). A part sent again replaces the one before. Answers its SHA-256.`,
        params: uploadPartParams,
        querystring: customerQuery,
        response: { 200: uploadPartReceipt, ...uploadErrorResponses },
      },
    },
    async (request) => {
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body)) {
        throw unsupportedMediaType(`Send the part's bytes as ${OCTETS}.`);
      }
      const who = await actor(request, request.query.Customer_ID);
      const { upload_id, part } = request.params;
      return uploads.putPart(who.scope.customerId, upload_id, part, body);
    },
  );

  app.post(
    `${base}/:upload_id/complete`,
    {
      onRequest: fill,
      schema: {
        tags,
        description:
          'Joins the parts and checks the file by its bytes (an image of a supported type, or a whole MP4, QuickTime or WebM video; 415 otherwise); answers its `file_id` and links, to put in a submission (videos in `notes.video_or_images` only). A missing part is a 409 `UPLOAD_INCOMPLETE` naming it.',
        params: uploadParams,
        querystring: customerQuery,
        response: { 201: checklistImage, ...uploadErrorResponses },
      },
    },
    async (request, reply) => {
      const who = await actor(request, request.query.Customer_ID);
      const row = await uploads.complete(
        who.scope.customerId,
        request.params.upload_id,
        MEDIA_CONTENT_TYPES,
      );
      return reply.status(201).send({ ...files.link(row), file_id: row.id });
    },
  );

  app.delete(
    `${base}/:upload_id`,
    {
      onRequest: fill,
      schema: {
        tags,
        description: 'Cancels an unfinished upload; its parts are removed.',
        params: uploadParams,
        querystring: customerQuery,
        response: { 204: z.null().describe('Cancelled.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const who = await actor(request, request.query.Customer_ID);
      await uploads.abort(who.scope.customerId, request.params.upload_id);
      // No body at all (`null` would be serialized).
      return reply.status(204).send(undefined as never);
    },
  );
}
