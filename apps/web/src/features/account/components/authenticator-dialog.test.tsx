import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import type { AuthApi } from '../../../lib/auth/auth-api.ts';
import { createToastStore } from '../../../lib/toast/toast-store.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { sessionStoreIn, signedInAs } from '../../../testing/sessions.ts';
import { WRONG_CODE } from '../account-error-message.ts';
import { AuthenticatorDialog } from './authenticator-dialog.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const URI = `otpauth://totp/Shuttle%20Ops:test-user?secret=${SECRET}&issuer=Shuttle%20Ops`;

function setup(verifyTotp: AuthApi['verifyTotp']) {
  const setupTotp = vi.fn<AuthApi['setupTotp']>(() =>
    Promise.resolve({ SecretCode: SECRET, otpauthUri: URI }),
  );
  const onClose = vi.fn();
  const toasts = createToastStore();
  renderWithProviders(
    <AuthenticatorDialog opened onClose={onClose} api={{ setupTotp, verifyTotp }} />,
    { session: sessionStoreIn(signedInAs(['operator']), 'access-1'), toasts },
  );
  return { setupTotp, onClose, toasts };
}

async function startAndEnter(code: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Set up an app' }));
  const image = await screen.findByRole('img', { name: 'QR code to scan with your app' });
  fireEvent.change(screen.getByLabelText(/six-digit code/), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  return image;
}

describe('AuthenticatorDialog', () => {
  it('shows the key as a QR code and as text, then confirms it with a code', async () => {
    const verifyTotp = vi.fn<AuthApi['verifyTotp']>(() => Promise.resolve());
    const { setupTotp, onClose, toasts } = setup(verifyTotp);
    expect(setupTotp).not.toHaveBeenCalled();

    const image = await startAndEnter('123 456');
    expect(setupTotp).toHaveBeenCalledWith('access-1');
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(image.getAttribute('data-otpauth')).toBe(URI);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(verifyTotp).toHaveBeenCalledWith('access-1', '123456');
    expect(toasts.getState()).toMatchObject({ visible: true, appearance: 'info' });
  });

  it('refuses a code that is not six digits without asking the server', async () => {
    const verifyTotp = vi.fn<AuthApi['verifyTotp']>(() => Promise.resolve());
    setup(verifyTotp);
    await startAndEnter('12ab');
    expect(await screen.findByText('Enter the 6 digits your app shows')).toBeDefined();
    expect(verifyTotp).not.toHaveBeenCalled();
  });

  it('says a wrong code is wrong and stays open', async () => {
    const verifyTotp = vi.fn<AuthApi['verifyTotp']>(() =>
      Promise.reject(new ApiError(400, 'CodeMismatchException', 'Invalid code received for user')),
    );
    const { onClose } = setup(verifyTotp);
    await startAndEnter('000000');
    expect((await screen.findByRole('alert')).textContent).toContain(WRONG_CODE);
    expect(onClose).not.toHaveBeenCalled();
  });
});
