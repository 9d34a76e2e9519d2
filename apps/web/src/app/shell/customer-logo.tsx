import { Image } from '@mantine/core';
import type { Session } from '@shuttle-ops/domain';
import classes from './shell.module.css';
import { useCustomerLogo } from './use-customer-logo.ts';

/** The signed-in user's customer's logo in the header; nothing when it has none. */
export function CustomerLogo({ session }: { session: Session }) {
  const { data } = useCustomerLogo(session.custom_cid);
  if (data === undefined || data === null) return null;
  return (
    <Image
      src={data.thumbnail_url}
      alt={`${session.custom_cname} logo`}
      h={36}
      w="auto"
      maw={120}
      fit="contain"
      data-testid="customer-logo"
      className={classes.hideOnPhone}
    />
  );
}
