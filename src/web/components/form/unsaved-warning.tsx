import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavigateOptions, useBlocker, useNavigate } from 'react-router';
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
 * Leaving a form's page once its save succeeded (Save and Preview, Send): `leave(to)` marks the
 * form as leaving and goes on after the next render. The unsaved warning's blocker is the
 * function of its last render: a `navigate` in the same tick as the save's `form.reset` and
 * `setLeaving` still sees the form dirty, and the warning stopped the page from going to the
 * preview (issue #26: the grievance form never reached grievancepreview). Give the warning
 * `dirty && !leaving`; the navigation runs in an effect of the owner, after the warning's own
 * effects have taken the new `dirty`.
 */
export function useLeaveForm(): { leaving: boolean; leave(to: string, options?: NavigateOptions): void } {
  const navigate = useNavigate();
  const [next, setNext] = useState<{ to: string; options?: NavigateOptions } | null>(null);
  useEffect(() => {
    if (next) navigate(next.to, next.options);
  }, [next, navigate]);
  return { leaving: next !== null, leave: (to, options) => setNext({ to, ...(options ? { options } : {}) }) };
}
