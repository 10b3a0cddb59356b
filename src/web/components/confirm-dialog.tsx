import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import { whileAsking } from '../lib/busy.ts';
// The type lives with the dialog that draws it: a type import back from confirm-modal.tsx
// would close an import cycle (issue #22 item 3: no cycles in the web app either).
import type { ConfirmRequest } from './confirm-modal.tsx';

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

const ConfirmModal = lazy(async () => ({ default: (await import('./confirm-modal.tsx')).ConfirmModal }));

/**
 * One accessible confirmation dialog for the whole app (spec §8 confirmation texts; alerts
 * of type info have Yes/No buttons). `const ok = await confirm({...})`. Focus moves into the
 * dialog and returns to the button that opened it; Escape answers No.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  // The dialog's code loads on the first question, not with every page (issue #13); once
  // loaded it stays mounted, so closing animates and focus returns to the opener.
  const [everOpened, setEverOpened] = useState(false);

  const confirm = useCallback<Confirm>(
    (next) =>
      // While the question is open the loading overlay stays away (lib/busy.ts): a submission
      // that asks first must not hide its own question.
      whileAsking(
        new Promise<boolean>((resolve) => {
          resolver.current?.(false);
          resolver.current = resolve;
          setEverOpened(true);
          setRequest(next);
        }),
      ),
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
      {everOpened && (
        <Suspense fallback={null}>
          <ConfirmModal request={request} onAnswer={answer} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm outside ConfirmProvider');
  return confirm;
}
