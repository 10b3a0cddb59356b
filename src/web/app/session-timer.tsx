import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiFetch, handleSessionExpiry } from '../api/client.ts';
import { forgetKeptDrafts } from '../components/form/kept-draft.ts';
import { loggingOut, logOut, sessionStore } from '../lib/session.ts';
import { usePrefix } from '../lib/use-prefix.ts';

const activityEvents = ['mousedown', 'keydown', 'scroll', 'touchstart', 'pointermove'] as const;
/** While the user is active, the server hears of it at most this often. */
const keepAliveEveryMs = 60_000;

/**
 * Spec §4 Session: after the idle time the warning shows. A logged-in user answers Yes (server
 * time call, timers reset) or No (logout); without an answer, logout after the warning time.
 * A visitor who is not logged in sees the expiry message and goes home unless already there.
 * The warning gives time to extend with one action (WCAG 2.2.1). Times come from the server.
 */
export function SessionTimer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { to } = usePrefix();
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.serverSnapshot);
  const [phase, setPhase] = useState<'active' | 'warning' | 'expired'>('active');
  /** The warning closed with × or Esc: not an answer, so its clock keeps running (issue #10). */
  const [dismissed, setDismissed] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const lastActivity = useRef(Date.now());
  const lastKeepAlive = useRef(Date.now());
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const loggedIn = user !== null;

  // Issue #10 / spec §4: a call answered "session expired" (the server ended it first) shows the
  // same expiry message as the idle timer and forgets the user; acknowledging it goes home.
  useEffect(
    () =>
      handleSessionExpiry((code) => {
        // "Not logged in" ends a session only if this tab thought it had one (a logout in another
        // tab, issue #24 item 2); a visitor's refused call is not an expiry.
        if (code === 'UNAUTHENTICATED' && (sessionStore.get() === null || loggingOut())) return;
        sessionStore.set(null);
        setPhase('expired');
      }),
    [],
  );

  useEffect(() => {
    const onActivity = () => {
      // A tab that does not hold the session (decision 010) neither keeps it alive nor ends it.
      if (phaseRef.current !== 'active' || !sessionStore.inOwnWindow()) return;
      lastActivity.current = Date.now();
      if (loggedIn && Date.now() - lastKeepAlive.current > keepAliveEveryMs) {
        lastKeepAlive.current = Date.now();
        apiFetch('/session/time', { method: 'POST' }).catch(() => {});
      }
    };
    for (const e of activityEvents) window.addEventListener(e, onActivity, { passive: true });
    return () => {
      for (const e of activityEvents) window.removeEventListener(e, onActivity);
    };
  }, [loggedIn]);

  useEffect(() => {
    const tick = window.setInterval(() => {
      const { idleMs, warningMs } = sessionStore.timers();
      if (!sessionStore.inOwnWindow()) lastActivity.current = Date.now();
      const idle = Date.now() - lastActivity.current;
      if (phaseRef.current === 'active' && idle >= idleMs) {
        setDismissed(false);
        setPhase(loggedIn ? 'warning' : 'expired');
      }
      if (phaseRef.current === 'warning') {
        const left = Math.max(0, Math.ceil((idleMs + warningMs - idle) / 1000));
        setSecondsLeft(left);
        if (left === 0) {
          setPhase('active');
          lastActivity.current = Date.now();
          void logOut().then(() => navigate(to('home')));
        }
      }
    }, 1000);
    return () => window.clearInterval(tick);
  }, [loggedIn, navigate, to]);

  const stayLoggedIn = async () => {
    try {
      await apiFetch('/session/time', { method: 'POST' });
      lastActivity.current = Date.now();
      lastKeepAlive.current = Date.now();
      setPhase('active');
    } catch {
      sessionStore.set(null);
      setPhase('expired');
    }
  };
  const logOutNow = async () => {
    // No to "stay logged in" is a choice to leave: what was typed is not kept (issue #24 item 2).
    forgetKeptDrafts();
    setPhase('active');
    lastActivity.current = Date.now();
    await logOut();
    navigate(to('home'));
  };
  const acknowledgeExpiry = () => {
    setPhase('active');
    lastActivity.current = Date.now();
    if (location.pathname !== to('home')) navigate(to('home'));
  };

  return (
    <>
      <Modal
        opened={phase === 'warning' && !dismissed}
        // × and Esc only close the dialog; Yes alone extends the session (spec §4: Yes calls the
        // current-time endpoint), and without an answer logout still follows at the warning's end.
        onClose={() => setDismissed(true)}
        title={t('session.warningTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
      >
        <Text>{t('session.warningMessage', { seconds: secondsLeft })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={logOutNow}>
            {t('dialog.no')}
          </Button>
          <Button onClick={stayLoggedIn} data-autofocus>
            {t('dialog.yes')}
          </Button>
        </Group>
      </Modal>
      <Modal
        opened={phase === 'expired'}
        onClose={acknowledgeExpiry}
        title={t('session.expiredTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
      >
        <Text>{t('session.expiredMessage')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={acknowledgeExpiry} data-autofocus>
            {t('dialog.ok')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
