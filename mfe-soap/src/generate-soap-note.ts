import {
  buildSoap,
  FORMS,
  joinSoap,
  offlineRewrite,
  SECTION_NAMES,
  SECTIONS,
  toSentence,
  type Discipline,
  type Section,
  type SoapAnswers,
  type SoapSections,
} from '@clinote/clinical-text';
import type { EnhanceFactCheck } from '@clinote/contracts';
import { flaggedParts, phiRefusalOf, PhiRefused, type CheckedPart, type OutgoingText } from '@clinote/notes-client';

/** What POST /api/enhance-note answers for one section: the text and svc-ai's fact check of it (issue 20). */
export interface EnhancedSection {
  enhancedText: string;
  /** Absent from an svc-ai that predates the check. */
  factCheck?: EnhanceFactCheck;
}

/** Calls POST /api/enhance-note for one section; rejects with the HTTP status when it fails. */
export type EnhanceSection = (section: Section, content: string) => Promise<EnhancedSection>;

/**
 * What happens when enhancement fails (docs/product.md §8 lists both; docs/decisions/0063-failure-path-per-form.md says which form
 * takes which): PT keeps going section by section with the local offline rewrite ("API Quota
 * Exceeded" on HTTP 429, else "AI Enhancement Fallback"); SN and OT drop back to the standard
 * formatting of the whole note ("AI Enhancement Failed").
 */
export const ENHANCEMENT_FALLBACK: Readonly<Record<Discipline, 'offline-rewrite' | 'standard-formatting'>> = Object.freeze({
  pt: 'offline-rewrite',
  ot: 'standard-formatting',
  sn: 'standard-formatting',
});

/** Why the note is not (all) the AI's wording. */
export type Fallback = 'quota' | 'offline' | 'standard';

export interface SoapNote {
  /** The note as shown, copied and saved: the sections joined by blank lines. */
  text: string;
  sections: SoapSections;
  /** The AI path produced the text (the provider, or the offline rewrite standing in for it). */
  aiEnhanced: boolean;
  fallback?: Fallback;
  /** With AI on: the standard formatting (the note with AI off), offered instead of flagged AI text. */
  standard?: SoapSections;
  /** The AI sections whose fact check failed (issue 20): the clinician chooses before the note is used. */
  flagged?: CheckedPart[];
}

/** A section is sent only when one of its output fields holds something (blank sections never are). */
export function filledSections(discipline: Discipline, answers: SoapAnswers): Section[] {
  return FORMS[discipline].sections
    .filter((section) => section.fields.some((field) => field.output && (answers[section.id]?.[field.key] ?? '').trim() !== ''))
    .map((section) => section.id);
}

/**
 * What generating sends (with AI on) and saves: each filled section's standard text, the text svc-ai
 * runs its PHI check on. The PHI review checks it too (issue 21), so it asks about what svc-ai would refuse.
 */
export function outgoingSections(discipline: Discipline, answers: SoapAnswers): OutgoingText[] {
  const standard = buildSoap(discipline, answers);
  return filledSections(discipline, answers).map((section) => ({ label: SECTION_NAMES[section], text: standard[section] }));
}

/** An untouched section in the enhanced note's style: "Plan: No plan established." */
function emptySectionLine(discipline: Discipline, section: Section): string {
  const definition = FORMS[discipline].sections.find((s) => s.id === section)!;
  return `${SECTION_NAMES[section]}: ${toSentence(definition.emptyLine)}`;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * docs/product.md §4 Note generation: with AI off, the standard formatted sections joined by blank lines;
 * with AI on, each filled section goes separately (in parallel) to the enhancement call and the
 * results are joined the same way, failures handled as ENHANCEMENT_FALLBACK says. A PHI refusal
 * (422 PHI_DETECTED) is no failure of the AI service and has no fallback: it rejects with PhiRefused,
 * and no note is made (issue 21).
 */
export async function generateSoapNote(
  discipline: Discipline,
  answers: SoapAnswers,
  options: { aiEnabled: boolean; enhance: EnhanceSection },
): Promise<SoapNote> {
  const standard = buildSoap(discipline, answers);
  if (!options.aiEnabled) return { text: joinSoap(standard), sections: standard, aiEnhanced: false };

  const filled = new Set(filledSections(discipline, answers));
  const failures: Fallback[] = [];
  const checked = new Map<Section, CheckedPart>();
  const rewrite = async (section: Section): Promise<string> => {
    if (!filled.has(section)) return emptySectionLine(discipline, section);
    try {
      const { enhancedText, factCheck } = await options.enhance(section, standard[section]);
      checked.set(section, { label: SECTION_NAMES[section], sent: standard[section], enhancedText, factCheck });
      return enhancedText;
    } catch (error) {
      const refusal = phiRefusalOf(error);
      if (refusal) throw new PhiRefused(refusal, SECTION_NAMES[section]);
      if (ENHANCEMENT_FALLBACK[discipline] === 'standard-formatting') throw error;
      failures.push(statusOf(error) === 429 ? 'quota' : 'offline');
      return offlineRewrite(section, standard[section]);
    }
  };

  let texts: string[];
  try {
    texts = await Promise.all(SECTIONS.map(rewrite));
  } catch (error) {
    if (error instanceof PhiRefused) throw error;
    return { text: joinSoap(standard), sections: standard, aiEnhanced: false, fallback: 'standard' };
  }
  const sections = Object.fromEntries(SECTIONS.map((section, i) => [section, texts[i]])) as SoapSections;
  const fallback = failures.includes('quota') ? 'quota' : failures[0];
  // The offline rewrite standing in for a failed call is not the AI's and is not checked here.
  const flagged = flaggedParts(SECTIONS.flatMap((section) => checked.get(section) ?? []));
  return {
    text: joinSoap(sections),
    sections,
    aiEnhanced: true,
    standard,
    ...(fallback ? { fallback } : {}),
    ...(flagged.length > 0 ? { flagged } : {}),
  };
}
