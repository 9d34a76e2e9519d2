import { describe, expect, it } from 'vitest';
import { masterFixture } from '../master-fixture.ts';
import { masterFields } from './master-body.ts';
import { masterFormValues, newItem, newSection } from './master-form-values.ts';
import type { MasterFormValues } from './master-form-values.ts';
import { masterFieldPaths, validateMaster } from './validate-master.ts';

function values(change: (v: MasterFormValues) => void): MasterFormValues {
  const v = masterFormValues(masterFixture());
  change(v);
  return v;
}

describe('validateMaster', () => {
  it('accepts a stored master as it is', () => {
    expect(validateMaster(masterFormValues(masterFixture()))).toEqual({});
  });

  it('puts each message on its field’s path', () => {
    const blank = masterFormValues(null);
    expect(validateMaster(blank)).toEqual({
      name: 'Name is required',
      'sections.0.title': 'Section title is required',
      'sections.0.items.0.label': 'Label is required',
    });
  });

  it('refuses a range whose lowest value is above its highest, and a reading that is no number', () => {
    const errors = validateMaster(
      values((v) => {
        const battery = v.sections[0]?.items[1];
        if (battery === undefined) throw new Error('no battery item');
        battery.min = 90;
        battery.max = 10;
        v.sections.push({ ...newSection(), title: 'Cabin', items: [] });
      }),
    );
    expect(errors['sections.0.items.1.max']).toBe(
      'The lowest acceptable value must not be above the highest',
    );
    expect(errors['sections.1.items']).toBe('Add at least one item');
  });

  it('asks for at least one section', () => {
    expect(validateMaster(values((v) => (v.sections = [])))['sections']).toBe(
      'Add at least one section',
    );
  });
});

describe('masterFields', () => {
  it('keeps ids and sends only the settings of the item’s type', () => {
    const fields = masterFields(
      values((v) => {
        v.sections[0]?.items.push({
          ...newItem(),
          label: 'Doors close',
          type: 'yes_no',
          expected: 'yes',
          min: 3,
          unit: 'bar',
        });
      }),
    );
    const items = fields.sections[0]?.items ?? [];
    expect(items[0]).toMatchObject({ item_id: 'brakes', safety_critical: true });
    expect(items[1]).toMatchObject({ item_id: 'battery', min: 40, max: 100, unit: '%' });
    expect(items[2]).toEqual({
      label: 'Doors close',
      type: 'yes_no',
      expected: 'yes',
      required: true,
      safety_critical: false,
      blocking: false,
      instructions: null,
      item_icon_or_picture: null,
    });
  });
});

describe('masterFieldPaths', () => {
  it('names every field a server error may point at', () => {
    const paths = masterFieldPaths(masterFormValues(masterFixture()));
    expect(paths).toContain('applies_to.Vehicle_IDs');
    expect(paths).toContain('sections.0.items.1.item_icon_or_picture');
  });
});
