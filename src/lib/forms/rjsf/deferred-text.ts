import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Typing into a text field of a long RJSF form. Handing each keystroke to RJSF makes it derive the whole form's
 * state and render the step again before the letter is painted (a KYC step has ~40 fields: over the 16 ms budget of
 * docs/product/budgets.md, docs/bench.md). So the field shows the typed text at once from its own state and hands it to
 * RJSF right after that frame is painted; RJSF's work then runs between keystrokes instead of inside one. Nothing
 * that reads the form's data can see the difference: leaving the field, pressing Enter, submitting the form and
 * clicking anywhere in it first hand over what is pending (`PendingTextChanges`), and RJSF applies its own updates in
 * the order they were queued, so a submit in the same event validates the typed text.
 */

/** Where a field's value sits in the form's data (RJSF's `fieldPathId.path`). */
export type FieldPath = readonly (string | number)[];

/** One SchemaForm's fields with text not yet handed to RJSF. */
export interface PendingTextChanges {
  /** The fields' hand-overs. */
  flushers: Set<() => void>;
  /**
   * Tells the form a field's text as it is typed, before RJSF has it: what watches the form's data (a wizard's
   * draft, written when the page is left) must not miss the last letters.
   */
  typed: (path: FieldPath, value: unknown) => void;
}

export const PendingTextChangesContext = createContext<PendingTextChanges | null>(null);

/** The field a widget renders, given by the field template around it. */
export const FieldPathContext = createContext<FieldPath | null>(null);

/** Hands every field's pending text to RJSF now (before a submit, a click on a button of the form, ...). */
export function flushPendingTextChanges(pending: PendingTextChanges): void {
  pending.flushers.forEach((flush) => flush());
}

/**
 * Runs `action` once RJSF has taken the pending text of every field (for buttons that read the form's data without
 * submitting it, such as a wizard's Back): RJSF reports the change when it commits, right after this event.
 */
export function useAfterPendingTextChanges(): (action: () => void) => void {
  const pending = useContext(PendingTextChangesContext);
  return useCallback(
    (action) => {
      if (!pending || pending.flushers.size === 0) {
        action();
        return;
      }
      flushPendingTextChanges(pending);
      setTimeout(action, 0);
    },
    [pending],
  );
}

/** `data` with `value` at `path` (objects and arrays along the path copied; `undefined` removes the key). */
export function withValueAt(data: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const container = (
    Array.isArray(data)
      ? [...(data as unknown[])]
      : typeof data === 'object' && data !== null
        ? { ...(data as Record<string, unknown>) }
        : typeof key === 'number'
          ? []
          : {}
  ) as Record<string | number, unknown>;
  const next = withValueAt(container[key], rest, value);
  if (next === undefined && !Array.isArray(container)) delete container[key];
  else container[key] = next;
  return container;
}

interface DeferredTextOptions {
  /** RJSF's value of the field. */
  value: unknown;
  /** RJSF's onChange of the field. */
  onChange: (value: unknown) => void;
  /** What an empty field is handed to RJSF as (the widget's `emptyValue` option). */
  emptyValue: unknown;
}

export interface DeferredText {
  /** The text the field shows. */
  text: string;
  /** For the field's change event. */
  onTextChange: (text: string) => void;
  /**
   * Call first in the field's blur handler: RJSF gets the text (and validates it as typed), and the field shows
   * RJSF's value again from then on.
   */
  release: () => void;
}

function afterNextPaint(callback: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame's rendering follows its animation-frame callbacks, and a timer set from one runs after that frame.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

export function useDeferredText({ value, onChange, emptyValue }: DeferredTextOptions): DeferredText {
  const committed = value === undefined || value === null ? '' : String(value);
  // The text typed that RJSF's value does not show yet (null: the field shows RJSF's value).
  const [typed, setTyped] = useState<string | null>(null);
  if (typed !== null && typed === committed) setTyped(null);
  // The text not handed to RJSF yet, and the scheduled hand-over.
  const unsent = useRef<string | null>(null);
  const cancelScheduled = useRef<(() => void) | null>(null);
  // RJSF's latest onChange for the hand-over, which may run after the render that scheduled it.
  const latest = useRef({ onChange, emptyValue });
  useLayoutEffect(() => {
    latest.current = { onChange, emptyValue };
  });

  const flush = useCallback(() => {
    cancelScheduled.current?.();
    cancelScheduled.current = null;
    const text = unsent.current;
    if (text === null) return;
    unsent.current = null;
    latest.current.onChange(text === '' ? latest.current.emptyValue : text);
  }, []);

  const pending = useContext(PendingTextChangesContext);
  const path = useContext(FieldPathContext);
  useEffect(() => {
    if (!pending) return undefined;
    pending.flushers.add(flush);
    return () => {
      pending.flushers.delete(flush);
    };
  }, [pending, flush]);
  // A field that goes away (a step left, a branch closed) hands over what was typed.
  useEffect(() => flush, [flush]);

  const onTextChange = useCallback(
    (text: string) => {
      setTyped(text);
      unsent.current = text;
      if (!pending || !path) {
        flush();
        return;
      }
      pending.typed(path, text === '' ? latest.current.emptyValue : text);
      cancelScheduled.current ??= afterNextPaint(flush);
    },
    [flush, pending, path],
  );

  const release = useCallback(() => {
    flush();
    setTyped(null);
  }, [flush]);

  return { text: typed ?? committed, onTextChange, release };
}
