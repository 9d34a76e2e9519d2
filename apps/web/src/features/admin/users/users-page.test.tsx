import { fireEvent, screen, within } from '@testing-library/react';
import type { User } from '@shuttle-ops/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi } from '../../../testing/admin-test-kit.tsx';
import { CUSTOMER_ID, list } from '../../../testing/wire-fixtures.ts';
import { UsersPage } from './users-page.tsx';

const newUser: User = {
  user_id: '30000000-0000-4000-8000-000000000007',
  username: 'new-starter',
  email: 'new@example.com',
  preferred_username: null,
  Customer_ID: CUSTOMER_ID,
  customer_name: 'Campus Mobility',
  roles: ['operator'],
  status: 'FORCE_CHANGE_PASSWORD',
  enabled: true,
  mfa_enabled: false,
  temporary_password_expires_at: '2026-06-08T09:00:00.000Z',
  user_graphic: null,
  create_dt: '2026-06-01T09:00:00.000Z',
  update_dt: '2026-06-01T09:00:00.000Z',
};

describe('UsersPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers only the pool groups, and shows a generated password once', async () => {
    const users: User[] = [];
    const calls = stubApi({
      'GET /dev/v1/user/pool_groups': () => ({
        status: 200,
        body: ['content_manager', 'operator', 'service_manager', 'customer_admin'],
      }),
      'GET /dev/v1/user': () => ({ status: 200, body: list(users) }),
      'POST /dev/v1/user': () => {
        users.push(newUser);
        return { status: 201, body: { ...newUser, temporary_password: 'Generated-Once-123' } };
      },
    });
    renderAdminScreen(<UsersPage />, '/admin/users', {
      groups: ['customer_admin'],
      customerName: 'Campus Mobility',
    });
    expect(await screen.findByText('No users yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New user' }));
    const form = await screen.findByRole('dialog', { name: 'New user' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Username' }), {
      target: { value: 'new-starter' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'new@example.com' },
    });
    const groups = within(form).getByRole<HTMLInputElement>('combobox', { name: 'Groups' });
    await vi.waitFor(() => expect(groups.disabled).toBe(false));
    fireEvent.click(groups);
    // The dropdown is portalled and not laid out by jsdom, so its options are read directly.
    await vi.waitFor(() =>
      expect(document.querySelectorAll('[data-combobox-option]')).toHaveLength(4),
    );
    const options = Array.from(
      document.querySelectorAll('[data-combobox-option]'),
      (option) => option.textContent,
    );
    expect(options).toEqual(['Content Manager', 'Operator', 'Service Manager', 'Customer Admin']);
    fireEvent.click(screen.getByRole('option', { name: 'Operator', hidden: true }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create user' }));

    const shown = await screen.findByRole('dialog', { name: 'Temporary password of new-starter' });
    expect(within(shown).getByTestId('secret-password').textContent).toBe('Generated-Once-123');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      username: 'new-starter',
      email: 'new@example.com',
      preferred_username: null,
      roles: ['operator'],
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'I have stored them' }));
    await vi.waitFor(() => expect(screen.queryByText('Generated-Once-123')).toBeNull());
    expect(await screen.findByText('Must set a password')).toBeTruthy();
  });
});
