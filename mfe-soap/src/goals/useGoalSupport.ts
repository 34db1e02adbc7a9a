import { useEffect, useMemo, useState } from 'react';
import type { Discipline } from '@clinote/clinical-text';
import { errorMessage } from '@clinote/platform';
import type { GoalSupport } from './goal-support';

type GoalSupportModule = typeof import('./goal-support');

/**
 * The goals checker and the goal builder come as their own chunk, asked for once this module runs
 * (with the form): nobody reaches a goals field (the foot of the Assessment or Plan) before the form
 * is on screen, and their ~10 KB stay off the path to a usable form (issue 23). A chunk that fails to
 * load leaves the form without them.
 */
let loaded: GoalSupportModule | null = null;
const loading: Promise<GoalSupportModule | null> = import('./goal-support').then(
  (module) => (loaded = module),
  (error: unknown) => {
    console.warn('Goals support did not load:', errorMessage(error) ?? error);
    return null;
  },
);

/** The goals support of `discipline`: null until its chunk has loaded (or when it could not). */
export function useGoalSupport(discipline: Discipline): GoalSupport | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    void loading.then((arrived) => {
      if (current && arrived) setModule(arrived);
    });
    return () => {
      current = false;
    };
  }, [module]);
  // One object per discipline: the form's field notes and tools keep their identity between keystrokes.
  return useMemo(() => (module ? module.goalSupport(discipline) : null), [module, discipline]);
}
