import { Button } from '@mantine/core';

/** Leaves a step of signing in for the sign-in form. */
export function BackToSignIn({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <Button variant="subtle" onClick={onClick} disabled={busy}>
      Back to sign in
    </Button>
  );
}
