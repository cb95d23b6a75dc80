import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MockStatus } from '../lib/use-mock-status';

/** A button of the panel that runs one action through the panel's status; it waits while any action runs. */
export function ActionButton({
  status,
  action,
  ...others
}: Omit<ButtonProps, 'disabled'> & {
  status: MockStatus;
  action: () => Promise<unknown>;
  'aria-label'?: string;
  children: ReactNode;
}) {
  return <Button {...others} disabled={status.isBusy} onClick={() => void status.run(action)} />;
}
