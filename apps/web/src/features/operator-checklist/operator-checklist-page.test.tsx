import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi, type RecordedCall } from '../../testing/admin-test-kit.tsx';
import { list, vehicleFixture } from '../../testing/wire-fixtures.ts';
import { OperatorChecklistPage } from './index.ts';
import {
  gateFixture,
  masterFixture,
  transactionFixture,
  VEHICLE_ID,
} from './testing/checklist-fixtures.ts';

const PATH = `/operator/checklist?Vehicle_ID=${VEHICLE_ID}`;

function stub(submit: (call: RecordedCall) => { status: number; body: unknown }) {
  return stubApi({
    'GET /dev/v1/vehicles': () => ({
      status: 200,
      body: list([vehicleFixture({ Vehicle_ID: VEHICLE_ID, name: 'Harwell Shuttle 2' })]),
    }),
    'GET /dev/v1/checklist/operator/services': () => ({ status: 200, body: list([]) }),
    'GET /dev/v1/checklist/gate/': () => ({ status: 200, body: gateFixture() }),
    'GET /dev/v1/checklist/operator?': () => ({ status: 200, body: list([masterFixture()]) }),
    'POST /dev/v1/checklist/operator/': submit,
  });
}

const open = () => renderAdminScreen(<OperatorChecklistPage />, PATH, { groups: ['operator'] });
const choice = (item: string, answer: string) =>
  within(screen.getByRole('group', { name: item })).getByRole('button', { name: answer });
const battery = () => screen.getByLabelText('Battery charge: reading (%)');

async function answerAll() {
  fireEvent.click(await screen.findByRole('button', { name: 'Pass' }));
  fireEvent.change(battery(), { target: { value: '86' } });
  fireEvent.click(choice('Cameras work', 'Yes'));
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('OperatorChecklistPage', () => {
  it('shows the gate, the items with their marks, and records an answer', async () => {
    stub(() => ({ status: 500, body: {} }));
    open();
    expect(await screen.findByText(/Complete “Daily pre-departure check”/)).toBeTruthy();
    expect(await screen.findByText('Press the pedal hard.')).toBeTruthy();
    expect(screen.getByText('Required · Safety-critical')).toBeTruthy();
    expect(screen.getByText('Optional')).toBeTruthy();
    fireEvent.click(choice('Brakes', 'Pass'));
    expect(choice('Brakes', 'Pass').getAttribute('aria-pressed')).toBe('true');
    expect(choice('Brakes', 'Fail').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('1 of 3 answered')).toBeTruthy();
  });

  it('marks a reading out of range as failed', async () => {
    stub(() => ({ status: 500, body: {} }));
    open();
    await screen.findByText('Battery charge');
    fireEvent.change(battery(), { target: { value: '12' } });
    expect(
      await screen.findByText(
        'Out of range (30–100 %): this item fails. It is recorded as a defect to repair; it does not stop departure.',
      ),
    ).toBeTruthy();
    fireEvent.change(battery(), { target: { value: '86' } });
    await waitFor(() => expect(screen.queryByTestId('item-fails')).toBeNull());
  });

  it('names the required items left without an answer and sends nothing', async () => {
    const calls = stub(() => ({ status: 500, body: {} }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pass' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit checklist' }));
    expect(await screen.findByText('2 required items need an answer.')).toBeTruthy();
    expect(screen.getAllByTestId('item-problem')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('brings the draft back after the screen is opened again', async () => {
    stub(() => ({ status: 500, body: {} }));
    const first = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pass' }));
    fireEvent.change(battery(), { target: { value: '12' } });
    await waitFor(() => expect(window.localStorage.length).toBeGreaterThan(0));
    first.unmount();
    open();
    await screen.findByText('Battery charge');
    expect(choice('Brakes', 'Pass').getAttribute('aria-pressed')).toBe('true');
    expect((battery() as HTMLInputElement).value).toBe('12');
  });

  it('submits the version, vehicle, start time and answers, then shows the result', async () => {
    const calls = stub(() => ({ status: 201, body: transactionFixture() }));
    open();
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit checklist' }));
    expect(await screen.findByText('Checklist passed')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/dev/v1/checklist/operator/50000000-0000-4000-8000-000000000001');
    expect(post?.body).toEqual({
      version: 3,
      Vehicle_ID: VEHICLE_ID,
      Service_ID: null,
      started_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      location: null,
      answers: [
        { item_id: 'brakes', value: 'pass' },
        { item_id: 'battery', value: 86 },
        { item_id: 'cameras', value: 'yes' },
      ],
    });
    // Sent: nothing is kept on the device any more.
    expect(Object.keys(window.localStorage).some((k) => k.includes('checklist-draft'))).toBe(false);
  });

  it('says the vehicle is out of service when a safety-critical item failed', async () => {
    stub(() => ({
      status: 201,
      body: transactionFixture({
        result: 'failed',
        safety_critical_failed: true,
        failed_items: [
          { item_id: 'brakes', label: 'Brakes', safety_critical: true, severity: null },
        ],
      }),
    }));
    open();
    await answerAll();
    fireEvent.click(choice('Brakes', 'Fail'));
    expect(screen.getByText(/It is safety-critical/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit checklist' }));
    expect(await screen.findByText('Checklist failed')).toBeTruthy();
    expect(
      screen.getByText('This vehicle is now out of service until an admin clears it.'),
    ).toBeTruthy();
  });

  it('shows a refusal on the item it names', async () => {
    stub(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'The checklist is not complete',
          details: [
            {
              field: 'body.answers.2.value',
              item_id: 'cameras',
              message: '“Cameras work” takes yes or no',
            },
          ],
        },
      },
    }));
    open();
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit checklist' }));
    const problem = await screen.findByTestId('item-problem');
    expect(problem.textContent).toBe('“Cameras work” takes yes or no');
    expect(problem.closest('article')?.id).toBe('item-cameras');
  });
});
