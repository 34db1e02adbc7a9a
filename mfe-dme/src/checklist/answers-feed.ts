import { useEffect, useState } from 'react';

/** A letter form's live answers (field key → text), fed by CatalogueForm's onChange. */
export interface AnswersFeed {
  get(): Readonly<Record<string, string>>;
  set(answers: Readonly<Record<string, string>>): void;
  subscribe(listener: () => void): () => void;
}

const EMPTY: Readonly<Record<string, string>> = Object.freeze({});

/**
 * A tiny store between the form and the checklist: the form reports every keystroke, only the
 * checklist listens — the page itself never re-renders while the clinician types.
 */
export function createAnswersFeed(): AnswersFeed {
  let current = EMPTY;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(answers) {
      current = answers;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The feed's answers, taken once typing has paused for `delayMs`: the checklist is recomputed (and
 * its count announced) per pause rather than per keystroke.
 */
export function useSettledAnswers(feed: AnswersFeed, delayMs: number): Readonly<Record<string, string>> {
  const [answers, setAnswers] = useState(feed.get);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = feed.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setAnswers(feed.get()), delayMs);
    });
    setAnswers(feed.get()); // answers reported before this (lazily loaded) panel subscribed
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [feed, delayMs]);
  return answers;
}
