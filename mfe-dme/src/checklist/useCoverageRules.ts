import { useEffect, useState } from 'react';
import type { AnswersFeed } from './answers-feed';

export type CoverageRules = typeof import('./coverage-rules');

let loadingRules: Promise<CoverageRules> | undefined;

/**
 * The coverage rules' chunk, fetched once (a failed fetch is tried again by the next call). Nothing
 * needs them before an answer holds text: the empty checklist ships with the page (EMPTY_CHECKLISTS).
 * Tests may await it to reach the loaded state deterministically.
 */
export function loadCoverageRules(): Promise<CoverageRules> {
  loadingRules ??= import('./coverage-rules').catch((error: unknown) => {
    loadingRules = undefined;
    throw error;
  });
  return loadingRules;
}

const holdsText = (answers: Readonly<Record<string, string>>) => Object.values(answers).some((value) => value.trim() !== '');

/** The coverage rules once the feed first holds text (null until they have arrived). */
export function useCoverageRules(feed: AnswersFeed): CoverageRules | null {
  const [rules, setRules] = useState<CoverageRules | null>(null);
  useEffect(() => {
    if (rules) return;
    let live = true;
    let requested = false;
    const loadIfNeeded = () => {
      if (requested || !holdsText(feed.get())) return;
      requested = true;
      loadCoverageRules().then(
        (loaded) => live && setRules(loaded),
        () => {
          requested = false; // the next change tries again; the empty checklist stays meanwhile
        },
      );
    };
    const unsubscribe = feed.subscribe(loadIfNeeded);
    loadIfNeeded(); // answers reported before this (lazily loaded) panel subscribed
    return () => {
      live = false;
      unsubscribe();
    };
  }, [feed, rules]);
  return rules;
}
