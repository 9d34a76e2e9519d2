import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { sessionStoreIn, sessionWith, signedInAs } from '../../testing/sessions.ts';
import { UserMenu } from './user-menu.tsx';

function setup() {
  const onSignOut = vi.fn(() => Promise.resolve());
  const session = sessionWith(['customer_admin'], 'Campus Mobility');
  renderWithProviders(<UserMenu session={session} onSignOut={onSignOut} />, {
    session: sessionStoreIn(signedInAs(['customer_admin'], 'Campus Mobility')),
  });
  fireEvent.click(screen.getByRole('button', { name: 'Test User' }));
  return { onSignOut };
}

describe('UserMenu', () => {
  it('offers the profile, the password, the authenticator app and signing out', async () => {
    setup();
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'Change password',
      'Authenticator app',
      'Sign out',
    ]);
  });

  it('shows the profile: name, username, email, role and customer', async () => {
    setup();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'NameTest User',
      'Usernametest-user',
      'Emailtest@example.test',
      'RoleCustomer Admin',
      'CustomerCampus Mobility',
    ]);
  });

  it('opens the change password dialog', async () => {
    setup();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeDefined();
    expect(screen.getByLabelText('Current password')).toBeDefined();
  });

  it('opens the authenticator app dialog', async () => {
    setup();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Authenticator app' }));
    expect(await screen.findByRole('dialog', { name: 'Authenticator app' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Set up an app' })).toBeDefined();
  });

  it('signs out', async () => {
    const { onSignOut } = setup();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalled();
  });
});
