import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { useConfirm } from '../confirm-dialog.tsx';

/**
 * Spec §8: "An unsaved-page warning asks the user to press Save as Draft before leaving." While
 * `dirty`, leaving within the app asks first (the user may stay and save), and closing or
 * reloading the tab gets the browser's own leave-page prompt.
 */
export function UnsavedWarning({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    void confirm({
      title: t('form.unsavedTitle'),
      message: t('form.unsavedMessage'),
      confirmLabel: t('form.leavePage'),
      cancelLabel: t('form.stayOnPage'),
    }).then((leave) => {
      if (cancelled) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      cancelled = true;
    };
  }, [blocker, confirm, t]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return null;
}

/**
 * Leaving a form page after its own Save (Save and preview, Send, Discard) without the unsaved
 * warning stopping it. `leave(to)` marks the page as leaving and navigates only after the render
 * that follows: the warning's blocker is the one of the render before, which still saw the
 * form dirty, so a `navigate` in the same tick as `form.reset` was blocked and the person was
 * asked "Unsaved changes" about what had just been saved. Pass `dirty && !leaving` to
 * UnsavedWarning.
 */
export function useLeavePage(): { leave(to: string): void; leaving: boolean } {
  const navigate = useNavigate();
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => {
    if (next) navigate(next);
  }, [next, navigate]);
  return { leave: setNext, leaving: next !== null };
}
