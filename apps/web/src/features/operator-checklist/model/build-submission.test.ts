import { describe, expect, it } from 'vitest';
import { itemFixture, masterFixture, VEHICLE_ID } from '../testing/checklist-fixtures.ts';
import { buildSubmission } from './build-submission.ts';
import { newDraft } from './checklist-draft.ts';

const PHOTO = '0b0b3c1e-8f7a-4d7e-9a55-3b1f4c7e2a10';
const MARKUP = '1c1c3c1e-8f7a-4d7e-9a55-3b1f4c7e2a10';
const SIGNATURE = '5d2c6a0e-1b3f-4f0a-8c55-6e7d8f9a0b1c';
const VIDEO = '7e3d6a0e-1b3f-4f0a-8c55-6e7d8f9a0b1c';

describe('buildSubmission', () => {
  it('sends each given answer in master order, images by file id, and leaves blanks out', () => {
    const master = masterFixture();
    master.sections.push({
      section_id: 'sign-off',
      title: 'Sign-off',
      items: [
        itemFixture({ item_id: 'damage', label: 'Damage photo', type: 'photo' }),
        itemFixture({ item_id: 'signed', label: 'Signature', type: 'signature' }),
      ],
    });
    const draft = newDraft(VEHICLE_ID, master, null, new Date('2026-06-02T05:50:00Z'));
    draft.items = {
      signed: { signature: { key: 's', fileId: SIGNATURE } },
      damage: {
        photo: { key: 'p', fileId: PHOTO },
        markup: { key: 'm', fileId: MARKUP },
        comment: '  Scratch on the left door ',
      },
      remarks: { value: '   ' },
      battery: { value: 12, severity: 'minor' },
      brakes: { value: 'pass' },
    };
    expect(buildSubmission(master, draft, { lat: 51.575, lon: -1.311 })).toEqual({
      version: 3,
      Vehicle_ID: VEHICLE_ID,
      Service_ID: null,
      started_date: '2026-06-02T05:50:00.000Z',
      location: { lat: 51.575, lon: -1.311 },
      answers: [
        { item_id: 'brakes', value: 'pass' },
        { item_id: 'battery', value: 12, severity: 'minor' },
        {
          item_id: 'damage',
          comment: 'Scratch on the left door',
          markup_or_manual_photo: PHOTO,
          markup_image: MARKUP,
        },
        { item_id: 'signed', signature: SIGNATURE },
      ],
    });
  });

  it('sends the notes’ text trimmed with the photos and videos that are uploaded', () => {
    const master = masterFixture();
    const draft = newDraft(VEHICLE_ID, master, null);
    expect(buildSubmission(master, draft, null).notes).toBeUndefined();
    draft.notes = {
      text: '  Rattle at the rear door \n',
      media: [
        { key: 'v', fileId: VIDEO, video: true },
        { key: 'w', fileId: null, uploadId: 'pending', video: true },
      ],
    };
    expect(buildSubmission(master, draft, null).notes).toEqual({
      text: 'Rattle at the rear door',
      video_or_images: [VIDEO],
    });
    draft.notes = { text: ' ', media: [{ key: 'v', fileId: VIDEO, video: true }] };
    expect(buildSubmission(master, draft, null).notes).toEqual({
      text: null,
      video_or_images: [VIDEO],
    });
  });
});
