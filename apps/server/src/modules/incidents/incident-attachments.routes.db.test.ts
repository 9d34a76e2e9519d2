import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  INCIDENT_ATTACHMENT_MAX_BYTES,
  type Incident,
  type IncidentAttachment,
} from '@shuttle-ops/domain';
import { incidentAttachments } from './schema.ts';
import { errorOf } from '../../test/auth-client.ts';
import { pngImage } from '../../test/factories.ts';
import { createIncident, INCIDENTS, LEGACY_INCIDENTS } from './incident-test-kit.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, operator, admin } = testAppWith(
  { operator: 'operator', admin: 'admin' },
  { timeout: 120_000 },
);

const UPLOAD = `${INCIDENTS}/attachments`;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

async function stored(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(incidentAttachments);
  return row?.n ?? 0;
}

async function uploaded(data: Buffer, name: string, type: string): Promise<IncidentAttachment> {
  const res = await operator.upload(UPLOAD, data, name, type);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<IncidentAttachment>();
}

describe('POST incidents/attachments', () => {
  it('keeps an image with a thumbnail, served through its signed links', async () => {
    const file = await uploaded(await pngImage(80, 60), 'kerb.png', 'image/png');
    expect(file).toMatchObject({ name: 'kerb.png', content_type: 'image/png' });
    expect(file.size).toBeGreaterThan(0);
    expect(file.thumbnail_url).not.toBeNull();
    const original = await t.app.inject({ url: file.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ url: file.thumbnail_url! })).statusCode).toBe(200);
  });

  it('keeps a PDF as sent, without a thumbnail, also under the legacy base', async () => {
    const res = await operator.upload(
      `${LEGACY_INCIDENTS}/attachments`,
      PDF,
      'statement.pdf',
      'application/pdf',
    );
    expect(res.statusCode).toBe(201);
    const file = res.json<IncidentAttachment>();
    expect(file).toMatchObject({
      name: 'statement.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
      thumbnail_url: null,
    });
    const read = await t.app.inject({ url: file.url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses bytes of another type whatever the name says (415), storing nothing', async () => {
    const before = await stored();
    const text = Buffer.from('just some text, not a picture');
    const fake = await operator.upload(UPLOAD, text, 'photo.png', 'image/png');
    expect(fake.statusCode).toBe(415);
    const gif = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .gif()
      .toBuffer();
    const refusedGif = await operator.upload(UPLOAD, gif, 'anim.gif', 'image/gif');
    expect(refusedGif.statusCode).toBe(415);
    const disguisedPdf = await operator.upload(
      UPLOAD,
      Buffer.from('%PDX-1.4 nope'),
      'a.pdf',
      'application/pdf',
    );
    expect(disguisedPdf.statusCode).toBe(415);
    expect(await stored()).toBe(before);
  });

  it('refuses a file over the limit (413) and an empty one (400)', async () => {
    const before = await stored();
    const big = Buffer.concat([PDF, Buffer.alloc(INCIDENT_ATTACHMENT_MAX_BYTES)]);
    expect((await operator.upload(UPLOAD, big, 'big.pdf', 'application/pdf')).statusCode).toBe(413);
    const empty = await operator.upload(UPLOAD, Buffer.alloc(0), 'empty.pdf', 'application/pdf');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual(['body.file']);
    expect(await stored()).toBe(before);
  });
});

describe('attachments of an incident', () => {
  it('answers them with the incident and records adding and removing them', async () => {
    const photo = await uploaded(await pngImage(), 'door.png', 'image/png');
    const pdf = await uploaded(PDF, 'report.pdf', 'application/pdf');
    const created = await createIncident(operator, {
      attachment_ids: [photo.file_id, pdf.file_id],
    });
    expect(created.attachments.map((a) => [a.file_id, a.name])).toEqual([
      [photo.file_id, 'door.png'],
      [pdf.file_id, 'report.pdf'],
    ]);
    expect(created.timeline.find((e) => e.action === 'attachment-added')?.changes).toEqual([
      'door.png',
      'report.pdf',
    ]);
    const res = await admin.put(`${INCIDENTS}/${created.Incident_ID}`, {
      version: 1,
      attachment_ids: [pdf.file_id],
    });
    const updated = res.json<Incident>();
    expect(updated.attachments.map((a) => a.file_id)).toEqual([pdf.file_id]);
    expect(updated.timeline.at(-1)).toMatchObject({
      action: 'attachment-removed',
      changes: ['door.png'],
    });
  });
});
