import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi } from '../../../testing/admin-test-kit.tsx';
import { customerFixture, list } from '../../../testing/wire-fixtures.ts';
import { CustomersPage } from './customers-page.tsx';

const campus = customerFixture({
  Customer_ID: '20000000-0000-4000-8000-000000000002',
  name: 'Campus Mobility',
  is_platform_owner: false,
});

describe('CustomersPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lets a platform-owner admin create customers and anonymize another one by typing its name', async () => {
    const calls = stubApi({
      'GET /dev/v1/customers': () => ({ status: 200, body: list([campus, customerFixture()]) }),
      'POST /dev/v1/customers/anonymize': () => ({
        status: 200,
        body: { ...campus, name: 'Anonymized customer 20000000', anonymized: true },
      }),
    });
    renderAdminScreen(<CustomersPage />, '/admin/customer');
    await screen.findByText('Campus Mobility');
    expect(screen.getByRole('button', { name: 'New customer' })).toBeTruthy();
    // The platform owner itself can be neither deleted nor anonymized.
    expect(screen.queryByRole('button', { name: 'More actions for Darwin' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'More actions for Campus Mobility' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Anonymize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anonymize customer' });
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', {
      name: 'Anonymize customer',
    });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(
      within(dialog).getByRole('textbox', { name: 'Type “Campus Mobility” to confirm' }),
      {
        target: { value: 'Campus Mobility' },
      },
    );
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await vi.waitFor(() =>
      expect(calls.find((call) => call.url === '/dev/v1/customers/anonymize')?.body).toEqual({
        Customer_ID: campus.Customer_ID,
      }),
    );
  });

  it('lets a customer admin edit only their own customer, without create or delete', async () => {
    stubApi({ 'GET /dev/v1/customers': () => ({ status: 200, body: list([campus]) }) });
    renderAdminScreen(<CustomersPage />, '/admin/customer', {
      groups: ['customer_admin'],
      customerName: 'Campus Mobility',
      customerId: campus.Customer_ID,
    });
    await screen.findByText('Campus Mobility');
    expect(screen.getByRole('button', { name: 'Edit Campus Mobility' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New customer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More actions for Campus Mobility' })).toBeNull();
  });
});
