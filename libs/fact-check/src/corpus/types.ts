/** One labelled rewrite: the clinician's text, the AI's answer, and whether the check should flag it. */
export interface LabelledRewrite {
  source: string;
  answer: string;
  flagged: boolean;
  /** What the answer changed (or that it only rephrases), for the report of a miss. */
  why: string;
}
