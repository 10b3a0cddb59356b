import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What `confirm()` of ConfirmProvider (confirm-dialog.tsx) asks. */
export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** The dialog of ConfirmProvider (confirm-dialog.tsx), in its own chunk: loaded on first use. */
export function ConfirmModal({
  request,
  onAnswer,
}: {
  request: ConfirmRequest | null;
  onAnswer: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={request !== null}
      onClose={() => onAnswer(false)}
      title={request?.title}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Text>{request?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => onAnswer(false)}>
          {request?.cancelLabel ?? t('dialog.no')}
        </Button>
        <Button onClick={() => onAnswer(true)} data-autofocus>
          {request?.confirmLabel ?? t('dialog.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
