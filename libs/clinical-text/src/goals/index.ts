/** Measurable goals: build one from its parts, or find what typed goals lack. docs/decisions/0148-measurable-goals.md. */
export {
  ASSISTANCE_SCALE,
  ASSISTIVE_DEVICES,
  GOAL_GAPS,
  type Amount,
  type AssistanceScaleLevel,
  type AssistanceLevelId,
  type AssistiveDevice,
  type GoalGap,
  type GoalParts,
  type TimeFrame,
} from './parts';
export { buildGoal, type BuiltGoal, type MissingPart } from './build';
export { goalGaps, type GoalCheck } from './check';
export { GOAL_FIELDS } from './form-fields';
