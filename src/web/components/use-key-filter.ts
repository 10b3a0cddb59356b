import {
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type KeyClass, type KeyProblem, keyProblemMessage } from '../../common/validation/key-filters.ts';
import { insertionProblem, keyProblem, pasteIntoProblem } from '../../common/validation/key-press.ts';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** The caret or selection of an input, in the UTF-16 offsets `String.slice` uses. */
function selectionOf(el: TextElement): [number, number] {
  const start = el.selectionStart ?? el.value.length;
  return [start, el.selectionEnd ?? start];
}

export interface KeyFilter {
  /** Spread on any text input: `<TextInput {...filter.inputProps} error={filter.error} />`. */
  inputProps: {
    onKeyDown: (event: KeyboardEvent<TextElement>) => void;
    onBeforeInput: (event: FormEvent<TextElement>) => void;
    onPaste: (event: ClipboardEvent<TextElement>) => void;
  };
  /** The translated reason the last key or paste was refused, or null. */
  error: string | null;
  clear: () => void;
}

/**
 * Spec §5 "Key-press filters" in the browser: a key or a paste the field's class does not take
 * is refused before it reaches the value, and the reason is shown (a silently dead key would
 * leave the user guessing, WCAG 3.3.1). The rules are the shared ones the server applies
 * (common/validation/key-filters.ts). Any input can use it; the form kit's Field declares its
 * class through it.
 *
 * keydown covers physical keyboards; beforeinput covers on-screen keyboards, which report
 * "Unidentified" keys, and AltGr characters; paste covers the clipboard and drag-and-drop text.
 * Composition (an Assamese input method) is left alone while it runs: its text is judged by
 * the server's refinement on submit.
 */
export function useKeyFilter(keyClass: KeyClass): KeyFilter {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<KeyProblem | null>(null);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<TextElement>) => {
      if (event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
      const el = event.currentTarget;
      const found = keyProblem(keyClass, el.value, event.key, ...selectionOf(el));
      if (found) {
        event.preventDefault();
        setProblem(found);
      } else if ([...event.key].length === 1) setProblem(null);
    },
    [keyClass],
  );

  const onBeforeInput = useCallback(
    (event: FormEvent<TextElement>) => {
      const native = event.nativeEvent as InputEvent;
      if (native.isComposing || (native.inputType && native.inputType !== 'insertText')) return;
      const data = (event as unknown as { data?: string | null }).data ?? native.data;
      if (!data) return;
      const el = event.currentTarget;
      const found = insertionProblem(keyClass, el.value, data, ...selectionOf(el));
      if (found) {
        event.preventDefault();
        setProblem(found);
      }
    },
    [keyClass],
  );

  const onPaste = useCallback(
    (event: ClipboardEvent<TextElement>) => {
      const el = event.currentTarget;
      const found = pasteIntoProblem(
        keyClass,
        el.value,
        event.clipboardData.getData('text'),
        ...selectionOf(el),
      );
      if (found) {
        event.preventDefault();
        setProblem(found);
      } else setProblem(null);
    },
    [keyClass],
  );

  const clear = useCallback(() => setProblem(null), []);
  return useMemo(
    () => ({
      inputProps: { onKeyDown, onBeforeInput, onPaste },
      error: problem ? t(keyProblemMessage(keyClass, problem)) : null,
      clear,
    }),
    [onKeyDown, onBeforeInput, onPaste, problem, keyClass, t, clear],
  );
}
