/** The signed-in user's own account: profile, password and authenticator app. */
export { AuthenticatorDialog } from './components/authenticator-dialog.tsx';
export { ChangePasswordDialog } from './components/change-password-dialog.tsx';
export { ProfileDialog } from './components/profile-dialog.tsx';
