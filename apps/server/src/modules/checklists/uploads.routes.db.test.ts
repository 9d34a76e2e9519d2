import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UPLOAD_PART_BYTES, type ChecklistImage, type UploadStatus } from '@shuttle-ops/domain';
import { files } from '../../db/schema/platform.ts';
import { bearer, clientFor, errorOf, type TestClient } from '../../test/auth-client.ts';
import { createVehicle, pngImage } from '../../test/factories.ts';
import { mp4Video, webmVideo } from '../../test/videos.ts';
import { CHECKLIST, createMaster, passingAnswers, submit } from './checklist-test-kit.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, operator, admin, otherCustomer, content } = testAppWith(
  {
    operator: 'operator',
    admin: 'admin',
    otherCustomer: 'campus-operator',
    content: 'content-manager',
  },
  { timeout: 120_000 },
);

const UPLOADS = `${CHECKLIST}/uploads`;

const start = (client: TestClient, body: Record<string, unknown>) => client.post(UPLOADS, body);

const putPart = (
  client: TestClient,
  id: string,
  part: number,
  data: Buffer,
  type = 'application/octet-stream',
) =>
  t.app.inject({
    method: 'PUT',
    url: `${UPLOADS}/${id}/parts/${part}`,
    payload: data,
    headers: { 'content-type': type, ...bearer(client.tokens.AccessToken) },
  });

const slice = (file: Buffer, part: number) =>
  file.subarray((part - 1) * UPLOAD_PART_BYTES, part * UPLOAD_PART_BYTES);

async function startFor(client: TestClient, file: Buffer, content_type = 'video/mp4') {
  const res = await start(client, { filename: 'walkround.mp4', content_type, size: file.length });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<UploadStatus>();
}

async function sendAll(client: TestClient, id: string, file: Buffer, parts: number[]) {
  for (const part of parts) {
    const res = await putPart(client, id, part, slice(file, part));
    expect(res.statusCode, res.body).toBe(200);
  }
}

const fileCount = async () => {
  const [row] = await t.database.db.select({ n: count() }).from(files);
  return row?.n ?? 0;
};

describe('checklist uploads in parts', () => {
  it('takes a video in 5 MB parts in any order, tells which arrived, and completes it into a file', async () => {
    const video = mp4Video(12 * 1024 * 1024);
    const upload = await startFor(operator, video);
    expect(upload).toMatchObject({
      part_size: UPLOAD_PART_BYTES,
      part_count: 3,
      parallel_parts: 4,
      received_parts: [],
      content_type: 'video/mp4',
    });

    const third = await putPart(operator, upload.upload_id, 3, slice(video, 3));
    expect(third.json()).toEqual({
      part: 3,
      size: video.length - 2 * UPLOAD_PART_BYTES,
      sha256: createHash('sha256').update(slice(video, 3)).digest('hex'),
    });
    await sendAll(operator, upload.upload_id, video, [1]);
    // The connection broke: the client asks what arrived and sends only the rest.
    const status = await operator.get(`${UPLOADS}/${upload.upload_id}`);
    expect(status.json<UploadStatus>().received_parts).toEqual([1, 3]);

    const early = await operator.post(`${UPLOADS}/${upload.upload_id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('UPLOAD_INCOMPLETE');
    expect(errorOf(early).message).toMatch(/Parts 2 /);

    await sendAll(operator, upload.upload_id, video, [2, 2]);
    const done = await operator.post(`${UPLOADS}/${upload.upload_id}/complete`);
    expect(done.statusCode, done.body).toBe(201);
    const file = done.json<ChecklistImage>();
    expect(file).toMatchObject({ content_type: 'video/mp4', size: video.length, width: 0 });

    // The stored bytes are the video, whole, through its signed link.
    const read = await t.app.inject({ method: 'GET', url: file.url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(read.rawPayload, video)).toBe(0);
    // The upload is gone once complete.
    expect((await operator.get(`${UPLOADS}/${upload.upload_id}`)).statusCode).toBe(404);
  });

  it('takes a large photo the same way, re-encoded and thumbnailed like other images', async () => {
    const photo = await pngImage(1200, 900);
    const upload = await startFor(operator, photo, 'image/png');
    await sendAll(operator, upload.upload_id, photo, [1]);
    const done = await operator.post(`${UPLOADS}/${upload.upload_id}/complete`);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json<ChecklistImage>()).toMatchObject({
      content_type: 'image/png',
      width: 1200,
      height: 900,
    });
  });

  it('puts a video in the notes of a submission, and refuses one where a photo belongs', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const master = await createMaster(admin, { Vehicle_IDs: [vehicle.id] });
    const video = webmVideo(4000);
    const upload = await startFor(operator, video, 'video/webm');
    await sendAll(operator, upload.upload_id, video, [1]);
    const clip = (
      await operator.post(`${UPLOADS}/${upload.upload_id}/complete`)
    ).json<ChecklistImage>();
    expect(clip.content_type).toBe('video/webm');

    const answers = await passingAnswers(operator);
    const wrong = answers.map((a) =>
      a.item_id === 'photo-of-the-ramp' ? { ...a, markup_or_manual_photo: clip.file_id } : a,
    );
    const refused = await submit(operator, master, vehicle.id, wrong);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual(['body.answers.3.markup_or_manual_photo']);
    expect(errorOf(refused).message).toMatch(/is a video; an image belongs here/);

    const res = await submit(operator, master, vehicle.id, answers, {
      notes: { text: 'Mirror rattles at speed', video_or_images: [clip.file_id] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      res.json<{ notes: { video_or_images: ChecklistImage[] } }>().notes.video_or_images,
    ).toEqual([expect.objectContaining({ file_id: clip.file_id, content_type: 'video/webm' })]);
  });
});

describe('parts racing the completion', () => {
  // A client retrying a part while another request completes the upload: each answer is a
  // 200, 201, 404 or 409, never a 5xx, and the file always ends up stored, whole.
  it('never answers 5xx and never loses a valid upload, 200 times', async () => {
    const photo = await pngImage(96, 64);
    // Two videos of one length: a part sent again may carry other (valid) bytes.
    const video = mp4Video(3000);
    const otherVideo = mp4Video(3000);
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const after = <T>(ms: number, send: () => Promise<T>) =>
      new Promise<T>((resolve) => setTimeout(() => resolve(send()), ms));
    for (let round = 0; round < 200; round += 1) {
      const isPhoto = round % 2 === 0;
      const [bytes, again, type] = isPhoto
        ? [photo, photo, 'image/png']
        : [video, otherVideo, 'video/mp4'];
      const upload = await startFor(operator, bytes, type);
      const id = upload.upload_id;
      await sendAll(operator, id, bytes, [1]);
      const complete = () => operator.post(`${UPLOADS}/${id}/complete`);
      // Vary which request starts first and by how much, so both orders and overlaps happen.
      const [part, done] = await Promise.all([
        after(round % 2, () => putPart(operator, id, 1, again)),
        after(Math.floor(round / 2) % 10, complete),
      ]);
      count(part.statusCode);
      count(done.statusCode);
      expect([200, 404, 409], part.body).toContain(part.statusCode);
      expect([201, 409], done.body).toContain(done.statusCode);
      let file = done;
      // A 409 leaves the upload as it was: the client completes it again (after resending a
      // part it was told is missing).
      for (let retry = 0; file.statusCode === 409 && retry < 3; retry += 1) {
        if (errorOf(file).code === 'UPLOAD_INCOMPLETE') await sendAll(operator, id, again, [1]);
        file = await complete();
        count(file.statusCode);
      }
      expect(file.statusCode, file.body).toBe(201);
      const stored = file.json<ChecklistImage>();
      expect(stored.content_type).toBe(type);
      if (!isPhoto) {
        const read = await t.app.inject({ method: 'GET', url: stored.url });
        const sent = [video, otherVideo].map((v) => Buffer.compare(read.rawPayload, v));
        expect(sent, 'the stored video is one of the two sent, whole').toContain(0);
      }
    }
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
    console.log('parts against complete, 200 rounds:', Object.fromEntries(statuses));
  }, 240_000);
});

describe('bad uploads change nothing', () => {
  it('refuses sizes over the limit of the type, unknown types and missing fields', async () => {
    const big = await start(operator, {
      filename: 'big.png',
      content_type: 'image/png',
      size: 11 * 1024 * 1024,
    });
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).fields).toEqual(['body.size']);
    const huge = await start(operator, {
      filename: 'x.mp4',
      content_type: 'video/mp4',
      size: 101 * 1024 * 1024,
    });
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).fields).toEqual(['body.size']);
    expect(errorOf(huge).message).toMatch(/at most 100 MB/);
    const svg = await start(operator, {
      filename: 'x.svg',
      content_type: 'image/svg+xml',
      size: 10,
    });
    expect(svg.statusCode).toBe(400);
    expect(errorOf(svg).fields).toEqual(['body.content_type']);
    expect((await start(operator, { content_type: 'video/mp4', size: 10 })).statusCode).toBe(400);
  });

  it('refuses a part of the wrong length, number or encoding, and a part too large', async () => {
    const video = mp4Video(6 * 1024 * 1024);
    const upload = await startFor(operator, video);
    const short = await putPart(operator, upload.upload_id, 1, video.subarray(0, 1000));
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).message).toMatch(/part 1 must be 5242880 bytes long/);
    const beyond = await putPart(operator, upload.upload_id, 3, Buffer.alloc(10));
    expect(beyond.statusCode).toBe(400);
    expect(errorOf(beyond).fields).toEqual(['params.part']);
    const zero = await putPart(operator, upload.upload_id, 0, Buffer.alloc(10));
    expect(zero.statusCode).toBe(400);
    const json = await putPart(
      operator,
      upload.upload_id,
      2,
      Buffer.from('{"a":1}'),
      'application/json',
    );
    expect(json.statusCode).toBe(415);
    expect(errorOf(json).message).toMatch(/application\/octet-stream/);
    const untyped = await t.app.inject({
      method: 'PUT',
      url: `${UPLOADS}/${upload.upload_id}/parts/1`,
      payload: slice(video, 1),
      headers: bearer(operator.tokens.AccessToken),
    });
    expect(untyped.statusCode).toBe(415);
    expect(errorOf(untyped).message).toBe(
      'Send the body as application/octet-stream: the request has no Content-Type header.',
    );
    const tooLarge = await putPart(
      operator,
      upload.upload_id,
      1,
      Buffer.alloc(UPLOAD_PART_BYTES + 4096),
    );
    expect(tooLarge.statusCode).toBe(413);
    const huge = await putPart(operator, upload.upload_id, 1, Buffer.alloc(20 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).message).toBe(
      'The request body is larger than 5 MB, the limit of this call.',
    );
    const status = await operator.get(`${UPLOADS}/${upload.upload_id}`);
    expect(status.json<UploadStatus>().received_parts).toEqual([]);
  });

  it('refuses bytes that are not what they claim, and forgets the upload', async () => {
    const fake = Buffer.concat([Buffer.from('not a video at all'), Buffer.alloc(2000)]);
    const upload = await startFor(operator, fake);
    await sendAll(operator, upload.upload_id, fake, [1]);
    const before = await fileCount();
    const res = await operator.post(`${UPLOADS}/${upload.upload_id}/complete`);
    expect(res.statusCode).toBe(415);
    expect(await fileCount()).toBe(before);
    expect((await operator.get(`${UPLOADS}/${upload.upload_id}`)).statusCode).toBe(404);
  });

  it('keeps each customer’s uploads its own, and cancels', async () => {
    const video = mp4Video(100);
    const upload = await startFor(operator, video);
    const id = upload.upload_id;
    expect((await otherCustomer.get(`${UPLOADS}/${id}`)).statusCode).toBe(404);
    expect((await putPart(otherCustomer, id, 1, video)).statusCode).toBe(404);
    expect((await otherCustomer.post(`${UPLOADS}/${id}/complete`)).statusCode).toBe(404);
    expect((await otherCustomer.delete(`${UPLOADS}/${id}`)).statusCode).toBe(404);
    expect((await operator.get(`${UPLOADS}/${id}`)).statusCode).toBe(200);
    expect((await operator.delete(`${UPLOADS}/${id}`)).statusCode).toBe(204);
    expect((await putPart(operator, id, 1, video)).statusCode).toBe(404);
  });

  it('is for the roles that fill checklists', async () => {
    const res = await start(content, { filename: 'a.png', content_type: 'image/png', size: 10 });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: UPLOADS, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('holds at most 20 unfinished uploads per user', async () => {
    const user = await clientFor(t.app, 'remote-operator');
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      ids.push((await startFor(user, Buffer.alloc(10))).upload_id);
    }
    const refused = await start(user, { filename: 'a.mp4', content_type: 'video/mp4', size: 10 });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('TOO_MANY_UPLOADS');
    await user.delete(`${UPLOADS}/${ids[0]}`);
    expect(
      (await start(user, { filename: 'a.mp4', content_type: 'video/mp4', size: 10 })).statusCode,
    ).toBe(201);
  });
});
