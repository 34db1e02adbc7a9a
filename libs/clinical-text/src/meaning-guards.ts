/**
 * What the offline rewrite must not rephrase (issue 20). A rule of the rewrite interprets a value
 * ("Min A" is an assistance level, "6/10" is the pain, "Completed" is the reconciliation's status)
 * and puts words around it; these checks find what such a reading could turn around, so the rule
 * keeps the value as typed instead:
 * - a negation ("supervision not required", "complete med list not available");
 * - a time word ("was 8/10 before TKA", "Independent PLOF");
 * - a symptom other than pain next to a rating ("fatigue 6/10", "dyspnea 4/10 on modified Borg");
 * - a second assistance level ("Independent w/ ADLs, needs min A for IADLs");
 * - a subject or a past verb where a lead-in would go ("Pt is …", "reviewed …", "held …").
 *
 * Word lists, looked up per word: no regex here reads a run of text more than once.
 */

/** A word: letters and digits, with the marks inside shorthand (w/o, pre-op, can't). */
const WORD = /[\p{L}\d]+(?:['’/-][\p{L}\d]+)*/gu;

/** The words of a text, lower-cased: letters, digits and the marks inside shorthand (w/o, pre-op, can't). */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((word) => word.replace(/’/gu, "'"));
}

const NEGATIONS = new Set(
  (
    'no not non none nothing never neither nor without w/o denies denied deny denying unable cannot negative neg ' +
    'refuses refused refusing declines declined absent free unavailable incomplete nil n/a lacks lacking ' +
    'r/o discontinued stopped'
  ).split(' '),
);

/** "no", "not", "denies", "unable", "w/o", "pain-free", "can't" … */
export function hasNegation(text: string): boolean {
  return wordsOf(text).some((word) => NEGATIONS.has(word) || word.endsWith("n't") || word.endsWith('-free'));
}

const TIME_WORDS = new Set(
  (
    'was were had before prior previously previous formerly former earlier yesterday ago last preop preoperative ' +
    'plof baseline premorbid premorbidly initially onset until history hx h/o'
  ).split(' '),
);

/** "was", "before", "prior", "last wk", "previously", "pre-op", "PLOF", "ago", "history" … */
export function hasTimeWord(text: string): boolean {
  const words = wordsOf(text);
  return words.some((word, i) => TIME_WORDS.has(word) || word.startsWith('pre-') || (word === 'used' && words[i + 1] === 'to'));
}

const OTHER_SYMPTOMS = new Set(
  (
    'fatigue fatigued tired tiredness exhaustion exhausted dyspnea dyspnoea sob doe breathless breathlessness shortness ' +
    'nausea nauseous nauseated dizzy dizziness vertigo lightheaded lightheadedness anxiety anxious depression depressed ' +
    'mood numb numbness tingling paresthesia paresthesias itch itching itchy pruritus stiff stiffness weakness exertion ' +
    'rpe borg effort fear cramp cramps cramping spasm spasms swelling edema cough tightness insomnia appetite energy'
  ).split(' '),
);

/** A symptom or scale other than pain (fatigue, dyspnea, numbness, RPE, Borg …): a rating may be its, not the pain's. */
export function hasOtherSymptom(text: string): boolean {
  return wordsOf(text).some((word) => OTHER_SYMPTOMS.has(word));
}

/**
 * Assistance levels anywhere in a text (docs/product.md §9's Independent … Maximum assist and their
 * shorthand): "Mod I", "SBA", "CGA", "min A", "supervision", "set-up", and "I" written alone.
 */
export function assistanceLevelCount(text: string): number {
  const tokens = text.match(WORD) ?? [];
  let count = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    const word = token.toLowerCase();
    const next = (tokens[i + 1] ?? '').toLowerCase();
    if (LEVEL_MODIFIERS.has(word) && LEVEL_HEADS.has(next)) {
      count++;
      i++;
    } else if (LEVEL_WORDS.has(word) || (word === 'contact' && next === 'guard') || (word === 'total' && next.startsWith('assist'))) {
      count++;
    } else if (token === 'I') {
      // "I" alone is independence in these fields ("I rolling"); "Mod I" was counted above
      count++;
    }
  }
  return count;
}

const LEVEL_MODIFIERS = new Set('mod modified min minimal minimum max maximal maximum moderate'.split(' '));
const LEVEL_HEADS = new Set('i a assist assistance independent independence'.split(' '));
const LEVEL_WORDS = new Set(
  'independent independently independence supervision sba cga dependent standby stand-by set-up setup'.split(' '),
);

const SUBJECTS = new Set('pt patient patients pts this that he she they i we mr mrs ms miss'.split(' '));

/** Whether the text opens with a subject ("Pt is …", "This is …", "Mrs. …", "She …", "I …", "The patient …"): a lead-in would double it. */
export function opensWithSubject(text: string): boolean {
  const words = wordsOf(text.trim().slice(0, 40));
  return SUBJECTS.has(words[0] ?? '') || (words[0] === 'the' && SUBJECTS.has(words[1] ?? ''));
}

const IRREGULAR_PAST = new Set(
  (
    'held gave given taught done did made sent told took taken saw seen met left began begun found kept read wrote written ' +
    'spoke spoken brought bought put set went came fell got sat stood understood drove driven ran rode wore worn ate eaten ' +
    'slept woke fed led felt paid said sold heard lost built spent bent forgot forgotten chose chosen'
  ).split(' '),
);

/** "-ed" words that describe rather than report ("decreased step length", "generalized weakness"). */
const DESCRIBING_ED = new Set(
  (
    'decreased increased impaired limited reduced diminished elevated delayed labored laboured guarded generalized cluttered ' +
    'generalised localized localised widened narrowed shortened prolonged preserved unimpaired unsupported supported ' +
    'raised heated padded wheeled front-wheeled four-wheeled two-wheeled advanced'
  ).split(' '),
);

/**
 * Whether a word reads as a verb in the past ("reviewed", "held", "taught"): an "-ed" word that is
 * not a describing word, or an irregular past form. `strict` also counts the describing ones,
 * for templates that say what will happen ("Interventions will include …").
 */
export function isPastVerb(word: string, strict = false): boolean {
  const lower = word.toLowerCase();
  if (IRREGULAR_PAST.has(lower)) return true;
  // "skilled assessment", "skilled observation": a kind of care, never something done
  if (lower === 'skilled') return false;
  return lower.length > 3 && lower.endsWith('ed') && (strict || !DESCRIBING_ED.has(lower));
}
