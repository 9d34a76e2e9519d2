import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import type { AuthApi } from '../../../lib/auth/auth-api.ts';
import { createToastStore } from '../../../lib/toast/toast-store.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { sessionStoreIn, signedInAs } from '../../../testing/sessions.ts';
import { WRONG_CURRENT_PASSWORD } from '../account-error-message.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

function setup(changePassword: AuthApi['changePassword']) {
  const onClose = vi.fn();
  const toasts = createToastStore();
  renderWithProviders(<ChangePasswordDialog opened onClose={onClose} api={{ changePassword }} />, {
    session: sessionStoreIn(signedInAs(['operator']), 'access-1'),
    toasts,
  });
  const fill = (current: string, proposed: string, confirm = proposed) => {
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: proposed } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), {
      target: { value: confirm },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };
  return { onClose, toasts, fill };
}

describe('ChangePasswordDialog', () => {
  it('changes the password with the session’s token, says so and closes', async () => {
    const changePassword = vi.fn<AuthApi['changePassword']>(() => Promise.resolve());
    const { onClose, toasts, fill } = setup(changePassword);
    fill('Harwell-Demo-2026', 'A-much-better-pass-2027');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(changePassword).toHaveBeenCalledWith(
      'access-1',
      'Harwell-Demo-2026',
      'A-much-better-pass-2027',
    );
    expect(toasts.getState()).toMatchObject({
      visible: true,
      appearance: 'info',
      content: 'Your password has been changed.',
    });
  });

  it('checks the new password before asking the server', async () => {
    const changePassword = vi.fn<AuthApi['changePassword']>(() => Promise.resolve());
    const { fill } = setup(changePassword);
    fill('Harwell-Demo-2026', 'short');
    expect(await screen.findByText('Use at least 12 characters')).toBeDefined();
    fill('Harwell-Demo-2026', 'A-much-better-pass-2027', 'A-much-better-pass-2028');
    expect(await screen.findByText('The passwords do not match')).toBeDefined();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('says the current password is wrong and stays open', async () => {
    const changePassword = vi.fn<AuthApi['changePassword']>(() =>
      Promise.reject(
        new ApiError(401, 'NotAuthorizedException', 'Incorrect username or password.'),
      ),
    );
    const { onClose, fill } = setup(changePassword);
    fill('not-my-password', 'A-much-better-pass-2027');
    expect((await screen.findByRole('alert')).textContent).toContain(WRONG_CURRENT_PASSWORD);
    expect(onClose).not.toHaveBeenCalled();
  });
});
