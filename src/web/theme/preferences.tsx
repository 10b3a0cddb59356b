import { MantineProvider } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { constants } from '../../common/constants.ts';
import {
  clampTextSize,
  type Preferences,
  parsePreferences,
  preferenceCookieName,
  serializePreferences,
  textScale,
} from '../../common/preferences.ts';
import { readCookie, writeCookie } from '../lib/cookies.ts';
import { cssVariablesResolver, portalTheme } from './theme.ts';

interface PreferencesContextValue {
  preferences: Preferences;
  update(change: Partial<Preferences>): void;
}

const PreferencesContext = createContext<PreferencesContextValue | null>(null);

/**
 * Holds the visitor's theme, colour scheme and text size (spec §4, §9), saves them in a
 * one-year cookie, and applies them: Mantine's colour scheme and palette, and the root font
 * size, which every rem-based size in the UI follows.
 */
export function PreferencesProvider({
  children,
  initial,
  env = 'default',
}: {
  children: ReactNode;
  initial?: Preferences;
  /** Mantine's 'test' environment turns transitions and portals off for component tests. */
  env?: 'default' | 'test';
}) {
  const [preferences, setPreferences] = useState<Preferences>(
    () => initial ?? parsePreferences(readCookie(preferenceCookieName)),
  );

  const update = useCallback((change: Partial<Preferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...change, textSize: clampTextSize(change.textSize ?? current.textSize) };
      writeCookie(preferenceCookieName, serializePreferences(next), constants.preferenceCookieMaxAgeSeconds);
      return next;
    });
  }, []);

  useEffect(() => {
    document.documentElement.style.fontSize = `${textScale(preferences.textSize) * 100}%`;
  }, [preferences.textSize]);

  const theme = useMemo(() => portalTheme(preferences.scheme), [preferences.scheme]);
  const value = useMemo(() => ({ preferences, update }), [preferences, update]);

  return (
    <PreferencesContext.Provider value={value}>
      <MantineProvider
        theme={theme}
        forceColorScheme={preferences.theme}
        cssVariablesResolver={cssVariablesResolver}
        env={env}
      >
        {children}
      </MantineProvider>
    </PreferencesContext.Provider>
  );
}

export function usePreferences(): PreferencesContextValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences outside PreferencesProvider');
  return value;
}
