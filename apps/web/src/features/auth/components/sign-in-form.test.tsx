import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SignInForm } from './sign-in-form.tsx';

function renderForm() {
  const onSubmit = vi.fn();
  const onForgotPassword = vi.fn();
  renderWithProviders(
    <SignInForm busy={false} onSubmit={onSubmit} onForgotPassword={onForgotPassword} />,
  );
  return { onSubmit, onForgotPassword };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('SignInForm', () => {
  it('shows both empty-field messages and sends nothing', () => {
    const { onSubmit } = renderForm();
    submit();
    expect(screen.getByText('Username cannot be empty')).toBeTruthy();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats a blank username as empty', () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    submit();
    expect(screen.getByText('Username cannot be empty')).toBeTruthy();
    expect(screen.queryByText('Password cannot be empty')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks the invalid fields for assistive technology', () => {
    renderForm();
    submit();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the username and password when both are given', () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'operator' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Harwell-Demo-2026' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith(
      { username: 'operator', password: 'Harwell-Demo-2026' },
      expect.anything(),
    );
  });

  it('opens the forgot-password step with the username typed so far', () => {
    const { onForgotPassword } = renderForm();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'operator' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(onForgotPassword).toHaveBeenCalledWith('operator');
  });
});
