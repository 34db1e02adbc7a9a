/**
 * The evidence layer of the coverage checklist (issue 21). A phrase found in an answer is a claim;
 * before it counts, its context is classified:
 *
 * - negated      "no", "denies", "not", "without" … before it (NegEx window), "-free", "ruled out" after;
 * - hedged       awaited, pending, unsigned, requested, planned, scheduled, "to be obtained", "will see",
 *                "may", "possible", "?", "if" … in its clause (for benefits only the speculative ones:
 *                "will allow" is what a benefit is);
 * - past         "previously", "last month", "before the stroke", "during the admission" …, or "was …"
 *                with "now/since … walks" after it (a state, not a trial or an event);
 * - other-actor  an event done by someone who is not the treating practitioner ("F2F eval by PT",
 *                "order signed by the patient"), a state of someone else ("wife demonstrates safe use");
 * - other-setting a home criterion stated only for the community ("insufficient for community distances");
 * - asserted     none of these.
 *
 * An asserted claim is then read in its whole sentence (qualifierOf): a label opening the answer
 * ("Goal:", "Recommend:", "Not yet assessed:"), a goal, advice, a hedge anywhere in the sentence
 * ("…, pending confirmation"), a past time or a condition opening it ("Prior to her stroke, …", "If …,"),
 * only some of the time ("on bad days"), for an ability help or unsafety ("with CGA only", "unsafe when
 * fatigued", "only"), another setting with no word of the home, or a contrast whose clause says the
 * opposite ("but observed walking to the bathroom") — any of these makes it count only as 'unclear'.
 *
 * The rules then combine the asserted claims with counter-evidence (rules.ts). Every window here is
 * bounded (a clause or sentence, at most CONTEXT_REACH characters either side), so classifying a claim
 * costs the same on a short answer and on a 60,000-character one.
 */
import { CHECKED_BOX, isNegated, UNCHECKED_BOX, windowBefore } from './matching';
import type { Normalized } from './normalize';
import {
  CAREGIVER,
  NON_PRACTITIONER,
  OTHER_CREDENTIAL,
  PRACTITIONER,
  PRACTITIONER_CREDENTIAL,
  UPDATE_LABEL,
  WALKER,
  WHEELCHAIR,
} from './vocabulary';

/** What kind of statement a phrase makes: which contexts defeat it. */
export type ClaimKind =
  /** A current state of the patient ("confined to bedroom", "unable to reach the toilet"). */
  | 'state'
  /** A trial of an aid or a measure ("walker tried, unsafe", "pillows tried without relief"): past tense is natural. */
  | 'trial'
  /** Something done once by the practitioner (an order signed). */
  | 'event'
  /** What the item will do ("will allow", "reduces fall risk"): future is natural. */
  | 'benefit'
  /** A diagnosis or a feature named ("CHF", "hemiparesis"). */
  | 'name'
  /** What is asked for (a feature, an item): only negation defeats it. */
  | 'request';

export type ClaimContext = 'asserted' | 'negated' | 'hedged' | 'past' | 'other-actor' | 'other-setting';

/** How a claim was classified, and the words that decided it. */
export interface Classification {
  readonly context: ClaimContext;
  /** The cue found (e.g. "awaiting", "PT", "community distances"); absent when asserted or negated. */
  readonly cue?: string;
}

/** Characters read around a claim at most (its clause is usually much shorter). */
const CONTEXT_REACH = 160;

/** Not done or not decided yet. */
const NOT_YET = String.raw`await\w*|pending|unsigned|not yet|yet to|planned|plan(?:s|ning)? to|to be (?:obtained|(?:co-?|e-?)?signed|done|completed|scheduled|assessed|evaluated|determined|faxed|sent|trialed|tried|seen|discussed|confirmed|ordered|reviewed)|will (?:see|obtain|sign|send|fax|schedule|be seen|be signed|be obtained|be on file|be in (?:the )?chart|be received|trial|try|assess|evaluate|discuss|confirm|order|follow up)|once|tbd|referr(?:al|ed) (?:to|for)|(?:will|to) be (?:taught|trained|instructed|educated|shown)|(?:needs?|requires?) (?:further |more )?(?:training|instruction)|(?:will|to|going to|needs? to) (?:get|have) (?:\S+ ){0,3}?(?:co-?|e-?)?signed`;
/** Speculation. */
const SPECULATIVE = String.raw`may|might|maybe|perhaps|likely|i (?:think|guess)|i believe(?=\s*(?:[.;!?)]|$))|believed to|thought to|hopefully|hoping|hope[sd]? (?:to|that|for|the|she|he|they|this|it)|could (?:be|become|have|develop|need|require)|(?<!\bnot )possibl[ey]|probabl[ey]|questionabl[ey]|unsure|uncertain|unclear|unknown|suspect(?:ed)?|r\/o|rule out|whether|(?:will|to) (?:determine|decide|see if)|tbd|to be determined`;
const HEDGE = new RegExp(String.raw`\b(?:${NOT_YET}|${SPECULATIVE})\b`, 'iu');
const SPECULATION = new RegExp(String.raw`\b(?:${SPECULATIVE})\b`, 'iu');
/** A condition not met yet, before the claim or in it: "if transfers decline", "once weight-bearing". */
const CONDITION = /\b(?:if|once|unless|in case)\b/iu;
/** An order only requested, needed or sent out ("signed order needed", "requires signed order", "sent to MD for signature"). */
const ORDER_NOT_YET =
  /\b(?:requested|request(?:ing)?|scheduled|needs?|needed|required?|requires|necessary|must (?:be|have)|obtain|for (?:signature|signing)|expected|awaiting|waiting|to follow|will follow|forthcoming|to come)\b/iu;
/**
 * Anywhere in the answer, what leaves an order unsigned or not this one: "signature missing", "walker order
 * not yet signed", a signature stamp (not a signature), "no current order".
 */
const ORDER_UNSIGNED =
  /\b(?:signature|sig)\s+(?:is\s+)?(?:still\s+)?(?:missing|pending|needed|required|absent|outstanding|not\s+(?:yet\s+)?(?:obtained|on file|present|there))\b|\b(?:missing|lacks?|lacking|without)\s+(?:the\s+|a\s+|any\s+)?(?:(?:physician|practitioner|provider|prescriber|doctor|md|np|pa|dr\.?\s+\w+)(?:'s)?\s+)?signature\b|\b(?:order|swo|rx|prescription)\s+(?:is\s+)?(?:not\s+(?:yet\s+)?signed|unsigned|pending\s+signature)\b|\b(?:signature\s+stamp|stamped\s+signature|rubber[- ]stamp\w*)\b|\bno\s+(?:current|active|valid|new)\s+(?:order|swo|rx|prescription)\b|\bsign(?:ed|ature)\s*[?:-]\s*(?:n|no|none)\b|\b(?:order|swo|rx|prescription)\s+(?:is\s+|was\s+)?not\s+(?:yet\s+)?(?:written|done|completed|received|obtained|returned)\b|\b(?:page|pg|p\.)\s*\d+\s+(?:is\s+|was\s+|left\s+)?(?:unsigned|not signed)\b|\bre-?sent\s+(?:back\s+)?to\s+(?:the\s+)?(?:md|dr|physician|doctor|pcp|np|pa|provider|practitioner)\b/iu;
/** "n/a", "N/A", "not applicable": nothing stated. */
const NOT_APPLICABLE = /\bn\/a\b|\bnot applicable\b/iu;
/** An order given by voice: "order received by telephone", "phone order … transcribed by nurse", "V/O", "read back". */
const SPOKEN_ORDER =
  /\b(?:verbal|telephone|phone|oral)\s+(?:order|rx)\b|\b(?:order|rx)\s+(?:\w+\s+){0,3}?(?:by|over the|via)\s+(?:tele)?phone\b|\b(?:v\/o|t\/o|read back|read-back|transcribed|verbally)\b/iu;
/** The patient's own account of an event: "per pt", "pt reports", "patient states". */
const PATIENT_SAYS = /\b(?:per (?:pt|patient)|(?:pt|patient) (?:reports?|reported|says|said|states|stated|believes|thinks|recalls))\b/iu;
/** A sentence opened as an update of what came before: "UPDATE 3/6/26:", "Addendum -", "-- 3/4:", "Correction:". */
const UPDATE_OPENING = new RegExp(
  String.raw`^\s*(?:[-–—]{1,2}\s*)?(?:(?:${UPDATE_LABEL}|edit(?:ed)?)\b|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\s*(?:${UPDATE_LABEL}\s*)?:)`,
  'iu',
);
/** After the claim, past a comma: ", unsigned", ", pending signature", ", to be signed". */
const POST_HEDGE =
  /^\s*[:=]\s*(?:n\/a|not applicable|none)\b|^\s*(?:[,(-]\s*)?(?:still\s+)?(?:unsigned|pending|await\w*|not (?:yet )?(?:signed|received|done|on file|completed)|to be (?:signed|obtained|completed|done)|requested)\b/iu;

/**
 * Doubt later in the claim's sentence, past a comma or a dash: "son is available to push the chair -- if his work
 * shifts allow, which he isn't sure of yet". "If needed" is no doubt.
 */
const LATE_DOUBT =
  /\b(?:(?:is|are|was|were)\s*n[o']t|not)\s+(?:yet\s+)?(?:sure|certain)\b|\b(?:if|depending on|as long as)\s+(?:his|her|their|my)\s+(?:work|job|shifts?|schedule|hours|availability)\b/iu;

/**
 * A bare hedge after a spaced dash that ends the claim's sentence: "SWO signed by Dr P - not yet
 * received", "order signed – pending return". The dash ends a clause, not what the clause is about.
 */
const DASH_HEDGE =
  /^[ \t]*[-–—]{1,2}[ \t]*(?:still\s+)?(?:unsigned|pending|tbd|to be determined|unconfirmed|unverified|await\w*|not (?:yet )?(?:signed|received|returned|back|done|on file|completed|in (?:the )?chart)|to be (?:signed|obtained|completed|done|returned)|requested)\b/iu;

/**
 * A template's placeholder left in the answer: "[Y/N]", "[select]", "[DATE]", "{MRADL}", "***", "___",
 * "Ramp: Y / N". An answer holding one is a form not filled in, not a finding.
 */
const PLACEHOLDER_WORDS =
  /\*{3,}|_{3,}|\{[\w ./-]{1,30}\}|\[(?:[\w .-]{0,20}\/[\w ./-]{0,30}|select|choose|date|name|provider|outcome|x|[ \t]*|\.{2,}|(?:insert|enter|fill|add|describe|list|specify|state|document|explain|type)\b[^\]\n]{0,120})\]|<<[^<>\n]{1,80}>>|\bplaceholder\b|☐|\bY\s*\/\s*N\b/iu;
/** A word in capitals in brackets, as templates mark a field: "[DATE]", "[PT NAME]". */
const PLACEHOLDER_CAPS = /\[\p{Lu}{2,}(?: \p{Lu}+){0,2}\]/u;
const PLACEHOLDER = {
  exec: (text: string) => PLACEHOLDER_WORDS.exec(text) ?? PLACEHOLDER_CAPS.exec(text),
  test: (text: string) => PLACEHOLDER_WORDS.test(text) || PLACEHOLDER_CAPS.test(text),
};
/**
 * A checked box before a word: "[x] toileting", "☒ yes" — a choice made on a form, not a blank ("[x] ft"
 * is a number to fill in).
 */
const CHECKED_CHOICE = new RegExp(
  String.raw`${CHECKED_BOX}[ \t]*(?!(?:ft|feet|in|inches|lbs?|kg|min|mins|x|times|reps|days?|wks?|weeks?|mos?|months?)\b)\p{L}`,
  'u',
);
/** A sentence that opens with an unchecked box: an option of a form, not chosen. */
const UNCHECKED_OPENING = new RegExp(`^\\s*${UNCHECKED_BOX}`, 'u');
/** A form's boxes, checked or not. */
const BOXES = new RegExp(`${CHECKED_BOX}|${UNCHECKED_BOX}`, 'gu');
/**
 * A template not filled in: a placeholder, or boxes none of which is checked ("☐ signed ☐ dated"). Where a
 * box is checked, the boxes are the form's answer and the unchecked ones the options not chosen.
 */
function placeholderIn(text: string): RegExpExecArray | null {
  return PLACEHOLDER.exec(CHECKED_CHOICE.test(text) ? text.replace(BOXES, ' ') : text);
}
/**
 * A condition after the claim that makes it hypothetical: "will resolve the deficit if pt were to
 * participate", "would help as long as he complied".
 */
const IF_WERE =
  /\b(?:if|unless|provided(?: that)?|assuming|as long as)\b[^.;!?\n]{0,40}?\b(?:were|would|could|should|agrees?|agreed|participates?|participated|complies|complied|compliant|adheres?|consents?|consented|is willing|becomes?)\b/iu;
/**
 * An order of another episode: "signed order on file 1/10/2025 (prior episode)", "order from the last
 * admission", an item returned or an order expired.
 */
const OTHER_EPISODE = new RegExp(
  String.raw`\b(?:(?:prior|previous|earlier|last|former|old|past)\s+(?:episode|admission|hospitali[sz]ation|stay|cert(?:ification)?(?: period)?|soc|start of care|plan of care|rental)|(?:item|equipment|chair|${WHEELCHAIR}|${WALKER}|commode|bsc|bed|device|dme)\s+(?:was\s+|been\s+|were\s+)?returned|(?<!\b(?:order|swo|dwo|rx|prescription|signed)\b[^.;\n]{0,60})returned\s+to\s+(?:the\s+)?(?:supplier|vendor|dme|company|store)|expired|superseded|voided)\b`,
  'iu',
);

/** The order or the equipment the patient had before. */
const OLD_ITEM =
  /\b(?:previous|prior|old|older|former|original|earlier|last|expired)\s+(?:[\w-]+\s+){0,2}?(?:orders?|rx|prescriptions?|scripts?|swo|dwo|chair|wheelchair|w\/c|walker|rollator|bed|commode|device|equipment|dme)\b/iu;

/** A past state: explicit time words. */
const PAST =
  /\b(?:(?<!\bas )previously|formerly|used to|in the past(?! (?:\d+ |few |several |couple (?:of )?)?(?:days?|weeks?|months?|years?|wks?|mos?)\b)|at baseline|plof|prior level|prior to (?:this|the) (?:admission|episode)|prior to (?:the |her |his )?(?:\w+ )?(?:surgery|admission|hospitali[sz]ation|fall|stroke|cva|injury|fracture|fx|decline|illness)|before (?:the |her |his |this )?(?:\w+ )?(?:surgery|admission|hospitali[sz]ation|fall|stroke|cva|injury|fracture|fx|decline|illness|replacement|tka|tha)|(?<!\b(?:the|past) )last (?:week|month|year|winter|spring|summer|fall|autumn)|during (?:the |her |his )?(?:hospital|admission|stay|hospitali[sz]ation|rehab\w*|inpatient)|(?:while|when) (?:in|at) (?:the )?(?:hospital|rehab|snf))\b/iu;
/** A past tense that needs a change after it to mean "no longer". */
const WAS = /\b(?:was|were|had been|needed|required|used|could(?:n't| not))\b/iu;
/** The state has changed since: "now ambulates", "since surgery walks", "resolved". */
const RESOLVED =
  /\b(?:(?:now|currently|presently|at present|since (?:then|surgery|discharge|rehab\w*|therapy|(?:the|her|his) \w+)|no longer|these days|today)\b[^.;!?\n]{0,50}?\b(?:ambulat\w*|walks?|walking|independent\w*|able|safe\w*|improved|resolved|uses?|gets?|transfers?|repositions?|sleeps?|pain[- ]free|steady|stable|climbs?|manages?|up and (?:about|around)|mobile|out of bed|moving (?:about|around)|back to (?:baseline|normal|her usual|his usual))|(?:has |have |now )?resolved)\b/iu;

/** A state still to come, right before the claim: "will be confined to bed", "is expected to become bedbound". */
const FUTURE_STATE =
  /\b(?:will|would|may|might|is going to|going to|expected to|likely to)(?:\s+(?:likely|probably|then))?(?:\s+(?:be|become)(?:\s+\w+)?)?$/iu;

/** The patient is worse since: "now bedbound", "no longer able", "currently non-ambulatory". */
const WORSENED =
  /\b(?:(?:now|currently|presently|since then|these days)\b[^.;!?\n]{0,40}?\b(?:bed[- ]?bound|bedridden|non[- ]?ambulatory|unable|cannot|can't|dependent|(?:wheel\s?chair|w\/c)[- ]?(?:bound|level|dependent)|worse|declined|deteriorat\w*)|no longer (?:able|walks|ambulates|uses|safe|independent))\b/iu;
/** A benefit told in the past tense ("the walker resolved", "allowed her to walk"). */
const PAST_BENEFIT = /\b(?:allowed|enabled|permitted|improved|resolved|reduced|decreased|helped|restored|addressed|corrected)\b/iu;

/** Another setting than the home: the community, outdoors, long distances, a facility (SNF, rehab, hospital). */
const OTHER_SETTING =
  /\b(?:community(?:[- ]level)?(?: distances| ambulation| mobility| activities)?|outdoors?|outside(?: the home)?|in public|long distances|longer distances|uneven (?:terrain|ground|surfaces)|grass|gravel|curbs?|(?:grocery )?stores?|shopping|mall|church|(?:md |medical |doctor'?s? )?appointments?|outings?|(?<!\b(?:toileting|toilet|bathroom|restroom|kitchen)\s)trips?|errands|car parks?|(?:the|a|city|local) park|parking lots?|senior cent(?:er|re)s?|(?:adult )?day (?:program|care|cent(?:er|re))|snf|skilled nursing(?: facility| unit)?|nursing (?:home|facility)|(?:inpatient |acute )?rehab (?:unit|facility|hospital|center)|inpatient rehab\w*|irf|ltach|long[- ]term care|assisted living(?: facility)?|alf|hospital(?! beds?\b))\b/iu;
/**
 * The clinic or therapy gym: another setting for what the patient does (self-propels, uses the walker
 * safely), not for a trial of an aid (aids are tried in the clinic).
 */
const CLINIC_SETTING =
  /\b(?:outpatient|(?:in|at) (?:the )?clinic|(?:the |pt |ot |therapy |rehab )?gym|(?:therapy|pt|ot|rehab) (?:clinic|department|session)|parallel bars)\b/iu;
/**
 * Someone else's home ("daughter's house, where pt visits Sundays"): another setting even though it is a
 * house — unless the sentence says the patient lives there ("lives in son's home").
 */
const ANOTHER_HOME =
  /\b(?:daughter|son|sister|brother|niece|nephew|friend|neighbou?r|relative|grand(?:daughter|son|child)|mother|father|parents|aunt|uncle|cousin)['’]?s\s+(?:house|home|apartment|apt|place|condo|residence)\b/iu;
const LIVES_THERE = /\b(?:lives?|living|resides?|residing|moved)\b/iu;
// "nursing home" is another setting, not the patient's home.
const HOME = /\b(?:(?<!nursing )home|house|household|indoors|in-home|inside|apartment|apt|residence|condo|bedroom|bathroom|kitchen)\b/iu;

const DETERMINERS = String.raw`(?:(?:the|a|an|this|that|our|her|his|their|pt'?s|patient'?s|home health|treating|ordering|primary care|own)\s+){0,3}`;
const ROLES = String.raw`(${PRACTITIONER}|${NON_PRACTITIONER})\b(?:\s*(?:and|&|\/|,|or)\s*${DETERMINERS}(${PRACTITIONER}|${NON_PRACTITIONER})\b)?`;
/** Who an encounter was with: "by PT", "with NP", "w/ PCP and PT". */
const ENCOUNTER_ROLE = new RegExp(String.raw`\b(?:by|with|from)\s+(?:(?:me|myself|us)\s*[(,]\s*)?${DETERMINERS}${ROLES}`, 'giu');
/** Who did the encounter as its subject: "PT performed face-to-face exam", "RN completed the F2F". */
const ENCOUNTER_SUBJECT = new RegExp(
  String.raw`\b${ROLES}\s+(?:has\s+|had\s+)?(?:performed|completed|did|made|conducted|done|saw|examined|evaluated|assessed)\b`,
  'giu',
);
/** Who signed an order: "signed by PT", "signed and dated by the physician", "from PCP". */
const SIGNER_ROLE = new RegExp(
  String.raw`\b(?:(?:signed|co-?signed|dated|written|ordered|prescribed|transcribed)\s+(?:and\s+(?:dated|signed)\s+)?(?:(?:on\s+)?\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\s+|for\s+(?:dr\.?\s+)?[\p{L}'-]+\s+)?by|from)\s+${DETERMINERS}${ROLES}`,
  'giu',
);
/**
 * A supplier company as the signer: "Hollybrook Medical signed the DWO", "Thornapple Home Medical completed and
 * signed the order form". Case-sensitive: the company's name in capitals.
 */
const SUPPLIER_SIGNER =
  /\b((?:\p{Lu}[\p{L}'-]+\s+){1,3}(?:Home\s+)?(?:Medical(?:\s+Supply)?|DME|Homecare|Home Care|Mobility|Supply|Supplies|Equipment))\s+(?:(?:completed|filled (?:out|in)|prepared)\s+and\s+)?signed\b/gu;
/** Who, by the role in brackets after a name: "signed 3/3/26 by J. Banks (supplier account rep)", "by his MA (D. Pruitt)". */
const BRACKETED_ROLE = new RegExp(
  String.raw`\bby\s+(?:[\p{L}]\.\s*)?[\p{L}'-]+(?:\s+[\p{L}'-]+)?\s*\(\s*(?:the\s+|a\s+)?(?:[\w-]+\s+){0,2}?(${NON_PRACTITIONER}|rep|representative)\b`,
  'giu',
);
/**
 * Who, by the credential after a name: "by Mara Quist, OTR/L", "signed by Keiko Tran, DPT", "with Dr Ana
 * Ruiz, MD". Case-sensitive (a capitalised name, an upper-case credential), so "with walker, pt" is no
 * one; a "Dr" before the name is the practitioner whatever follows.
 */
const NAMED_ROLE = new RegExp(
  String.raw`(?:\b(?:by|with|from|By|With|From)\s+|\b(?:signature|Signature|SIGNATURE|signed|Signed|SIGNED):\s*|\(\s*)(?:(Dr|DR|dr)\.?\s+)?(?:\p{Lu}[\p{L}'.-]*\s+){0,2}\p{Lu}[\p{L}'-]*,?\s+(${PRACTITIONER_CREDENTIAL}|${OTHER_CREDENTIAL})(?![\p{L}\/-])`,
  'gu',
);
/**
 * A therapist's or nurse's visit named as a noun: "PT eval 3/3", "OT evaluation", "HH RN visit", "OT F2F". Before
 * "eval" only, "pt" is physical therapy ("pt visit", "pt assessment" may be the patient's).
 */
const ENCOUNTER_NOUN = new RegExp(
  String.raw`\b(pt(?=\s+(?:initial\s+)?(?:re-?)?eval)|pta|ot|cota|slp|(?:physical|occupational|speech) therap\w*|therapy|home health|hh|rn|lpn|nursing)\s+(?:initial\s+|home\s+|start of care\s+|soc\s+)?(?:eval(?:uation)?s?|re-?eval(?:uation)?s?|assessments?|intake|visits?|sessions?|f2f|face[- ]to[- ]face)\b(?!\s+(?:by|with|from)\b)`,
  'giu',
);
/** "PT F2F in home 3/4", "PT face-to-face eval": typed in capitals before the encounter, PT is the therapist, not the patient. */
const THERAPIST_ENCOUNTER = /\b(PTA?)\s+(?:f2f|F2F|face[- ]to[- ]face|Face[- ]to[- ]face)\b/gu;
/** A practitioner named anywhere in a sentence, with or without "by" ("F2F 3/3 Dr Lowe"). */
const PRACTITIONER_TITLE =
  /(?<!\b(?:reviewed|co-?signed|signed(?: off)?|approved|acknowledged|forwarded|sent|faxed|routed|read)[ \t]{1,3}(?:by|to)[ \t]{1,3}(?:the[ \t]{1,3})?)\b(?:dr|md|np|pa-c|physicians?|doctors?|nurse practitioner|physician assistant|pcp)\b/iu;
/** Who handled the paper after the encounter: "reviewed by", "co-signed by", "sent to". */
const AFTERWARDS = /\b(?:reviewed|co-?signed|signed(?: off)?|approved|acknowledged|forwarded|sent|faxed|routed|read)\s*$/iu;
const IS_PRACTITIONER = new RegExp(String.raw`^(?:${PRACTITIONER}|${PRACTITIONER_CREDENTIAL})$`, 'iu');
/** Relatives and others of the household a letter names besides the caregiver words: in-laws, children, siblings, friends. */
const RELATIVE = String.raw`(?:dil|sil|(?:daughter|son|brother|sister|mother|father)[- ]in[- ]law|nieces?|nephews?|grand(?:son|daughter|child(?:ren)?|kids?)s?|children|kids|brothers?|sisters?|siblings?|friends?|neighbou?rs?|relatives?|dtr|poa)`;
/**
 * A relative or caregiver who had the encounter, opening its clause: "spouse had a face-to-face w/ Dr Quill
 * for her knee", "wife's F2F was 2/20". The practitioner then named saw them, not the patient.
 */
const RELATIVE_ENCOUNTER = new RegExp(
  String.raw`(?:^|[,;(:])\s*(?:(?:the|his|her|pt'?s|patient'?s)\s+)?(${CAREGIVER}|${RELATIVE})(?:'s\s+(?:[\w-]+\s+){0,2}?(?:f2f|face[- ]to[- ]face|visit|appt|appointment|exam|encounter)\b|\s+(?:(?:also|just|recently)\s+)?(?:had|has had|was seen|got seen|attended)\b)`,
  'iu',
);
/** A relative opening a sentence as its subject: "Husband (also our pt) is unable…", "Her mother, who lives with her, can't…". */
const RELATIVE_OPENS = new RegExp(
  String.raw`^\s*(?:[-•*]\s*)?(?:(?:her|his|the|pt'?s|patient'?s)\s+)?(${CAREGIVER}|${RELATIVE}|mother|father|mom|dad)\b`,
  'iu',
);
/** A relative's own device. */
const OWN_ITEM = /\b(?:her|his|their)\s+own\s+(?:wheel\s?chair|w\/c|chair|walker|scooter)\b/iu;
/** Between that relative and the claim, words that make the patient the subject again ("wife reports pt…"). */
const PATIENT_AGAIN = /\b(?:pt|patient|reports?|reported|states?|stated|says?|said|notes?|noted|that|per|feels?|thinks?)\b/iu;
/** The relative whose state the claim is, when one opens its sentence and the patient is not named before the claim. */
function relativeOpening(beforeClaim: string): string | undefined {
  const opener = RELATIVE_OPENS.exec(beforeClaim);
  if (!opener) return undefined;
  const between = beforeClaim.slice(opener[0].length).replace(/\([^()\n]{0,120}\)/gu, ' ');
  return PATIENT_AGAIN.test(between) ? undefined : opener[1];
}
/** "Dr. Quorne examined pt's husband": the practitioner saw someone else. */
const RELATIVE_EXAMINED = new RegExp(
  String.raw`\b(?:examined|saw|evaluated|assessed|seen)\s+(?:the\s+)?(?:pt['’]?s|patient['’]?s|her|his)\s+(${CAREGIVER}|${RELATIVE})\b`,
  'iu',
);
/**
 * "Chiropractor Dr. Vance Ollerby", "Dr. Halvard Mossbeck, DC": a title does not make a chiropractor (or a
 * therapist with a doctorate) the treating practitioner. The credential after a capitalised name, case-sensitive
 * ("DC" alone is also "discharge").
 */
const TITLED_NON_PRACTITIONER =
  /\b(chiropractor|chiropractic physician|physical therapist|occupational therapist|psychologist)\s+(?:dr|doctor)\b|\((chiropract\w*|physical therapist|occupational therapist|psychologist)\)/iu;
const CHIROPRACTIC_CREDENTIAL =
  /\p{Lu}[\p{Ll}'-]{1,30},\s?(DC|D\.C\.)(?![\p{L}'])|\b(?:Dr|DR|dr)\.?\s+\p{Lu}[\p{Ll}'-]{1,30}\s+(DC|D\.C\.)(?![\p{L}'])/u;
/**
 * Someone else as the subject of a patient's state ("wife demonstrates safe use", "family wants the w/c",
 * "daughter strongly wants pt to have a w/c": an adverb or two between them).
 */
const OTHER_SUBJECT = new RegExp(
  // "Pt and wife agreeable": the patient is a subject too. "Son and DIL want the chair": two relatives are.
  String.raw`(?<!\b(?:pt|patient|he|she)[ \t]{0,3}(?:and|&|\/|,)[ \t]{0,3}(?:(?:his|her|the)[ \t]{1,3})?)\b(${CAREGIVER}|${RELATIVE})(?:\s*(?:and|&|\/|,)\s*(?:(?:his|her|the|pt'?s)\s+)?(?:${CAREGIVER}|${RELATIVE}))?\s+(?:(?:\w+ly|also|really|still|very|too)\s+){0,2}(?:is\s+|was\s+|are\s+)?(?:able|demonstrates?|demonstrated|uses?|used|can|manages?|managed|handled|tri(?:al)?l?ed|tried|tested|self-propels?|propels?|operates?|wants?|wanted|wishes|wished|desires?|desired|consents?|consented|requests?|requested|prefers?|agrees?|agreed|agreeable|willing|motivated|eager|insists?|happy|glad|pleased|excited|comfortable|keen)\b`,
  'iu',
);

/**
 * Where a sentence ends: . ; ! ? before a space, a line break, a spaced dash between words, a form's box
 * ("[x] Order signed (Dr. O 2/26) [x] Required for safe toileting": each box its own statement). Not the full
 * stop of a capital initial ("signed by A. Kowal, DPT"), as sentences() reads it.
 */
const FULL_STOP = String.raw`(?:[;!?]|(?<!(?:^|[\s(])\p{Lu})\.)(?=\s|$)|\n`;
const SENTENCE_MARK = new RegExp(
  String.raw`${FULL_STOP}|(?<=\S)[ \t][-–—]{1,2}[ \t](?=\p{L})|(?<=\S[ \t]{0,3})(?=${CHECKED_BOX}|${UNCHECKED_BOX})`,
  'gu',
);
const FIRST_SENTENCE_MARK = new RegExp(SENTENCE_MARK.source, 'u');

/**
 * The sentence of `text` around `index`: from the last . ; ! ?, line break or spaced dash between
 * words ("F2F 2/3 - order pending", as clinicians type a semicolon) before it to the next.
 */
export function sentenceAround(text: string, index: number, end: number): { start: number; end: number } {
  const from = Math.max(0, index - CONTEXT_REACH);
  // A few characters past the claim's start: a mark's lookahead ("- update", "[x] …") needs what follows it.
  const before = text.slice(from, index + 8);
  let start = from;
  for (const mark of before.matchAll(SENTENCE_MARK)) {
    const markEnd = from + (mark.index as number) + mark[0].length;
    if (markEnd <= index) start = markEnd;
  }
  const after = text.slice(end, end + CONTEXT_REACH);
  const stop = FIRST_SENTENCE_MARK.exec(after);
  return { start, end: stop === null ? Math.min(text.length, end + CONTEXT_REACH) : end + stop.index };
}

/**
 * The sentence and the fragments a spaced dash adds to it, to the next . ; ! ? or line break ("Face-to-face 3/1/26
 * with Dr. A for falls - conducted via video"): where a record's qualifiers often stand.
 */
export function runAround(text: string, index: number, end: number): { start: number; end: number } {
  const sentence = sentenceAround(text, index, end);
  const rest = text.slice(sentence.end, sentence.end + CONTEXT_REACH);
  const stop = RUN_END.exec(rest);
  return { start: sentence.start, end: sentence.end + (stop === null ? rest.length : stop.index) };
}
/** Where a run ends: where a sentence does (SENTENCE_MARK) but at a spaced dash. */
const RUN_END = new RegExp(String.raw`${FULL_STOP}|${CHECKED_BOX}|${UNCHECKED_BOX}`, 'u');

/** The clause after a claim (to a comma, "but" or the sentence end), at most CONTEXT_REACH characters. */
function clauseAfter(text: string, end: number, sentenceEnd: number): string {
  const rest = text.slice(end, Math.min(sentenceEnd, end + CONTEXT_REACH));
  const stop = /[,;]|\b(?:but|however|although|though|whereas)\b|[ \t][-–—]{1,2}[ \t]/iu.exec(rest);
  return stop === null ? rest : rest.slice(0, stop.index);
}

/** A form's question answered yes right after its mark: "Signed order on file? Y -- Dr. A", "On file? Yes". */
const ANSWERED_YES = /^\s*(?:[-–—:]\s*)?(?:y|yes)\b(?!\s*\/)(?!\s*[,(]?\s*(?:per|according to|reportedly|by report)\b)/iu;

/** A question mark in the same line, with no sentence end between it and the claim, not answered yes. */
function questioned(text: string, index: number, end: number): boolean {
  const before = text.slice(Math.max(0, index - CONTEXT_REACH), index);
  const lastBreak = Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('\n'), before.lastIndexOf('!'));
  const asked = before.indexOf('?', lastBreak + 1);
  if (asked >= 0 && !ANSWERED_YES.test(before.slice(asked + 1))) return true;
  const after = text.slice(end, end + CONTEXT_REACH);
  const stop = /[.;!\n]/u.exec(after);
  const question = after.indexOf('?');
  return question >= 0 && (stop === null || question < stop.index) && !ANSWERED_YES.test(after.slice(question + 1));
}

export interface ClassifyOptions {
  readonly kind: ClaimKind;
  /** The criterion is about the home: a claim only about another setting does not count ('or-clinic': the clinic does). */
  readonly home?: boolean | 'or-clinic';
  /** Extra words that negate this phrase when they come before it. */
  readonly negators?: RegExp;
  /** Whose state the claim is: the patient's (default: a caregiver's state is another actor's) or the caregiver's. */
  readonly subject?: 'patient' | 'caregiver';
  /** Which way the claim points (a limitation told in the future, "will be confined to bed", is not one yet). */
  readonly stance?: Stance;
}

/** Classifies the claim text.slice(index, end) of a normalized answer. */
export function classify(text: string, index: number, end: number, options: ClassifyOptions): Classification {
  const { kind } = options;
  const before = windowBefore(text, index);
  if (isNegated(text, index, end - index, options.negators, before)) return { context: 'negated' };
  const sentence = sentenceAround(text, index, end);
  // A form's option not chosen: its sentence opens with an unchecked box ("[ ] Demonstrates safe use … [x] Unsafe").
  if (UNCHECKED_OPENING.test(text.slice(sentence.start, index))) return { context: 'negated' };
  // Anywhere in the answer: a template not filled in ("walker insufficient; cane [***]") leaves its
  // claims half made, even one in another sentence.
  const placeholder = placeholderIn(text);
  if (placeholder) return { context: 'hedged', cue: placeholder[0] };
  if (kind === 'request') return { context: 'asserted' };
  const claim = text.slice(index, end);
  const after = clauseAfter(text, end, sentence.end);
  const near = `${before} ${claim} ${after}`;

  const hedge = (kind === 'benefit' || kind === 'name' ? SPECULATION : HEDGE).exec(near) ?? CONDITION.exec(`${before} ${claim}`);
  if (hedge) return { context: 'hedged', cue: hedge[0] };

  if (questioned(text, index, end)) return { context: 'hedged', cue: '?' };
  const hypothetical = IF_WERE.exec(text.slice(end, Math.min(sentence.end, end + CONTEXT_REACH)));
  if (hypothetical) return { context: 'hedged', cue: hypothetical[0] };
  const expected = kind === 'state' && options.stance === 'limitation' ? FUTURE_STATE.exec(before) : null;
  if (expected) return { context: 'hedged', cue: expected[0] };
  if (kind !== 'benefit' && kind !== 'name') {
    const post = POST_HEDGE.exec(text.slice(end, Math.min(sentence.end, end + CONTEXT_REACH)));
    if (post) return { context: 'hedged', cue: post[0].replace(/^[\s,(-]+/u, '') };
    const doubt = LATE_DOUBT.exec(text.slice(end, Math.min(runAround(text, index, end).end, end + CONTEXT_REACH)));
    if (doubt) return { context: 'hedged', cue: doubt[0] };
    const dashed = DASH_HEDGE.exec(text.slice(sentence.end, sentence.end + CONTEXT_REACH));
    if (dashed) return { context: 'hedged', cue: dashed[0].replace(/^[\s–—-]+/u, '') };
  }

  if (kind === 'event') {
    // An order for the equipment the patient had before is not this one ("order for her previous chair was signed in 2019").
    const old = OLD_ITEM.exec(near) ?? OTHER_EPISODE.exec(text.slice(sentence.start, sentence.end));
    if (old) return { context: 'past', cue: old[0] };
    // Who signed, and how, may follow a dash: "Signed SWO on file - signature: K. Osei, DPT, for Dr. A".
    const run = runAround(text, index, end);
    const record = text.slice(run.start, run.end);
    const actor = actorOf(record, [SIGNER_ROLE, NAMED_ROLE, BRACKETED_ROLE, SUPPLIER_SIGNER]);
    // A telephone or verbal order, even signed by whoever took it down, is no written order.
    const spoken = SPOKEN_ORDER.exec(record);
    if (spoken) return { context: 'hedged', cue: spoken[0] };
    // A hedge in a fragment after a dash: "Signed and dated physician order on file - n/a, supplier will obtain".
    const continued = text.slice(sentence.end, run.end);
    const later = HEDGE.exec(continued) ?? NOT_APPLICABLE.exec(continued);
    // "- no longer pending" says the other way.
    if (later && !/\b(?:no longer|not|never)\s+(?:\w+\s+)?$/iu.test(continued.slice(0, later.index)))
      return { context: 'hedged', cue: later[0] };
    if (actor !== undefined) return { context: 'other-actor', cue: `signed by ${actor}` };
    // The patient's word for it ("per pt", "pt reports Dr Hale signed the order"): an order is the chart's to show.
    const told = PATIENT_SAYS.exec(text.slice(sentence.start, sentence.end));
    if (told) return { context: 'hedged', cue: told[0] };
    const needed = /\b(?:on file|in (?:the )?chart|received)\b/iu.test(claim) ? null : ORDER_NOT_YET.exec(near);
    if (needed) return { context: 'hedged', cue: needed[0] };
    // An update supersedes what its answer said before it ("Order pending signature. UPDATE 3/5: signed order
    // received", "… 3/9/26 addendum: signed SWO received"); anything said after it still counts.
    const from = UPDATE_OPENING.test(before) || UPDATE_OPENING.test(claim) ? sentence.start : lastUpdateEnd(text, index);
    const unsigned = ORDER_UNSIGNED.exec(text.slice(from));
    if (unsigned) return { context: 'hedged', cue: unsigned[0] };
  }
  const subject = kind === 'state' && options.subject !== 'caregiver' ? OTHER_SUBJECT.exec(`${before} ${claim}`) : null;
  if (subject) return { context: 'other-actor', cue: `the ${subject[1].toLowerCase()}` };
  // A limitation only: "daughter will put it over the toilet" still says where the patient's commode goes.
  const opener =
    kind === 'state' && options.stance === 'limitation' && options.subject !== 'caregiver'
      ? relativeOpening(text.slice(sentence.start, index))
      : undefined;
  if (opener) return { context: 'other-actor', cue: `the ${opener.toLowerCase()}` };
  // "Spouse self-propels her own wheelchair": what a relative does with their own chair is not help with the patient's.
  const own = kind === 'state' ? OWN_ITEM.exec(near) : null;
  const ownBy = own ? relativeOpening(text.slice(sentence.start, index)) : undefined;
  if (own && ownBy) return { context: 'other-actor', cue: `the ${ownBy.toLowerCase()}, ${own[0]}` };

  if (options.home) {
    const setting = OTHER_SETTING.exec(near) ?? (kind === 'trial' || options.home === 'or-clinic' ? null : CLINIC_SETTING.exec(near));
    if (setting && !HOME.test(near)) return { context: 'other-setting', cue: setting[0] };
    const elsewhere = ANOTHER_HOME.exec(text.slice(sentence.start, sentence.end));
    if (elsewhere && !LIVES_THERE.test(text.slice(sentence.start, sentence.end))) return { context: 'other-setting', cue: elsewhere[0] };
  }

  if (kind === 'state' || kind === 'benefit' || kind === 'trial') {
    const past = PAST.exec(near);
    // "since the stroke last month" is still so.
    const ongoing = past !== null && /\bsince\b/iu.test(near.slice(0, past.index));
    const following = text.slice(end, end + CONTEXT_REACH);
    const changed = RESOLVED.test(following);
    if (past && !ongoing && (kind !== 'trial' || changed)) return { context: 'past', cue: past[0] };
    // Worse since ("walker resolved her deficit after surgery; she is now bedbound"): what helped then no longer does.
    const worse = kind !== 'trial' ? WORSENED.exec(following) : null;
    const was = kind === 'state' && (changed || worse) ? WAS.exec(`${before} ${claim}`) : null;
    if (was) return { context: 'past', cue: was[0] };
    const helped = kind === 'benefit' && worse ? PAST_BENEFIT.exec(claim) : null;
    if (helped) return { context: 'past', cue: helped[0] };
  }
  return { context: 'asserted' };
}

// ---------------------------------------------------------------------------------------------
// Qualified claims: asserted, but their own sentence limits them

/** Which way a claim points: the patient can do something (safe use, self-propels) or cannot (unable to reach the toilet). */
export type Stance = 'ability' | 'limitation';

/** A qualifier in a claim's sentence: the words, and what they do to the claim (after "the answers"). */
export interface Qualification {
  readonly cue: string;
  readonly why: string;
}

/** A goal, not the present: "Goal: safe use of RW", "STG: pt will self propel 50 ft". */
const GOAL =
  /\b(?:goals?|ltg|stg|long[- ]term goals?|short[- ]term goals?|working (?:toward|towards|on)|expected outcomes?|by (?:discharge|d\/c|the end of (?:the )?(?:episode|care|week|month)))\b/iu;
/** A future ability of the patient ("will be able to", "will be independent with"): a goal in other words. */
const FUTURE_ABILITY =
  /\b(?:will be able to|to be able to|will (?:be |become )?(?:independent\w*|safe\w*|demonstrate\w*|self[- ]?propel\w*|propel\w*|ambulate\w*|walk\w*|tolerate|transfer\w*|learn\w*|progress\w*))\b/iu;
/** Advice, not a finding: "recommend RW to improve safety", "should help". */
const RECOMMENDED = /\b(?:recommend\w*|suggest(?:s|ed|ing)?|should|consider(?:s|ing)?|advis\w*)\b/iu;
/** Only some of the time: "confined to bed on bad days", "safe at times". */
const INTERMITTENT =
  /\b(?:on (?:bad|good|some|certain) days|some days|at times|sometimes|occasional(?:ly)?|on occasion|now and then|once in a while|intermittent(?:ly)?|on and off|off and on|inconsistent(?:ly)?|not (?:always|consistently)|depend(?:s|ing) on|(?:only )?(?:when|while|during) (?:eating|meals?|feeding)(?: only)?)\b/iu;

/** Only some of the time, in the sentence of text.slice(index, end) ("HOB > 30 deg when eating only"): the words, or undefined. */
export function partTimeCue(text: string, index: number, end: number): string | undefined {
  const sentence = sentenceAround(text, index, end);
  return INTERMITTENT.exec(text.slice(sentence.start, sentence.end))?.[0];
}
/**
 * An ability that needs someone's hands or prompting: "safe w/ RW with CGA only", "min A", "needs cues".
 * Stand-by assistance or supervision alone does not qualify it (no one touches the patient).
 */
const ASSISTED =
  /\b(?:cga|contact guard|hands[- ]on|min(?:imal|imum)? (?:a|assist\w*)|mod(?:erate)? (?:a|assist\w*)|max(?:imal|imum)? (?:a|assist\w*)|assist(?:ance)?\s*(?:of|x)\s*(?:1|2|one|two)|(?:with|requires?|required|needs?|needed)\s+(?:\w+\s+)?(?:help|cues|cueing|assist\w*)|(?:after|despite|with)\s+(?:(?!without\b|no\b)\w+\s+){0,2}(?:cues|cueing|prompt\w*|reminders?)|(?:verbal|tactile|repeated|frequent|constant|multiple)\s+(?:cues|cueing|prompt\w*|reminders?))\b/giu;
/** An ability said, in the same sentence, not to be safe: "unsafe when fatigued", "bumps door frames", "LOB x2". */
const UNSAFE =
  /\b(?:unsafe|not safe|loss(?:es)? of balance|fell|(?<!\brisk (?:of|for) )falls?\b(?![\s-]+(?:risk|prevention))|falling|near[- ]?falls?|bumps?|bumping|collid\w*|runs? into|impulsive|poor (?:safety|judg\w*|awareness|sequencing|technique)|(?:when|while|if)\s+(?:\w+\s+)?(?:fatigued|tired|rushed|hurried|distracted))\b/giu;
/** An inability in an ability's sentence: "still unable to walk more than 10 ft with the walker". */
const UNABLE_NOW = /\b(?:unable|cannot|can't|could not|couldn't|not able)\b/giu;
/** Not checked by the clinician: "not confirmed", "unverified", "per wife (not observed)". */
const UNVERIFIED = String.raw`unconfirmed|unverified|not (?:been |yet )?(?:confirmed|verified|observed|witnessed|assessed|evaluated|measured|tested|checked)|reportedly|apparently|supposedly|allegedly|per (?:pt|patient|family|wife|husband|daughter|son|caregiver)'?s? report|(?:per|according to) (?:the |a |her |his )?(?:family|wife|husband|spouse|daughter|son|dtr|caregiver|cg|neighbou?r|friend|roommate|landlord|relative|sister|brother|niece|nephew)\b|(?:family|wife|husband|spouse|daughter|son|dtr|caregiver|cg|neighbou?r|friend|roommate|relative|sister|brother|niece|nephew)\s+(?:says|said|states|stated|reports|reported|claims|claimed|believes|thinks|feels|tells me|told me|told us)\b(?![^.;!?\n]{0,60}\b(?:i|we)\s+(?:observed|witnessed|confirmed|saw|verified)\b)`;
/** Anywhere in the claim's sentence: not done or decided yet, speculation, not verified ("… , pending confirmation"). */
const SENTENCE_HEDGE = new RegExp(String.raw`\b(?:${NOT_YET.replace('|once|', '|')}|${SPECULATIVE}|${UNVERIFIED})\b`, 'iu');
/** For a benefit or a name (a future by nature, or a diagnosis): speculation, not verified, not there yet. */
const SENTENCE_SPECULATION = new RegExp(String.raw`\b(?:${SPECULATIVE}|${UNVERIFIED}|pending|await\w*|tbd|not yet|yet to)\b`, 'iu');
/** For a benefit: the same, and a trial still to come ("trial of loaner walker planned next wk"). */
const BENEFIT_HEDGE = new RegExp(
  String.raw`\b(?:${SPECULATIVE}|${UNVERIFIED}|pending|await\w*|tbd|not yet|yet to|(?:trials?|trialed|tried)\b[^.;!?\n]{0,40}?\b(?:planned|scheduled|to (?:start|begin))|(?:planned|scheduled)\s+(?:\w+\s+)?trials?)\b`,
  'iu',
);
/**
 * A sentence opened by a past time with no "now" after it: another clinical state ("Prior to her stroke,
 * …", "PLOF:"), or for a state also "Previously, …" (a trial is past by nature).
 */
const LEADING_PAST =
  /^\s*(?:prior to|before|plof|prior level(?: of function)?|at baseline|pta)\b(?![^]*\b(?:now|currently|presently|since|today)\b)/iu;
const LEADING_PAST_STATE = /^\s*(?:previously|formerly|in the past|used to)\b(?![^]*\b(?:now|currently|presently|since|today)\b)/iu;
/**
 * What qualifies a whole sentence of an answer, whatever it claims (the face-to-face sentence): a label
 * opening the answer, a goal, advice, a hedge, a question, a condition opening the sentence.
 */
export function sentenceQualifier(answer: string, at: number, sentence: string): Qualification | undefined {
  const header = governingHeader(answer, at + sentence.length);
  if (header) return { cue: header[0].trim(), why: 'open the answer with a label that qualifies all of it' };
  // What the practitioner recommended at the encounter (an item) is its finding, not advice about it.
  const doubt =
    GOAL.exec(sentence) ??
    RECOMMENDED.exec(sentence.replace(ITEM_ADVICE, ' ')) ??
    SENTENCE_HEDGE.exec(sentence) ??
    LEADING_CONDITION.exec(sentence) ??
    /\?/u.exec(sentence);
  return doubt ? { cue: doubt[0].trim(), why: `qualify its sentence ("${doubt[0].trim()}")` } : undefined;
}

/** An item recommended ("recommends w/c", "RW recommended"): the encounter's finding in a face-to-face sentence. */
const ITEM_ADVICE = new RegExp(
  String.raw`\b(?:recommend(?:s|ed)?|suggest(?:s|ed)?)\s+(?:(?:a|an|the)\s+)?(?:\w+\s+)?(?:${WHEELCHAIR}|${WALKER}|(?:hosp\w* )?bed|commode|bsc|bedside commode|dme|equipment)\b|\b(?:${WHEELCHAIR}|${WALKER}|(?:hosp\w* )?bed|commode|bsc|dme|equipment)\s+(?:(?:is|was)\s+)?(?:recommended|suggested)\b`,
  'giu',
);

/** A condition on a change not yet happened, anywhere in the sentence ("… if her COPD worsens", "should she decline"). */
const HYPOTHETICAL =
  /\b(?:if|when|once|should|in case|in the event)\b[^.;!?\n]{0,40}?\b(?:worsens?|worsening|declines?|deteriorat\w*|progress(?:es)?|gets? worse|becomes? worse|flares?|another (?:flare|fall|stroke|episode|exacerbation|admission)|recurs?|returns?)\b/iu;

/** A condition that is only the item arriving: "once he has the chair", "when the walker is delivered". */
const GETS_THE_ITEM = new RegExp(
  String.raw`^\s*(?:once|when(?:ever)?)\s+(?:(?:he|she|they|pt|the patient|the pt)\s+(?:has|have|gets?|receives?)\s+(?:the|a|an|his|her|their|this|that)\s+(?:new\s+)?(?:${WHEELCHAIR}|chair|${WALKER}|commode|bsc|bed|hospital bed|equipment|item|dme|it)|(?:the|a|an|his|her|their)\s+(?:new\s+)?(?:${WHEELCHAIR}|chair|${WALKER}|commode|bsc|bed|hospital bed|equipment|item|dme)\s+(?:is\s+)?(?:arrives|delivered|comes|is here|in place|set up))\b[^,:]*[,:]`,
  'iu',
);
/** A sentence opened by a condition ("If pt declines further, …", "Once NWB is lifted, …"). */
const LEADING_CONDITION = /^\s*(?:if|once|unless|in case|should|when(?:ever)?)\b[^,:]{0,60}[,:]/iu;
/**
 * Up to 30 characters of a label, within its first sentence: "Awaiting signed order. UPDATE 3/6/26: signed order
 * received" opens with a sentence, not with a label over the update.
 */
const HEADER_GAP = String.raw`(?:(?![.!?]\s)[^:\n]){0,30}?`;
/**
 * A label opening the answer that governs all of it: "Goal: …", "STG - …", "Recommend: …", "May need:
 * …", "Not yet assessed: …", "Per wife (not observed): …".
 */
const FIELD_HEADER = new RegExp(
  String.raw`^\s*${HEADER_GAP}(?<!\b(?:not|isn't)\s{1,3})\b(?:goals?|stg|ltg|long[- ]term goals?|short[- ]term goals?|expected outcomes?|plan(?: of care)?|poc|recommend\w*|suggest\w*|${NOT_YET.replace('|once|', '|')}|${SPECULATIVE}|${UNVERIFIED}|prior(?: level)?|previous(?:ly)?|plof|hx|history)\b${HEADER_GAP}(?::|[ \t][-–—]{1,2}[ \t])`,
  'iu',
);

/** A dated update or a correction, which supersedes what the answer said before it. */
const UPDATE_MARK = new RegExp(String.raw`\b${UPDATE_LABEL}\b[^:\n]{0,30}:`, 'iu');

/**
 * An update or correction between two places of one answer ("Pt declined w/c. 3/6/26 update: now agrees to use
 * it"): what came before it is superseded, whichever way it pointed.
 */
export function updatedBetween(text: string, from: number, to: number): boolean {
  return from < to && UPDATE_MARK.test(text.slice(from, to));
}

const UPDATE_MARKS = new RegExp(UPDATE_MARK.source, 'giu');

/** Where the last update or correction label before `index` ends (what is before it is superseded), or 0. */
function lastUpdateEnd(text: string, index: number): number {
  let end = 0;
  for (const match of text.slice(0, index).matchAll(UPDATE_MARKS)) end = (match.index as number) + match[0].length;
  return end;
}

/**
 * The label opening the answer that governs text up to `until` (see FIELD_HEADER), unless an update or a
 * correction comes between ("Order unsigned - update 3/4/26: signed by Dr. B today").
 */
function governingHeader(text: string, until: number, reach = until): RegExpExecArray | undefined {
  const header = FIELD_HEADER.exec(text);
  if (header === null || header.index + header[0].length >= until) return undefined;
  // The update may open the claim itself ("ADDENDUM 3/5/26: now signed by Dr. Quill"): read to `reach`.
  return UPDATE_MARK.test(text.slice(header.index + header[0].length, reach)) ? undefined : header;
}

/** "But", "however", "although": the sentence sets something against the claim. */
const CONTRAST = /\b(?:but|however|although|though|except|whereas|albeit|other than)\b/giu;
const FIRST_CONTRAST = /\b(?:but|however|although|though|except|whereas|albeit|other than)\b/iu;
/** What undoes an ability in a contrasting clause: a negation, a limit, help. */
const LIMITING =
  /\b(?:not|no|never|unable|cannot|unsafe|difficulty|difficult|requires?|needs?|only|still|assist\w*|cga|sba|supervision|cues?|loss of balance|falls?|fell|limited)\b|n't\b/iu;
/** What undoes a limitation in a contrasting clause: the patient manages after all. */
const ENABLING =
  /\b(?:independent\w*|safe|safely|able|can(?!'t|not)|manages?|managing|without (?:difficulty|assist\w*|help)|steady|well|fine|ok|okay|improv\w*|better|resolved|no longer|walk(?:s|ed|ing)?|ambulat(?:es|ed|ing)|gets? (?:up|to)|goes to|uses? the (?:toilet|bathroom))\b/iu;

/** The first match of `re` (global) in `text` that is not negated ("no LOB", "w/o cues"), or null. */
function unnegated(re: RegExp, text: string): RegExpMatchArray | null {
  for (const match of text.matchAll(re)) {
    const at = match.index as number;
    // A count of none is the negation a log writes: "0 falls", "zero LOB", "x0 near falls".
    if (ZERO_COUNT.test(text.slice(Math.max(0, at - 8), at))) continue;
    if (!isNegated(text, at, match[0].length)) return match;
  }
  return null;
}
const ZERO_COUNT = /(?:^|[^\w./])(?:0|zero|x\s*0)\s*$/iu;

/**
 * What limits an asserted claim in its own sentence (outside the claim's words), or undefined: a goal
 * ("Goal:", "STG", "will be able to"), advice ("recommend"), only some of the time ("on bad days", "at
 * times"), for an ability help or unsafety ("with CGA only", "unsafe when fatigued"), and a contrast
 * ("but", "however") whose clause says the opposite of the claim (for a claim that points neither way,
 * any contrast). Such a claim still counts, but only as 'unclear': the reviewer must read the sentence.
 */
export function qualifierOf(
  text: string,
  index: number,
  end: number,
  options: { kind: ClaimKind; stance?: Stance; home?: boolean | 'or-clinic' },
): Qualification | undefined {
  const { kind } = options;
  if (kind === 'request') return undefined;
  const stance = options.stance ?? (kind === 'trial' ? 'limitation' : undefined);
  const sentence = sentenceAround(text, index, end);
  const before = text.slice(sentence.start, index);
  const after = text.slice(end, sentence.end);
  const outside = `${before} … ${after}`;

  const header = governingHeader(text, index + 1, end);
  if (header) return { cue: header[0].trim(), why: 'open the answer with a label that qualifies all of it' };
  if (kind === 'name') {
    const doubt = SENTENCE_SPECULATION.exec(outside);
    if (doubt) return { cue: doubt[0], why: `hedge its sentence ("${doubt[0]}")` };
    const condition = LEADING_CONDITION.exec(before);
    return condition ? { cue: condition[0].trim(), why: 'make its sentence conditional' } : undefined;
  }
  // A future ability reads the claim too ("pt will demonstrate safe use"); a benefit is a future by nature.
  const goal =
    GOAL.exec(outside) ?? (stance === 'ability' && kind !== 'benefit' ? FUTURE_ABILITY.exec(`${before}${text.slice(index, end)}`) : null);
  if (goal) return { cue: goal[0], why: 'state it as a goal, not as the present' };
  const hedge = kind === 'benefit' ? BENEFIT_HEDGE.exec(`${before} ${text.slice(index, end)} ${after}`) : SENTENCE_HEDGE.exec(outside);
  if (hedge) return { cue: hedge[0], why: `hedge its sentence ("${hedge[0]}")` };
  const past = LEADING_PAST.exec(before) ?? (kind === 'state' || kind === 'benefit' ? LEADING_PAST_STATE.exec(before) : null);
  if (past) return { cue: past[0].trim(), why: 'open its sentence with a past time' };
  // "Once he has the chair, …", "When the walker arrives, …": having the item is no condition on what it will do.
  const leading = LEADING_CONDITION.exec(before);
  const condition = (leading && !GETS_THE_ITEM.test(leading[0]) ? leading : null) ?? HYPOTHETICAL.exec(outside);
  if (condition) return { cue: condition[0].trim(), why: 'make its sentence conditional' };
  if (kind === 'benefit' || stance === 'ability') {
    // Advice may sit in the claim's own words ("RW should allow safe ambulation").
    const advice = RECOMMENDED.exec(`${before} ${text.slice(index, end)} ${after}`);
    if (advice) return { cue: advice[0], why: 'give it as advice, not as a finding' };
  }
  if (kind === 'state' || kind === 'trial') {
    const some = INTERMITTENT.exec(outside);
    if (some) return { cue: some[0], why: 'say it holds only some of the time' };
  }
  if (stance === 'ability') {
    // The whole sentence, the claim's own words too: a phrase's gap may hold the help ("walker and needs her
    // husband's help to reach the bathroom").
    const whole = `${before}${text.slice(index, end)}${after}`;
    const help = unnegated(ASSISTED, whole);
    if (help) return { cue: help[0], why: "say it needs someone else's help" };
    const unsafe = unnegated(UNSAFE, whole) ?? unnegated(UNABLE_NOW, whole);
    if (unsafe) return { cue: unsafe[0], why: 'say in the same sentence that it is not safe' };
    // "Only after locking it" is how it is done, not a limit.
    const only = /\bonly\b(?!\s+(?:after|once)\b)/iu.exec(outside);
    if (only) return { cue: only[0], why: 'say it holds only in part ("only")' };
  }
  if (options.home) {
    // Another setting anywhere in the sentence ("used daily, mainly outdoors") with no word of the home.
    const setting = OTHER_SETTING.exec(outside) ?? (kind === 'trial' || options.home === 'or-clinic' ? null : CLINIC_SETTING.exec(outside));
    if (setting && !HOME.test(`${before} ${text.slice(index, end)} ${after}`))
      return { cue: setting[0], why: `place it in another setting ("${setting[0]}")` };
  }
  const contrast = lastContrast(before) ?? firstContrast(after);
  if (contrast !== undefined) {
    const { word, clause } = contrast;
    const opposite = stance === undefined ? true : stance === 'ability' ? LIMITING.test(clause) : ENABLING.test(clause);
    if (opposite) return { cue: word, why: `set something against it ("${word} …")` };
  }
  return undefined;
}

/** A contrast word before the claim, and the clause it sets against the claim (the words before it). */
function lastContrast(before: string): { word: string; clause: string } | undefined {
  let last: RegExpMatchArray | undefined;
  for (const match of before.matchAll(CONTRAST)) last = match;
  if (last === undefined) return undefined;
  const clause = before.slice(0, last.index as number);
  // "Tearful at first, but by the end of the visit ready to use the chair": what came first gave way to the claim.
  if (EARLIER.test(clause)) return undefined;
  return { word: last[0].toLowerCase(), clause };
}
const EARLIER = /\b(?:at first|initially|originally|in the beginning|at the start)\b/iu;

/** A contrast word after the claim, and its clause (to the sentence end). */
function firstContrast(after: string): { word: string; clause: string } | undefined {
  const match = FIRST_CONTRAST.exec(after);
  return match === null ? undefined : { word: match[0].toLowerCase(), clause: after.slice(match.index + match[0].length) };
}

/**
 * Who did the event, when the sentence names someone and none of them is the treating practitioner
 * ("by PT", "with home health RN", "signed by patient and supplier"); undefined otherwise.
 */
export function actorOf(sentence: string, roles?: readonly RegExp[]): string | undefined {
  // Another person's encounter: whatever practitioner the sentence names saw them.
  const relative = roles === undefined ? (RELATIVE_ENCOUNTER.exec(sentence) ?? RELATIVE_EXAMINED.exec(sentence)) : null;
  if (relative) return relative[1];
  const titled = roles === undefined ? (TITLED_NON_PRACTITIONER.exec(sentence) ?? CHIROPRACTIC_CREDENTIAL.exec(sentence)) : null;
  if (titled) return titled[1] ?? titled[2];
  let other: string | undefined;
  const matches =
    roles === undefined
      ? [
          ...sentence.matchAll(ENCOUNTER_ROLE),
          ...sentence.matchAll(ENCOUNTER_SUBJECT),
          ...sentence.matchAll(NAMED_ROLE),
          // A therapy visit beside a named practitioner ("F2F Dr Lowe 3/3, PT eval 3/4") is a second visit.
          ...(PRACTITIONER_TITLE.test(sentence) ? [] : [...sentence.matchAll(ENCOUNTER_NOUN), ...sentence.matchAll(THERAPIST_ENCOUNTER)]),
        ]
      : roles.flatMap((re) => [...sentence.matchAll(re)]);
  for (const match of matches) {
    // "F2F by OT, reviewed by MD": who read or signed the paper afterwards did not see the patient.
    if (roles === undefined && AFTERWARDS.test(sentence.slice(Math.max(0, (match.index as number) - 30), match.index))) continue;
    for (const role of [match[1], match[2]]) {
      if (role === undefined) continue;
      if (IS_PRACTITIONER.test(role)) return undefined;
      other ??= role;
    }
  }
  return other;
}

/** The typed sentence around a claim, for quoting (trimmed, at most 140 characters). */
export function quoteAround(norm: Normalized, index: number, end: number): string {
  const sentence = sentenceAround(norm.text, index, end);
  const quote = norm
    .source(sentence.start, sentence.end)
    .trim()
    .replace(/^[,;:\s-]+/u, '');
  return quote.length <= 140 ? quote : `${quote.slice(0, 137)}…`;
}

/** Why a defeated claim does not count, in clinician words (after "the answers say …"). */
export function reasonOf(c: Classification): string {
  switch (c.context) {
    case 'negated':
      return 'the opposite';
    case 'hedged':
      return hedgeWords(c.cue ?? '');
    case 'past':
      return 'it was so in the past, not now';
    case 'other-actor':
      return (c.cue ?? '').startsWith('signed by')
        ? `it was ${c.cue}, not by the treating practitioner (physician, NP, PA or CNS)`
        : `it is about ${c.cue}, not the patient`;
    case 'other-setting':
      return `it holds only for ${c.cue}, not in the home`;
    default:
      return 'it is so';
  }
}

function hedgeWords(cue: string): string {
  const word = cue.toLowerCase();
  if (word === '?') return 'it as a question, not a finding';
  if (PLACEHOLDER.test(cue)) return `a template placeholder ("${cue}"), not an answer`;
  if (IF_WERE.test(cue)) return `it only under a condition ("${cue}")`;
  if (word.startsWith('await')) return 'it is awaited';
  if (word.startsWith('unsigned') || word.startsWith('not yet signed') || word === 'not signed') return 'it is unsigned';
  if (word.startsWith('pending')) return 'it is pending';
  if (word.startsWith('request')) return 'it is only requested';
  if (word.startsWith('scheduled')) return 'it is only scheduled';
  if (
    /^(?:will|would|is going to|going to|expected to|likely to|(?:may|might)(?= be))(?: (?:likely|probably|then))?(?: (?:be|become)(?: [\w-]+)?)?$/u.test(
      word,
    )
  )
    return 'it is only expected, not so now';
  if (/^(?:planned|plan)/u.test(word) || word.startsWith('will ')) return 'it is only planned';
  if (word.startsWith('to be ')) return `it is still ${word}`;
  if (/^(?:not yet|yet to|once|tbd|not )/u.test(word)) return 'it has not happened yet';
  if (/^(?:needs?|needed|required?|requires|necessary|must|obtain|for sign)/u.test(word)) return 'it is still needed';
  return `only that it is uncertain ("${cue}")`;
}
