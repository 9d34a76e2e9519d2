import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './admin.module.css';

export interface SecretItem {
  label: string;
  value: string;
}

export interface ShowOnceDialogProps {
  opened: boolean;
  title: string;
  /** What the secrets are for. */
  children?: ReactNode;
  items: readonly SecretItem[];
  onClose: () => void;
}

/**
 * Secrets the server answers once (MQTT credentials, a generated password): each with a copy
 * button, a warning that they will not be shown again, and an explicit close.
 */
export function ShowOnceDialog({ opened, title, children, items, onClose }: ShowOnceDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      <Stack>
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title="Shown only once">
          Copy these now and keep them somewhere safe. They will not be shown again; if they are
          lost, new ones must be issued.
        </Alert>
        {children}
        {items.map((item) => (
          <div key={item.label}>
            <Text size="sm" fw={700}>
              {item.label}
            </Text>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text className={classes.secret} data-testid={`secret-${item.label.toLowerCase()}`}>
                {item.value}
              </Text>
              <CopyButton value={item.value} timeout={2000}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : `Copy the ${item.label.toLowerCase()}`}>
                    <ActionIcon
                      variant="light"
                      color={copied ? 'teal' : 'gray'}
                      onClick={copy}
                      aria-label={`Copy the ${item.label.toLowerCase()}`}
                    >
                      {copied ? (
                        <IconCheck size={16} aria-hidden />
                      ) : (
                        <IconCopy size={16} aria-hidden />
                      )}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          </div>
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            I have stored them
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
