import { Button, Group, Modal, Text } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * One accessible confirmation dialog for the whole app (spec §8 confirmation texts; alerts
 * of type info have Yes/No buttons). `const ok = await confirm({...})`. Focus moves into the
 * dialog and returns to the button that opened it; Escape answers No.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setRequest(next);
      }),
    [],
  );

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setRequest(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal
        opened={request !== null}
        onClose={() => answer(false)}
        title={request?.title}
        centered
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
      >
        <Text>{request?.message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => answer(false)}>
            {request?.cancelLabel ?? t('dialog.no')}
          </Button>
          <Button onClick={() => answer(true)} data-autofocus>
            {request?.confirmLabel ?? t('dialog.yes')}
          </Button>
        </Group>
      </Modal>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm outside ConfirmProvider');
  return confirm;
}
