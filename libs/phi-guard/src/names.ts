/**
 * Layer 3: person names. A word is a name only with evidence around it:
 *   - a title: "Mr. Roe", "Mr Patel", "Dr. Alan Smithee"
 *   - a label, in any case, with ":" or " - ": "Patient name: ROE, JANE", "Pt name: ROSA DELGADO",
 *     "PATIENT NAME - HAROLD PIKE", "pt's name: margaret o'neil", "Caregiver: Rosa Quill"
 *   - "name is", "goes by", "calls him": "her name is Dorothy", "pt goes by Bud"
 *   - a relationship, in any case: "daughter Rosa", "son Will", "wife grace", "dtr Maria",
 *     "DAUGHTER LINDA", "her neighbor, Gus Pellman,"
 *   - "Pt"/"patient", a role ("Hospice RN Theo Marsh"), "referred by Alan Smithee"
 *   - a known given name: "Robert Finch", "Roe, Jane", "ALICE HARTLEY", or alone ("call Martha")
 *   - the subject of a sentence that a clinical verb follows: "Okafor reports…", "Keisha Brown
 *     states…", "Gladys denies…"
 *   - round 4: a person joined to their relation ("Quintero and her daughter", "Marty, her late
 *     husband", "J.P. (son)"), a title and an initial ("Mrs K"), "per Benedetta", "TC from Oyelaran",
 *     the helper in "w/ Tova cueing", a given name "from the pharmacy", a signer in lower case
 *     ("completed by jl morrow"), a clinician's credential ("OT Wendeline", "PA Haskell")
 * and never when the word is clinical vocabulary (vocabulary.ts): "Pt Denies…", "caregiver Hoyer
 * lift training", "Allen Cognitive Level", "Caregiver reports…", "Otherwise denies…".
 *
 * Confidence: HIGH where the clinician clearly typed a name as one — after Mr./Mrs./Ms., a
 * patient/family label, "name is"/"goes by", or a family or social relation ("son Will",
 * "neighbor gus"). LOW where the name is a reading of ours — after Dr. or a clinician's label
 * (a clinician is not a Safe Harbor identifier), after "Pt", a role, a given-name pair, a given
 * name alone, a word in subject position. Since round 4 a family relation makes even an unknown
 * word high when it stands where a name stands ("niece tanaya reports", "tomasz (son-in-law)"):
 * the relation is the clinician's evidence, not ours. Given names inside fixed phrases ("TED
 * hose", "charley horse", "lazy Susan") are never names.
 */
import type { Candidate, PhiConfidence } from './types';
import { isLexiconGivenName, isLexiconSurname } from './lexicon';
import { startsToken } from './text';
import {
  AMBIGUOUS_GIVEN_NAMES,
  CLINICAL_ABBREVIATIONS,
  GIVEN_NAMES,
  LEXICON_NOT_NAMES,
  LOWERCASE_NOT_NAMES,
  NOT_NAME_AFTER_RELATION,
  NOT_NAME_WORDS,
  PERSON_VERBS,
  STATE_NAMES,
  SUBJECT_NOUNS,
  SURNAME_LIKE_TERMS,
} from './vocabulary';

const UPPER = 'A-ZÀ-ÖØ-Þ';
const LOWER = 'a-zß-öø-ÿ';
/** Roe, O'Brien, McMurray, DeLuca, Esteban-Ruiz, José — not TKA, SpO2, eGFR. */
const NAME = `[${UPPER}](?:['’][${UPPER}])?[${LOWER}]+(?:[${UPPER}][${LOWER}]+)?(?:-[${UPPER}][${LOWER}]+)?(?![${UPPER}${LOWER}0-9])`;
const INITIAL = `[${UPPER}]\\.?\\s`;
/** One name, optionally a middle initial and a second name: "Jane Q. Roe", "Alan Smithee". */
const FULL_NAME = `${NAME}(?:\\s(?:${INITIAL})?${NAME})?`;

/** Any case of a word: "Daughter", "daughter", "DAUGHTER". */
const anyCase = (words: readonly string[]) =>
  words.map((word) => `[${word[0].toUpperCase()}${word[0]}]${word.slice(1)}|${word.toUpperCase()}`).join('|');
const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

const TITLES = /\b(Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s/;
const TITLED = new RegExp(`\\b(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Rev|Fr|Sr|Rabbi|Pastor|Father|Sister)\\.?\\s((?:${INITIAL})?${FULL_NAME})`, 'g');
/**
 * "mrs smith", "MRS. GARCIA", "Mr jones": a patient title typed in lower case or capitals, and the
 * word after it in the same or lower case. Not "ms"/"MS" (multiple sclerosis), not "dr".
 */
const CASUAL_TITLED = /\b(?:mrs?|MRS?|MISS|Mrs?|Ms|Miss)\.?\s(?=[A-Za-z])|\bms\.\s(?=[a-z])/g;
/** "Mrs K", "Mr. T", "mrs k": a patient title and one letter — the surname cut to its initial. */
const TITLED_INITIAL = /\b(?:Mr|Mrs|Ms|Miss|Mx|mrs?)\.?\s([A-Za-z])\.?(?![A-Za-z0-9&/-])|\bms\.\s([A-Za-z])\.?(?![A-Za-z0-9&/-])/g;
/** A title names the patient or a relative; a doctor is named too, but is not a Safe Harbor identifier. */
const PATIENT_TITLES = new Set(['Mr', 'Mrs', 'Ms', 'Miss', 'Mx']);
/** Days and months, which are also surnames and given names after a title. */
const CALENDAR_WORD =
  /^(?:Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|January|February|March|April|May|June|July|August|September|October|November|December)(?:['’]s)?$/;
/**
 * "dr amsel", "dr. nakamura-bell", "fax orders to dr Raghunathan": a practitioner's title typed in lower case, and
 * the surname after it in lower case or capitalised (low: not the patient's).
 */
const CASUAL_DOCTOR = /\b(?:dr\.?|doc)\s(?=[a-z]|[A-Z][a-z])/g;

const PATIENT_WORDS = new RegExp(`\\b(?:${anyCase(['pt', 'patient', 'client', 'resident'])})\\s(${FULL_NAME})`, 'g');

/** Family and people close to the patient: a name after one of these is HIGH confidence. */
const FAMILY = [
  'son in law',
  'daughter in law',
  'sister in law',
  'brother in law',
  'mother in law',
  'father in law',
  'granddaughters',
  'grandaughters',
  'great-granddaughter',
  'great-grandson',
  'great granddaughter',
  'great grandson',
  'grandchildren',
  'grandsons',
  'daughters',
  'sons',
  'sisters',
  'brothers',
  'children',
  'kids',
  'nieces',
  'nephews',
  'friends',
  'neighbors',
  'godson',
  'goddaughter',
  'grandniece',
  'grandnephew',
  'daughter-in-law',
  'son-in-law',
  'mother-in-law',
  'father-in-law',
  'sister-in-law',
  'brother-in-law',
  'daughter',
  'son',
  'wife',
  'husband',
  'spouse',
  'mother',
  'father',
  'mom',
  'dad',
  'sister',
  'brother',
  'niece',
  'neice',
  'nephew',
  'granddaughter',
  'grandaughter',
  'grandson',
  'grandchild',
  'grandmother',
  'grandfather',
  'grandma',
  'grandpa',
  'aunt',
  'uncle',
  'cousin',
  'partner',
  'fiancé',
  'fiancée',
  'fiance',
  'girlfriend',
  'boyfriend',
  'friend',
  'neighbor',
  'neighbour',
  'roommate',
  'housemate',
  'companion',
  'landlady',
  'landlord',
  'caregiver',
  'guardian',
  'stepdaughter',
  'stepson',
  'stepmother',
  'stepfather',
  // the shorthand clinicians type
  'dtr',
  'dau',
  'husb',
  'cg',
  'sis',
  'bro',
  'dil',
  'sil',
  'hubby',
  'ex-wife',
  'ex-husband',
  'dtr-in-law',
  'dtr in law',
  'gdtr',
  'gson',
  'granddtr',
  'stepdtr',
  'grandkid',
  'grandkids',
  // what families call them: "Nana Tillie", "Nana says…", "auntie Bisi"
  'nana',
  'nanna',
  'granny',
  'grammy',
  'gramma',
  'gramps',
  'grandad',
  'granddad',
  'auntie',
  'aunty',
];
/** People around the patient by role ("Transport driver Hank Morrow", "Hospice RN Theo Marsh"): LOW. */
const ROLES = [
  'sitter',
  'aide',
  'driver',
  'nurse',
  'chaplain',
  'pastor',
  'planner',
  'coordinator',
  'manager',
  'worker',
  // staff who schedule or oversee the visits: "d/w supervisor Kowalczyk", "liaison Amara"
  'supervisor',
  'liaison',
  'scheduler',
];
const ROLE_CREDENTIALS = [
  'HHA',
  'RN',
  'LPN',
  'LVN',
  'CNA',
  'MSW',
  'PTA',
  'COTA',
  'OT',
  'OTR',
  'SN',
  'SLP',
  'PA',
  'NP',
  'APRN',
  'DPT',
  'LCSW',
  'RD',
];
const FAMILY_WORDS = new Set(FAMILY);
const RELATION = new RegExp(
  `\\b(${anyCase(FAMILY)}|${anyCase(ROLES)}|POA|${ROLE_CREDENTIALS.join('|')})(?:['’]s)?(?:,?\\s|\\s?\\(|\\s?:\\s?|\\s[-–]\\s)(?:(?:is|named|called)\\s)?["“'‘]?(?=[${UPPER}${LOWER}])`,
  'g',
);
/** "referred by Alan Smithee", "per Anita Roe": two names in a row after these are a person. */
const BY_WORDS = new RegExp(`\\b(?:by|per|from|c\\/o|cc:?|attn:?|signed:)\\s(${NAME}\\s(?:${INITIAL})?${NAME})`, 'g');
/** "her name is Dorothy", "pt goes by Bud", "wife calls him Buddy", "prefers to be called Al", "ask for Precious". */
const NAME_INTRO =
  /\b(?:name\s?(?:is|was|=)|name['’]s|nick-?named?|goes\sby|known\sas|a\.?k\.?a\.?|be\scalled|call(?:s|ed)?\s(?:him|her|me)|ask(?:ed)?\sfor)\s/gi;

/** "Caregiver: Rosa Quill", "Patient name: ROE, JANE", "PATIENT NAME - HAROLD PIKE", "Emergency contact - Luis Ortiz". */
const LABEL = new RegExp(
  `\\b(patient|pt|client|resident|member|beneficiary|insured|subscriber|responsible\\sparty|caregiver|emergency\\scontact|contact|POA|guardian|next\\sof\\skin|PCP|physician|referring\\sphysician|ordering\\s(?:MD|physician|provider|practitioner)|attending|aide|HHA|surgeon|therapist|nurse|clinician|signed|signature|electronically\\ssigned\\sby|signed\\sby)(?:['’]s)?(?:(\\sname(?:\\s?\\/\\s?DOB)?)(\\s?:|\\s[-–=]|\\s)|\\s?:|\\s[-–=])\\s{0,2}`,
  'gi',
);
const BARE_NAME_LABEL = /\bname(?:\s?\/\s?DOB)?\s?(?::|\s[-–=])\s{0,2}/gi;
/** Labels that name the patient or family (Safe Harbor identifiers): high; clinicians' labels: low. */
const FAMILY_LABELS = new Set([
  'patient',
  'pt',
  'client',
  'resident',
  'member',
  'beneficiary',
  'insured',
  'subscriber',
  'responsible party',
  'caregiver',
  'emergency contact',
  'contact',
  'poa',
  'guardian',
  'next of kin',
]);

const NAME_AT = new RegExp(`${FULL_NAME}`, 'y');
const UPPERCASE_COMMA_NAME_AT = /[A-Z][A-Z'’-]{1,24},\s?[A-Z][A-Z'’-]{1,24}(?![A-Za-z])/y;
/** Up to three ALL CAPS words: "ROSA DELGADO", "HAROLD PIKE". */
const UPPERCASE_WORDS_AT = /[A-Z][A-Z'’-]{1,24}(?: [A-Z][A-Z'’-]{1,24}){0,2}(?![A-Za-z])/y;
/** Up to three lower-case words: "margaret o'neil", "grace". */
const LOWERCASE_WORDS_AT = /[a-z](?:['’][a-z])?[a-z]+(?: [a-z](?:['’][a-z])?[a-z]+){0,2}(?![A-Za-z0-9])/y;

// No \b before these: it fails before "É". startsToken() checks the start instead.
/** "Robert Finch", "Gloria Esteban-Ruiz", "Jane Q. Roe": a known given name and a capitalised word. */
const TWO_NAMES = new RegExp(`(${NAME})\\s(?:${INITIAL})?(${NAME})`, 'g');
const ONE_MORE_NAME = new RegExp(`\\s${NAME}`, 'y');
/** "ALICE HARTLEY": the same in capitals. */
const TWO_UPPERCASE_NAMES = /\b([A-Z]{2,15})\s([A-Z][A-Z'’-]{1,24})(?![A-Za-z])/g;
/** "Roe, Jane": surname, comma, known given name. */
const SURNAME_COMMA_GIVEN = new RegExp(`(${NAME}),\\s(${NAME})`, 'g');
/** "Okafor reports", "Keisha Brown states": one to three capitalised words and a clinical verb. */
const SUBJECT = new RegExp(`(${NAME}(?: ${NAME}){0,2}) (?:${PERSON_VERBS.join('|')})(?![A-Za-z])`, 'g');
const ANY_NAME = new RegExp(NAME, 'g');
/** "linda reports…" in a note typed in lower case: a known given name as the subject. */
const LOWERCASE_SUBJECT = new RegExp(
  `(^|[.!?;:]\\s+)([a-z]{2,20}) (?:${PERSON_VERBS.join('|')}|here|present|at\\s(?:the\\s)?bedside|visiting|on\\s(?:the\\s)?phone)(?![A-Za-z])`,
  'gm',
);
/** "spoke with Tamika", "left VM for Dre", "lives with Otis": someone the clinician spoke to or about. */
const CONTACT_WORDS = new RegExp(
  `\\b(?:spoke|spoken|speaking|talked|talking)\\s(?:with\\s|w\\/\\s?|to\\s)|\\b(?:called|calling|texted|e-?mailed|paged)\\s|\\bleft\\s(?:a\\s)?(?:VM|voicemail|message|msg)\\s(?:for|with)\\s|\\bLM\\s(?:for|with)\\s|\\b(?:message|msg|call|callback|VM|vm|text|TC|T\\/C|phone\\scall|e-?mail)\\s(?:back\\s)?from\\s|\\bper\\s|\\bcc:\\s?|\\battn:?\\s|\\b(?:call|calls|message|msg|text|VM)\\sto\\s|\\b(?:thx|thanks|thank\\syou)(?:\\sto)?\\s|(?:^|[.!?]\\s)(?:hi|hello|dear)\\s|\\b(?:accompanied|visited|transported|driven|ref['’]?d|referred)\\sby\\s|\\b(?:lives|living|stays|staying)\\s(?:with\\s|w\\/\\s?)`,
  'gi',
);

/** "Jean-Paul" counts as a given name when "Jean" does. */
const GIVEN_NAMES_BY_LOWER_CASE = new Set([...GIVEN_NAMES].map((name) => name.toLowerCase()));
/** "Jean-Paul" counts when "Jean" does; "Deshawn" as "DeShawn". */
const isGivenName = (word: string): boolean =>
  GIVEN_NAMES.has(word) ||
  GIVEN_NAMES.has(word.split('-')[0]) ||
  (/^[A-ZÀ-ÖØ-Þ]/.test(word) && (GIVEN_NAMES_BY_LOWER_CASE.has(word.toLowerCase()) || isLexiconGiven(word)));
/** A given name of the lexicon (lexicon.ts) that is not vocabulary, a word-like given name or a state. */
const isLexiconGiven = (word: string) =>
  isLexiconGivenName(word.split('-')[0]) &&
  !LEXICON_NOT_NAMES.has(word) &&
  !NOT_NAME_WORDS.has(word) &&
  !SURNAME_LIKE_TERMS.has(word) &&
  !AMBIGUOUS_GIVEN_NAMES.has(word);
const isAmbiguousGivenName = (word: string) => AMBIGUOUS_GIVEN_NAMES.has(word) && !SURNAME_LIKE_TERMS.has(word);
const isNotName = (word: string) => NOT_NAME_WORDS.has(word) || NOT_NAME_WORDS.has(word.replace(/['’]s$/, ''));
const isClinicalWord = (word: string) => isNotName(word) || SURNAME_LIKE_TERMS.has(word);
/** A word in capitals that may be part of a name: not "CHF", "ALERT", "TO", "HELPS". */
const isUpperCaseNameWord = (word: string) => word.length >= 2 && !CLINICAL_ABBREVIATIONS.has(word) && !isClinicalWord(titleCase(word));
/** A known given name written in any case, as a name on its own: "grace", "LINDA", "Maria". */
const isKnownGivenAnyCase = (word: string) => {
  const name = titleCase(word);
  return (isGivenName(name) || isAmbiguousGivenName(name)) && !NOT_NAME_AFTER_RELATION.has(word.toLowerCase());
};
/** Words that end like English words rather than names: "Otherwise", "Reportedly", "Concerned", "Nursing". */
const looksLikeEnglishWord = (word: string) =>
  word.length >= 5 && /(?:[^l]ly|ally|ully|ed|ing|tion|sion|ment|ness|ity|ive|ous|able|ible|ful|less|ise|ize|wise)$/.test(word);
const STATES = new Set<string>(STATE_NAMES);

type Span = { start: number; end: number };

export function findNames(text: string): Candidate[] {
  const found = [
    ...titledNames(text),
    ...labelledNames(text),
    ...introducedNames(text),
    ...relationNames(text),
    ...namesBeforeRelation(text),
    ...namesAfter(text, PATIENT_WORDS, isClinicalWord),
    ...namesAfter(text, BY_WORDS, isClinicalWord, 2),
    ...givenNamePairs(text),
    ...upperCaseGivenNamePairs(text),
    ...surnameCommaGiven(text),
    ...subjectNames(text),
    ...contactedNames(text),
    ...givenNamesAlone(text),
    ...upperCaseNames(text),
    ...lowerCaseNamesAfterWith(text),
    ...possessiveNamesBeforeRelation(text),
    ...namesInOtherPositions(text),
    ...helpersAndSigners(text),
    ...lowerCasePatientSubjects(text),
    ...dashSignatures(text),
    ...lexiconNames(text),
    ...spokenTitledNames(text),
    ...credentialledNames(text),
    ...selfIntroducedNames(text),
    ...patientInitials(text),
    ...namesMarkedPatient(text),
    ...reportedSubjects(text),
    ...scheduledNames(text),
    ...namesThenRoleInHousehold(text),
    ...namesInApposition(text),
    ...initialsAfterPer(text),
    ...capitalsAfterRecordLabel(text),
  ];
  // A word alone that names a relation is the relation, not a name ("Nana says…", "Auntie called").
  return withoutIdioms(text, found).filter((c) => !FAMILY_WORDS.has(text.slice(c.start, c.end).toLowerCase()));
}

/** Who someone is in the household or the team (FAMILY, ROLES, ROLE_CREDENTIALS): "neighbor", "aides", "OT". */
const isPersonRole = (word: string): boolean => {
  const lower = word.toLowerCase();
  return FAMILY_WORDS.has(lower) || ROLES.includes(lower.replace(/s$/, '')) || ROLE_CREDENTIALS.includes(word.toUpperCase());
};
/**
 * "sue the neighbor checks on her", "Dawn the night aide says", "Sandy and Rusty are the neighbors", "Will (son)",
 * "Hope (OT) will co-treat": a given name, word-like or not, that a role in apposition or in brackets names. High.
 */
const NAME_THE_ROLE = new RegExp(
  `(?:^|[.;:,]\\s|\\b(?:per|with|w\\/|and|by|to)\\s)([A-Za-z][a-z'’-]{1,20})(?:\\s(?:and|&)\\s([A-Za-z][a-z'’-]{1,20}))?(?:\\s(?:is|are|was|were))?\\sthe\\s(?:(?:night|day|home|weekend|morning|evening|new|old|other|next-door|upstairs|downstairs)\\s)?([A-Za-z-]{2,20})(?![A-Za-z-])`,
  'gim',
);
const NAME_THEN_ROLE_IN_BRACKETS = /\b([A-Z][a-z'’-]{1,20})\s?\(([A-Za-z-]{2,20})\)/g;
/** What the person in apposition does: "checks", "says", "found", "is". */
const ROLE_DOES = /^\s(?:who|says|said|is|was|has|had|does|did|[a-z]{2,}s|[a-z]{2,}ed|found|brought|came|took|drove)(?![A-Za-z])/;
const MODALS = new Set(['will', 'may', 'can', 'might', 'must', 'shall', 'should', 'would', 'could']);
function namesInApposition(text: string): Candidate[] {
  const found: Candidate[] = [];
  const given = (word: string) => isKnownGivenAnyCase(word) || AMBIGUOUS_GIVEN_NAMES.has(titleCase(word));
  for (const match of text.matchAll(NAME_THE_ROLE)) {
    if (!isPersonRole(match[3])) continue;
    const words = [match[1], match[2]].filter((word): word is string => word !== undefined);
    // "Will the aide come?": a modal asking, not a person. "hope the aide can come": a word-like name is a person only
    // when what follows the role is that person's doing ("sue the neighbor checks on her").
    if (!words.every(given) || (words.length === 1 && MODALS.has(words[0].toLowerCase()))) continue;
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 24);
    if (words.every((word) => AMBIGUOUS_GIVEN_NAMES.has(titleCase(word))) && !ROLE_DOES.test(after)) continue;
    let from = match.index;
    for (const word of words) {
      const start = text.indexOf(word, from);
      found.push({ type: 'name', start, end: start + word.length, confidence: 'high' });
      from = start + word.length;
    }
  }
  for (const match of text.matchAll(NAME_THEN_ROLE_IN_BRACKETS)) {
    // "Hope (OT)" but not "PT (OT)": the bracket's role names a capitalised given name.
    if (!isPersonRole(match[2]) || !given(match[1])) continue;
    found.push({ type: 'name', start: match.index, end: match.index + match[1].length, confidence: 'high' });
  }
  return found;
}

/** "per J.K. at intake", "per T.R., the scale is off": initials after whom a report comes from. High. */
const INITIALS_AFTER_PER = /\b(?:per|by|from|cc|attn:?)\s([A-Z]\.\s?[A-Z]\.(?:\s?[A-Z]\.)?)/g;
function initialsAfterPer(text: string): Candidate[] {
  return [...text.matchAll(INITIALS_AFTER_PER)].map((match) => {
    const start = match.index + match[0].length - match[1].length;
    return { type: 'name', start, end: start + match[1].length, confidence: 'high' };
  });
}

/** "RE: OKAFOR-REYES - please resend", "PT: NAKASHIMA - SN to draw INR": a record's subject in capitals before a dash. High. */
const RECORD_LABEL_CAPITALS = /\b(?:RE|PT|PATIENT|CLIENT)\s?:\s([A-Z][A-Z'’.-]+(?:\s[A-Z][A-Z'’.-]+)?)\s(?=[-–—,])/g;
function capitalsAfterRecordLabel(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(RECORD_LABEL_CAPITALS)) {
    const words = match[1].split(' ');
    // "RE: DME ORDER - …", "PT: EVAL DONE, …": record words and abbreviations are no name.
    if (
      !words.every(
        (word) => /^ST\.?$/.test(word) || (isUpperCaseNameWord(word.replace(/\.$/, '')) && !looksLikeEnglishWord(word.toLowerCase())),
      )
    )
      continue;
    if (words.some((word) => isClinicalWord(titleCase(word)) && !/^ST\.?$/.test(word))) continue;
    const start = match.index + match[0].indexOf(match[1], match[0].indexOf(':'));
    found.push({ type: 'name', start, end: start + match[1].length, confidence: 'high' });
  }
  return found;
}

/**
 * Given names inside fixed phrases that are things, not people: "TED hose", "charley horse",
 * "lazy Susan", "johnny gown", "bobby pin"; brands named after a titled person ("Dr. Scholl's",
 * "Mrs. Dash"); a voice assistant ("Alexa reminders"), a pet ("cat is named Mr. Pickles") and an
 * endearment in quotes ("calls her aide "honey""). Any case.
 */
const GIVEN_NAME_IDIOMS =
  /\b(?:ted\s(?:hose|stockings?)|charl(?:ie|ey)\shorses?|lazy\ssusans?|johnny\sgowns?|bobby\spins?|peeping\stom|john\shancock|dear\sjohn|bloody\smar(?:y|ies)|sloppy\sjoes?|nervous\snellie|jack\srussell|tom\scollins|tommy\sjohn|jack\sof\sall|jerry-?rigged|johnny-?come-?lately|mary\sjane|teddy\sbears?|dr\.?\sscholl['’]?s|mrs\.?\sdash|mr\.?\s(?:coffee|clean|bubble|potato\shead)|alexa(?=\s(?:reminders?|alarms?|device|speaker|app|routine|timer|set|plays?)\b)|(?:ask|asks|asked|tell|told|via|using|on)\s(?:the\s)?alexa|amazon\s(?:alexa|echo)|(?:cat|dog|kitten|puppy|pup|pet|bird|parrot|parakeet)(?:['’]s)?(?:\s(?:is|was))?\s(?:named|called)\s(?:(?:mr|mrs|miss|ms|sir|lady|captain|princess)\.?\s)?[a-z]+)(?![A-Za-z])|["“'‘](?:honey|hon|sweetie|sweetheart|dear|darling|babe|baby|sugar|love|buddy|doll|sunshine)(?=["”'’])/gi;

function withoutIdioms(text: string, found: Candidate[]): Candidate[] {
  const idioms = [...text.matchAll(GIVEN_NAME_IDIOMS)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  if (idioms.length === 0) return found;
  return found.filter((candidate) => !idioms.some((idiom) => candidate.start < idiom.end && candidate.end > idiom.start));
}

/**
 * "w/ Tova cueing", "with Rasheed assist": the person whose help the clinician records. Cueing,
 * supervision or encouragement only a person gives (any word that is not vocabulary); assist, help
 * or support a device gives too ("w/ Theraband assist"), so only after a known given name.
 */
const HELPER = new RegExp(
  `\\b(?:with|w\\/)\\s?(${NAME})(?:['’]s)?\\s(?:(cueing|cuing|cues|supervision|guarding|guidance|encouragement|prompting|prompts|spotting)|assist|assistance|help|support)(?![A-Za-z])`,
  'gi',
);
/** "Heather from the DME company", "Gus from church": a given name and where the person comes from. */
const FROM_ORGANISATION = new RegExp(
  `(${NAME})\\sfrom\\s(?:the\\s|her\\s|his\\s)?(?:[A-Za-z]+\\s){0,2}?(?:company|co|pharmacy|office|agency|church|hospice|clinic|supplier|vendor|DME|insurance|bank|county|program|team|store|center|VA|plan|home\\shealth|medical|supply|supplies|oxygen|equipment)(?![A-Za-z])`,
  'g',
);
/** Kinds and amounts of cueing, capitalised by habit: "w/ Verbal cueing", "w/ Mod cues". */
const CUE_KINDS = new Set(
  'verbal tactile visual physical gestural written auditory demonstration multimodal frequent occasional intermittent constant consistent minimal moderate maximal mild some additional extra increased environmental safety hand-over-hand rare continuous close distant standby'.split(
    ' ',
  ),
);
/** "PT eval completed by jl morrow", "seen by kt okafor PTA": a signer typed in lower case. */
const SIGNED_BY_LOWER_CASE =
  /\b(?:co-?signed|signed|completed|documented|entered|written|performed|seen|evaluated|eval['’]?d|reviewed|dictated|done|visit|note|tx)\sby\s([a-z]{1,3})\s([a-z](?:['’][a-z])?[a-z-]{2,24})(?![A-Za-z0-9])/g;
const NOT_INITIALS = new Set([
  'me',
  'us',
  'him',
  'her',
  'pt',
  'the',
  'a',
  'an',
  'my',
  'his',
  'our',
  'son',
  'dtr',
  'and',
  'or',
  'all',
  'two',
  'one',
]);

/**
 * People named by what they do around the patient: the helper in "w/ Tova cueing" (a word that is
 * not vocabulary), a given name "from the pharmacy", a signer in lower case ("completed by jl
 * morrow"). Low: staff and visitors more often than the patient's family.
 */
function helpersAndSigners(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(HELPER)) {
    const word = match[1];
    const personOnly = match[2] !== undefined;
    if (CUE_KINDS.has(word.toLowerCase())) continue;
    if (!/^[A-ZÀ-ÖØ-Þ]/.test(word) || isAmbiguousGivenName(word) || !(isGivenName(word) || (personOnly && mayBeSurname(word)))) continue;
    const start = match.index + match[0].indexOf(word, match[0].search(/[\s/]/));
    found.push({ type: 'name', start, end: start + word.length, confidence: 'low' });
  }
  for (const match of text.matchAll(FROM_ORGANISATION)) {
    const word = match[1];
    const isName = isGivenName(word) || (AMBIGUOUS_GIVEN_NAMES.has(word) && !NOT_NAME_AFTER_RELATION.has(word.toLowerCase()));
    if (!startsToken(text, match.index) || !isName || isNotName(word) || STATES.has(word)) continue;
    found.push({ type: 'name', start: match.index, end: match.index + word.length, confidence: 'low' });
  }
  for (const match of text.matchAll(SIGNED_BY_LOWER_CASE)) {
    const [whole, initials, surname] = match;
    if (NOT_INITIALS.has(initials) || CLINICAL_ABBREVIATIONS.has(initials.toUpperCase()) || LOWERCASE_NOT_NAMES.has(initials)) continue;
    if (LOWERCASE_NOT_NAMES.has(surname) || isClinicalWord(titleCase(surname)) || SUBJECT_NOUNS.has(titleCase(surname))) continue;
    if (looksLikeEnglishWord(surname) || CLINICAL_ABBREVIATIONS.has(surname.toUpperCase()) || FAMILY_WORDS.has(surname)) continue;
    const start = match.index + whole.length - initials.length - 1 - surname.length;
    found.push({ type: 'name', start, end: match.index + whole.length, confidence: 'low' });
  }
  return found;
}

function titledNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(CASUAL_TITLED)) {
    const at = match.index + match[0].length;
    const lower = /^[a-z]/.test(text[at]);
    if (/^[A-Z][a-z]/.test(text.slice(at, at + 2))) {
      // "Mrs. Quill": TITLED below. A title typed in lower case is not: "mr Fairweather at bedside".
      if (/^[a-z]/.test(match[0])) {
        const span = capitalisedNameAt(text, at);
        if (span) found.push({ ...span, type: 'name', confidence: 'high' });
      }
      continue;
    }
    const span = lower ? casualLowerCaseNameAt(text, at) : upperCaseWordsAt(text, at, false, true);
    if (span) found.push({ ...span, type: 'name', confidence: 'high' });
  }
  for (const match of text.matchAll(CASUAL_DOCTOR)) {
    const at = match.index + match[0].length;
    if (/^[A-Z]/.test(text[at])) {
      const span = capitalisedNameAt(text, at);
      if (span) found.push({ ...span, type: 'name', confidence: 'low' });
      continue;
    }
    const span = casualLowerCaseNameAt(text, at);
    // A double-barrelled surname whole: "dr okonkwo-hale".
    const rest = span && /^-[a-z][a-z'’]+/.exec(text.slice(span.end));
    if (span) found.push({ start: span.start, end: span.end + (rest ? rest[0].length : 0), type: 'name', confidence: 'low' });
  }
  for (const match of text.matchAll(TITLED_INITIAL)) {
    const letter = match[1] ?? match[2];
    const start = match.index + match[0].lastIndexOf(letter);
    found.push({ type: 'name', start, end: start + 1, confidence: 'high' });
  }
  for (const match of text.matchAll(TITLED)) {
    const start = match.index + match[0].length - match[2].length;
    // Right after a title a day or a month is a name: "Dr. Sunday's office", "Dr. April Nakamura-Boyd".
    let first = true;
    const isExcluded = (word: string) => {
      const excluded = isNotName(word) && !(first && CALENDAR_WORD.test(word));
      first = false;
      return excluded;
    };
    const span = keepNameWords(text, start, match[2], isExcluded);
    if (span) found.push({ ...span, type: 'name', confidence: PATIENT_TITLES.has(match[1]) ? 'high' : 'low' });
  }
  return found;
}

/** A label's value that points elsewhere or says nothing: "Patient Name: see face sheet", "Name: on file". */
const NO_VALUE = /^\s*(?:see|refer\s+to|per|as\s+above|on\s+file|same|n\/a|unknown|pending|tbd)\b/i;

function labelledNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  const read = (at: number, confidence: PhiConfidence, isNameLabel: boolean) => {
    if (NO_VALUE.test(text.slice(at, at + 20))) return;
    const span =
      upperCaseCommaNameAt(text, at) ??
      upperCaseWordsAt(text, at, !isNameLabel) ??
      mixedCaseNameAt(text, at, false) ??
      lowerCaseNameAt(text, at, !isNameLabel);
    if (span) found.push({ ...span, type: 'name', confidence });
  };
  for (const match of text.matchAll(LABEL)) {
    // "PT:" is the physical therapist signing, not the patient.
    const isFamily = match[1] !== 'PT' && FAMILY_LABELS.has(match[1].toLowerCase().replace(/\s+/g, ' '));
    // "Pt name Mary Johnson" without ":" reads only a known given name ("Patient name verified" is not one).
    const isNameLabel = match[2] !== undefined && match[3].trim() !== '' && isFamily;
    if (match[2] !== undefined && match[3].trim() === '') {
      const at = match.index + match[0].length;
      const span = upperCaseWordsAt(text, at, true) ?? knownGivenNameAt(text, at) ?? lowerCaseNameAt(text, at, true);
      if (span) found.push({ ...span, type: 'name', confidence: isFamily ? 'high' : 'low' });
      continue;
    }
    read(match.index + match[0].length, isFamily ? 'high' : 'low', isNameLabel);
  }
  for (const match of text.matchAll(BARE_NAME_LABEL)) read(match.index + match[0].length, 'high', true);
  return found;
}

/** "her name is Dorothy", "name is albert chen", "pt goes by Bud": the clinician says it is a name. */
function introducedNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(NAME_INTRO)) {
    // "goes by 'Sonny'", "known as "Bud"": a quote mark before the name.
    const at =
      match.index +
      match[0].length +
      (/^["'‘“]/.test(text.slice(match.index + match[0].length, match.index + match[0].length + 1)) ? 1 : 0);
    // What the clinician says is a name may be any word in capitals ("calls her MOMO"), not only a known given
    // name; after "ask for" only a known one ("ASK FOR HELP").
    const span = upperCaseWordsAt(text, at, /^ask/i.test(match[0])) ?? mixedCaseNameAt(text, at, true) ?? lowerCaseNameAt(text, at, true);
    if (span) found.push({ ...span, type: 'name', confidence: 'high' });
  }
  return found;
}

/**
 * A relation or role and the name after it, in any case: "daughter Rosa Quill", "son Will",
 * "wife grace", "DAUGHTER LINDA", "Pt's husband, Frank,". A lower-case or capitals word must be a
 * known given name ("son will call" is not); an eponym opens a name only before another name.
 */
function relationNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(RELATION)) {
    const at = match.index + match[0].length;
    const relation = match[1].toLowerCase();
    const isFamily = FAMILY_WORDS.has(relation);
    const confidence = isFamily ? 'high' : 'low';
    let span = relationNameAt(text, at);
    if (!span && isFamily) {
      // "husband bill does the cooking", "niece tanaya reports": a lower-case word that a verb follows.
      // A family relation and a word typed as its name is the clinician naming someone: high, known
      // name or not. After a comma only a known name: "grandkids, mood improved" is a new clause.
      const guess = lowerCaseNameBeforeVerb(text, at) ?? upperCaseWordBeforeVerb(text, at);
      if (guess && (guess.known || !match[0].includes(','))) found.push({ ...guess.span, type: 'name', confidence: 'high' });
      continue;
    }
    // "daughters Linda and Carol", "her children, Mark & Sue": the next name joined by "and".
    for (let more = 0; span && more < 3; more++) {
      found.push({ ...span, type: 'name', confidence });
      const join = /^,?\s(?:and|&)\s/.exec(text.slice(span.end, span.end + 6));
      span = join ? relationNameAt(text, span.end + join[0].length) : undefined;
    }
  }
  return found;
}

/** What a person does: "is", "was", a modal, a verb in the third person or the past ("does", "reports", "helped"). */
const PERSON_VERB_AFTER =
  /^\s(?:is|was|has|had|does|did|will|would|can|could|should|may|might|says|said|[a-z]{2,}s|[a-z]{2,}[^e]ed)(?![A-Za-z])/;
/** "niece zaniyah present", "dtr siobhan here", "grandson kaiden drove her in": where the person is, or what they did. */
const PRESENT_AFTER =
  /^\s(?:present|here|also|too|at\s(?:the\s)?bedside|in\s(?:the\s)?room|on\s(?:the\s)?phone|by\sphone|via\sphone|drove|brought|came|took|went|stayed|visiting|available)(?![A-Za-z])/;
/** Level-of-assist words that follow a relation before a verb: "dtr max assists", "wife min assists". */
const ASSIST_LEVELS = new Set(['max', 'min', 'mod']);

/**
 * After a family relation, a lower-case word that a verb follows: a given name that is also a word
 * ("husband bill does", "son will will stay", "wife hope reports" — not "son will call", where the
 * verb after "will" is bare), or an unknown word that is not vocabulary ("niece tanaya reports":
 * low, `known` false).
 */
/** Given names that are also modal verbs: "son will is POA" names him (no modal comes before "is"). */
const MODAL_NAMES = new Set(['will', 'may']);

function lowerCaseNameBeforeVerb(text: string, at: number): { span: Span; known: boolean } | undefined {
  const word = /^[a-z](?:['’][a-z])?[a-z]{1,24}(?![A-Za-z0-9])/.exec(text.slice(at, at + 28))?.[0];
  if (!word || ASSIST_LEVELS.has(word) || FAMILY_WORDS.has(word)) return undefined;
  const after = text.slice(at + word.length, at + word.length + 24);
  // "lives w/ her grandson jaylen.", "daughter-in-law kayleigh, who…": an unknown word closing the clause (4 letters or more).
  const closesClause =
    (/^(?:\s?[.,;:)]|\s?$|\s\()/.test(after) || PRESENT_AFTER.test(after)) &&
    word.length >= 4 &&
    !AMBIGUOUS_GIVEN_NAMES.has(titleCase(word));
  if (!closesClause && !PERSON_VERB_AFTER.test(after)) return undefined;
  const name = titleCase(word);
  const span = { start: at, end: at + word.length };
  if (AMBIGUOUS_GIVEN_NAMES.has(name) || NOT_NAME_AFTER_RELATION.has(word)) {
    // "wife hope is to return home": a noun before is/was/has is no name. A modal never comes before them, so
    // "son will is POA" names him.
    const beforeIs = /^\s(?:is|was|has|had)\b/.test(text.slice(at + word.length, at + word.length + 5));
    return beforeIs && !MODAL_NAMES.has(word) ? undefined : { span, known: true };
  }
  if (word.length < 3 || LOWERCASE_NOT_NAMES.has(word) || isClinicalWord(name) || SUBJECT_NOUNS.has(name) || looksLikeEnglishWord(word))
    return undefined;
  // "son buys groceries", "wife quilts.": an unknown word in the third person is the relation's verb (a known name is read above).
  if (/[^s]s$/.test(word)) return undefined;
  return { span, known: false };
}

function relationNameAt(text: string, at: number): Span | undefined {
  return upperCaseWordsAt(text, at, true) ?? mixedCaseNameAt(text, at, true, true) ?? lowerCaseNameAt(text, at, true, true);
}

/** "Luis Ortiz (son)", "Tamika, pt's daughter,": a name that the relation after it names as family. High. */
/** "her late husband", "his oldest son", "pt's ex-wife": words that qualify a relation without changing it. */
const RELATION_MODIFIER =
  '(?:(?:late|ex|former|older|younger|oldest|eldest|youngest|middle|only|twin|adult|adopted|estranged|deceased|step)-?\\s?)?';
const NAME_THEN_RELATION = new RegExp(
  `(${FULL_NAME})(?:\\s?\\(\\s?(?:pt['’]s\\s|her\\s|his\\s)?|,\\s(?:pt['’]s|patient['’]s|her|his|their|the\\spatient['’]s)\\s)${RELATION_MODIFIER}(${anyCase(FAMILY)})\\b`,
  'g',
);

/**
 * "TOM (HUSBAND)", "GRACE (PT'S AUNT)", "terrence (grandson)": the same in capitals or lower case,
 * before a relation in brackets. Capitals and known given names: high; an unknown lower-case word
 * that is not vocabulary: low.
 */
// The relation is checked in code (FAMILY_WORDS), not in an alternation: a long alternation costs compile time on the first call.
const RELATION_WORD = '([A-Za-z]{2,15}(?:[- ]in[- ]law)?)(?![A-Za-z-])';
const UPPERCASE_THEN_RELATION = new RegExp(
  `\\b([A-Z][A-Z'’-]{1,24}(?: [A-Z][A-Z'’-]{1,24})?)\\s?\\(\\s?(?:(?:PT|[Pp]t)['’][Ss]\\s|HER\\s|HIS\\s|her\\s|his\\s)?${RELATION_WORD}`,
  'g',
);
const LOWERCASE_THEN_RELATION = new RegExp(`\\b([a-z][a-z'’-]{2,24})\\s?\\(\\s?(?:pts?['’]?s\\s|her\\s|his\\s)?${RELATION_WORD}`, 'g');
/** "J.P. (son)", "A. J. (grandson)": initials that a relation in brackets names. */
const INITIALS_THEN_RELATION = new RegExp(
  `\\b([A-Z]\\.(?:\\s?[A-Z]\\.){0,2})\\s?\\(\\s?(?:(?:PT|[Pp]t)['’][Ss]\\s|HER\\s|HIS\\s|her\\s|his\\s)?${RELATION_WORD}`,
  'g',
);
/** "Quintero and her daughter agree", "Gus & his wife": a person joined to their own relation. */
const NAME_AND_RELATION = new RegExp(`(${NAME})\\s(?:and|&)\\s(?:her|his|their)\\s${RELATION_MODIFIER}${RELATION_WORD}`, 'g');
const isRelationWord = (word: string) => FAMILY_WORDS.has(word.toLowerCase());
/**
 * The relation in "tomasz (son-in-law)", "J.P. (son, POA)" ends the bracket or a list in it; in
 * "finances (son manages)" or "cat (daughter's)" the bracket is a clause or a possessive instead.
 */
const closesRelationLabel = (text: string, end: number) => /^\s?(?:[),;/+&]|-\s|$)/.test(text.slice(end, end + 3));

/**
 * "lupita and chuy (grandkids)", "Tom & Ann (neighbors)": a plural relation names the word joined to
 * its name by "and" too, when that word is typed the same way and is not vocabulary.
 */
const JOINED_BEFORE = /(?:^|[^A-Za-z'’-])([A-Za-z][A-Za-z'’-]{1,24})\s(?:and|&)\s$/;
function joinedNameBefore(text: string, start: number, relation: string): Span | undefined {
  if (!/s$/i.test(relation)) return undefined;
  const word = JOINED_BEFORE.exec(text.slice(Math.max(0, start - 32), start))?.[1];
  if (!word) return undefined;
  const lower = word.toLowerCase();
  if (FAMILY_WORDS.has(lower) || NOT_NAME_AFTER_RELATION.has(lower) || LOWERCASE_NOT_NAMES.has(lower)) return undefined;
  const title = titleCase(word);
  const nameLike =
    isKnownGivenAnyCase(word) ||
    (/^[A-Z]/.test(word) ? mayBeSurname(word === word.toUpperCase() ? title : word) && isUpperCaseNameWord(word.toUpperCase()) : false) ||
    (/^[a-z]/.test(word) && !isClinicalWord(title) && !SUBJECT_NOUNS.has(title) && !looksLikeEnglishWord(word) && word.length >= 3);
  if (!nameLike || CLINICAL_ABBREVIATIONS.has(word.toUpperCase())) return undefined;
  const wordStart = start - (text.slice(0, start).length - text.slice(0, start).lastIndexOf(word));
  return { start: wordStart, end: wordStart + word.length };
}

function namesBeforeRelation(text: string): Candidate[] {
  const found: Candidate[] = [];
  const joined = (start: number, relation: string) => {
    const span = joinedNameBefore(text, start, relation);
    if (span) found.push({ ...span, type: 'name', confidence: 'high' });
  };
  for (const match of text.matchAll(UPPERCASE_THEN_RELATION)) {
    if (!startsToken(text, match.index) || !isRelationWord(match[2])) continue;
    const words = match[1].split(' ');
    if (
      !words.every(
        (word) => isUpperCaseNameWord(word) && !FAMILY_WORDS.has(word.toLowerCase()) && !looksLikeEnglishWord(word.toLowerCase()),
      )
    )
      continue;
    found.push({ type: 'name', start: match.index, end: match.index + match[1].length, confidence: 'high' });
    joined(match.index, match[2]);
  }
  for (const match of text.matchAll(LOWERCASE_THEN_RELATION)) {
    if (!startsToken(text, match.index) || !isRelationWord(match[2]) || !closesRelationLabel(text, match.index + match[0].length)) continue;
    const word = match[1];
    const name = titleCase(word);
    if (FAMILY_WORDS.has(word) || LOWERCASE_NOT_NAMES.has(word)) continue;
    // "grant (son)", "will (pt's nephew)": a word-like given name that the relation in brackets names.
    if (isKnownGivenAnyCase(word) || (AMBIGUOUS_GIVEN_NAMES.has(name) && NOT_NAME_AFTER_RELATION.has(word))) {
      found.push({ type: 'name', start: match.index, end: match.index + word.length, confidence: 'high' });
      joined(match.index, match[2]);
    } else if (!NOT_NAME_AFTER_RELATION.has(word) && !isClinicalWord(name) && !SUBJECT_NOUNS.has(name) && !looksLikeEnglishWord(word)) {
      // "tomasz (son-in-law)": the clinician names the relation of the word before it — high, as after a relation.
      found.push({ type: 'name', start: match.index, end: match.index + word.length, confidence: 'high' });
      joined(match.index, match[2]);
    }
  }
  for (const match of text.matchAll(INITIALS_THEN_RELATION)) {
    if (!startsToken(text, match.index) || !isRelationWord(match[2]) || !closesRelationLabel(text, match.index + match[0].length)) continue;
    found.push({ type: 'name', start: match.index, end: match.index + match[1].length, confidence: 'high' });
  }
  for (const match of text.matchAll(NAME_AND_RELATION)) {
    const word = match[1];
    if (!startsToken(text, match.index) || !isRelationWord(match[2]) || !(isGivenName(word) || mayBeSurname(word))) continue;
    found.push({ type: 'name', start: match.index, end: match.index + word.length, confidence: 'high' });
  }
  for (const match of text.matchAll(NAME_THEN_RELATION)) {
    // "Spoke with Luis Ortiz (son)": drop the leading words that are vocabulary.
    let start = match.index;
    let value = match[1];
    while (value.includes(' ') && isClinicalWord(value.slice(0, value.indexOf(' ')))) {
      start += value.indexOf(' ') + 1;
      value = value.slice(value.indexOf(' ') + 1);
    }
    if (value.split(' ').some((word) => !/^[A-ZÀ-ÖØ-Þ]\.?$/.test(word) && (isClinicalWord(word) || SUBJECT_NOUNS.has(word)))) continue;
    // "Tonight, his son stays", "Sadly, her husband passed": a word opening the sentence before a comma is no person.
    if (!value.includes(' ') && (NOT_A_PERSON_BEFORE_COMMA.has(value) || looksLikeEnglishWord(value.toLowerCase()))) continue;
    found.push({ type: 'name', start, end: start + value.length, confidence: 'high' });
    joined(start, match[2]);
  }
  return found;
}

/** "smith", "o'neil" after "mrs": one lower-case word that is not clinical or shaped like an English word. */
function casualLowerCaseNameAt(text: string, at: number): Span | undefined {
  LOWERCASE_WORDS_AT.lastIndex = at;
  const lower = LOWERCASE_WORDS_AT.exec(text);
  if (!lower) return undefined;
  const word = lower[0].split(' ')[0];
  const title = titleCase(word);
  // After a title an eponym is a surname: "mrs smith", "mr jones".
  if (isNotName(title) || SUBJECT_NOUNS.has(title) || looksLikeEnglishWord(word) || LOWERCASE_NOT_NAMES.has(word)) return undefined;
  return { start: at, end: at + word.length };
}

/** A capitalised name after a title typed in lower case ("mr Fairweather"): its words up to one that is not a name. */
function capitalisedNameAt(text: string, at: number): Span | undefined {
  NAME_AT.lastIndex = at;
  const name = NAME_AT.exec(text);
  if (!name) return undefined;
  return keepNameWords(text, at, name[0], isNotName);
}

/** "ROE, JANE" as EHR exports write it; "CHF, COPD" is not a name. */
function upperCaseCommaNameAt(text: string, at: number): Span | undefined {
  UPPERCASE_COMMA_NAME_AT.lastIndex = at;
  const upper = UPPERCASE_COMMA_NAME_AT.exec(text);
  if (!upper || !upper[0].split(/,\s?/).every(isUpperCaseNameWord)) return undefined;
  return { start: at, end: at + upper[0].length };
}

/**
 * "ROSA DELGADO", "LINDA": capitals up to the first clinical word. `knownFirst`: the first word
 * must be a known given name (after a relation, or a label that is not a name label — "PATIENT:
 * FOUND ON FLOOR" is not a name).
 */
function upperCaseWordsAt(text: string, at: number, knownFirst: boolean, afterTitle = false): Span | undefined {
  UPPERCASE_WORDS_AT.lastIndex = at;
  const upper = UPPERCASE_WORDS_AT.exec(text);
  if (!upper) return undefined;
  // After a title an eponym is a surname: "MR SMITH".
  const isNameWord = afterTitle
    ? (word: string) => word.length >= 2 && !CLINICAL_ABBREVIATIONS.has(word) && !isNotName(titleCase(word))
    : isUpperCaseNameWord;
  const [first, ...rest] = upper[0].split(' ');
  if (knownFirst ? !isKnownGivenAnyCase(first) : !isNameWord(first)) return undefined;
  let end = at + first.length;
  for (const word of rest) {
    if (!isNameWord(word)) break;
    end += 1 + word.length;
  }
  return { start: at, end };
}

/** "Mary Johnson" where only a known given name may open a name. */
function knownGivenNameAt(text: string, at: number): Span | undefined {
  NAME_AT.lastIndex = at;
  const name = NAME_AT.exec(text);
  return name && isGivenName(name[0].split(' ')[0]) ? mixedCaseNameAt(text, at, false) : undefined;
}

/**
 * A capitalised name at `at`, cut at the first clinical word. A given name that is also a word
 * (Will, Grace, June) counts before a surname ("caregiver: June Bigsby"), and alone only where
 * `ambiguousAlone` (after a relation or "name is") and when no capitalised word follows ("son Will
 * visits", not "Son Will Call").
 */
function mixedCaseNameAt(text: string, at: number, ambiguousAlone: boolean, eponymNeedsName = false): Span | undefined {
  NAME_AT.lastIndex = at;
  const name = NAME_AT.exec(text);
  // "Physician: Dr. Roe" is read by titledNames.
  if (!name || TITLES.test(text.slice(at, at + 5))) return undefined;
  const value = name[0];
  const [first, second] = value.split(/\s+/).filter((word) => !/^[A-ZÀ-ÖØ-Þ]\.?$/.test(word));
  let span: Span | undefined;
  if (isAmbiguousGivenName(first)) {
    const restAt = value.indexOf(' ', first.length) + 1;
    const rest = restAt > 0 ? keepNameWords(text, at + restAt, value.slice(restAt), isNotName) : undefined;
    if (rest) span = { start: at, end: rest.end };
    else {
      const after = text.slice(at + first.length, at + first.length + 2);
      return ambiguousAlone && !/^\s[A-ZÀ-ÖØ-Þ]/.test(after) ? { start: at, end: at + first.length } : undefined;
    }
  } else {
    // An eponym opens a name only when a non-clinical word follows: "son Walker Haynes" but "caregiver Hoyer lift".
    const opensWithSurname = eponymNeedsName && SURNAME_LIKE_TERMS.has(first) && second !== undefined && !isClinicalWord(second);
    if (!opensWithSurname && isClinicalWord(first)) return undefined;
    // Once a name has begun, an eponym after it is its surname: "son-in-law Marcus Bell".
    span = keepNameWords(text, at, value, isNotName);
  }
  // "Ruth Ann Kimble": a third capitalised word that is not vocabulary belongs to the name.
  if (span && span.end === at + value.length) {
    ONE_MORE_NAME.lastIndex = span.end;
    const more = ONE_MORE_NAME.exec(text);
    if (more && !isNotName(more[0].trim())) span = { start: at, end: span.end + more[0].length };
  }
  return span;
}

/**
 * "grace", "margaret o'neil": lower case. `knownFirst`: the first word must be a known given name
 * (anywhere but after a name label); `firstOnly`: only that word (after a relation, "son marcus
 * calls" — the next word may be the verb).
 */
function lowerCaseNameAt(text: string, at: number, knownFirst: boolean, firstOnly = false): Span | undefined {
  LOWERCASE_WORDS_AT.lastIndex = at;
  const lower = LOWERCASE_WORDS_AT.exec(text);
  if (!lower) return undefined;
  const words = lower[0].split(' ');
  if (knownFirst ? !isKnownGivenAnyCase(words[0]) : isClinicalWord(titleCase(words[0])) || NOT_NAME_AFTER_RELATION.has(words[0])) {
    return undefined;
  }
  let end = at + words[0].length;
  if (!firstOnly) {
    for (const word of words.slice(1)) {
      if (isClinicalWord(titleCase(word)) || NOT_NAME_AFTER_RELATION.has(word) || looksLikeEnglishWord(word)) break;
      end += 1 + word.length;
    }
  }
  return { start: at, end };
}

/**
 * The name captured in group 1 after a context word, cut at the first clinical word. An eponym
 * opens a name only when a non-clinical word follows: "son Walker Haynes" but "caregiver Hoyer lift".
 */
function namesAfter(text: string, pattern: RegExp, isExcluded: (word: string) => boolean, minWords = 1): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index + match[0].length - match[1].length;
    const [first, second] = match[1].split(/\s+/).filter((word) => !/^[A-ZÀ-ÖØ-Þ]\.?$/.test(word));
    const opensWithSurname = SURNAME_LIKE_TERMS.has(first) && second !== undefined && !isExcluded(second);
    const span = keepNameWords(text, start, match[1], opensWithSurname ? isNotName : isExcluded, minWords);
    if (span) found.push({ ...span, type: 'name', confidence: 'low' });
  }
  return found;
}

function givenNamePairs(text: string): Candidate[] {
  const found: Candidate[] = [];
  TWO_NAMES.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TWO_NAMES.exec(text)) !== null) {
    const [whole, given, surname] = match;
    if (startsToken(text, match.index) && isGivenName(given) && !isNotName(surname)) {
      let end = match.index + whole.length;
      // "Ruth Ann Kimble": a third capitalised word that is not vocabulary belongs to the name.
      ONE_MORE_NAME.lastIndex = end;
      const more = ONE_MORE_NAME.exec(text);
      if (more && !isNotName(more[0].trim())) end += more[0].length;
      found.push({ type: 'name', start: match.index, end, confidence: 'low' });
      TWO_NAMES.lastIndex = end;
    } else {
      // Retry from the second word: in "Daughter Rosa Quill" the pair is "Rosa Quill".
      TWO_NAMES.lastIndex = match.index + given.length;
    }
  }
  return found;
}

/** "ALICE HARTLEY IS A 93 Y/O": a known given name in capitals and a capitalised word that is not vocabulary. */
function upperCaseGivenNamePairs(text: string): Candidate[] {
  const found: Candidate[] = [];
  TWO_UPPERCASE_NAMES.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TWO_UPPERCASE_NAMES.exec(text)) !== null) {
    const [whole, given, surname] = match;
    const name = titleCase(given);
    if (isGivenName(name) && !isAmbiguousGivenName(name) && !SURNAME_LIKE_TERMS.has(name) && isUpperCaseNameWord(surname)) {
      found.push({ type: 'name', start: match.index, end: match.index + whole.length, confidence: 'low' });
    } else {
      // Retry from the second word: in "PT ALICE HARTLEY" the pair is "ALICE HARTLEY".
      TWO_UPPERCASE_NAMES.lastIndex = match.index + given.length + 1;
    }
  }
  return found;
}

function surnameCommaGiven(text: string): Candidate[] {
  return [...text.matchAll(SURNAME_COMMA_GIVEN)]
    .filter((match) => startsToken(text, match.index))
    .filter(([, surname, given]) => GIVEN_NAMES.has(given) && !isClinicalWord(surname) && !GIVEN_NAMES.has(surname))
    .map((match) => ({ type: 'name', start: match.index, end: match.index + match[0].length, confidence: 'low' }));
}

/** True when `index` opens a sentence: the start, or after . ! ? ; : a line break or a bullet. */
function opensSentence(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  if (i < 0 || /[.!?;:\n]/.test(text[i])) return true;
  if (/[-•*]/.test(text[i])) {
    let j = i - 1;
    while (j >= 0 && (text[j] === ' ' || text[j] === '\t')) j--;
    return j < 0 || text[j] === '\n';
  }
  return false;
}

/**
 * "Okafor reports…", "Keisha Brown states…": capitalised words that open a sentence and that a
 * clinical verb follows, when none of them is vocabulary, a subject noun ("Caregiver reports",
 * "Referral states", "Humana denied") or shaped like an English word ("Otherwise denies",
 * "Reportedly fell"). Low confidence — the word is unknown, the reading is ours — except for a
 * known given name and a surname ("Juan Ramirez ambulates"): a full name typed as the subject.
 */
function subjectNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(SUBJECT)) {
    if (!opensSentence(text, match.index)) continue;
    const words = match[1].split(' ');
    const isName = (word: string) =>
      isGivenName(word) ||
      (!isClinicalWord(word) &&
        !SUBJECT_NOUNS.has(word) &&
        !FAMILY_WORDS.has(word.toLowerCase()) &&
        !looksLikeEnglishWord(word) &&
        word.length >= 2);
    if (!words.every(isName)) continue;
    // "Juan Ramirez ambulates…": a known given name and a surname, as the subject — two pieces of evidence.
    const confidence = words.length >= 2 && isGivenName(words[0]) ? 'high' : 'low';
    found.push({ type: 'name', start: match.index, end: match.index + match[1].length, confidence });
  }
  for (const match of text.matchAll(LOWERCASE_SUBJECT)) {
    const [, before, word] = match;
    const name = titleCase(word);
    // Or a surname or word-like given name the lexicon knows and no note's word is ("bishop reports", "wren states").
    const known = isGivenName(name) && !isAmbiguousGivenName(name) && !isNotName(name);
    if (!known && !isLowerCaseLexiconName(word)) continue;
    const start = match.index + before.length;
    found.push({ type: 'name', start, end: start + word.length, confidence: 'low' });
  }
  return found;
}

/**
 * "spoke with Tamika", "left VM for Dre": a capitalised word after a contact verb that is not
 * vocabulary, a subject noun ("called Humana", "spoke with Ortho") or shaped like an English word.
 * Low confidence.
 */
function contactedNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(CONTACT_WORDS)) {
    const at = match.index + match[0].length;
    NAME_AT.lastIndex = at;
    const name = NAME_AT.exec(text);
    if (!name) {
      // "spoke w/ gloria", "TEXTED DEB": in lower case or capitals only a known given name that is not a word.
      const span = upperCaseWordsAt(text, at, true) ?? lowerCaseNameAt(text, at, true, true);
      const word = span && titleCase(text.slice(span.start, span.end).split(' ')[0]);
      if (span && word && isGivenName(word) && !isAmbiguousGivenName(word)) found.push({ ...span, type: 'name', confidence: 'low' });
      continue;
    }
    if (TITLES.test(text.slice(at, at + 5))) continue;
    const first = name[0].split(' ')[0];
    if (SUBJECT_NOUNS.has(first) || (!isGivenName(first) && looksLikeEnglishWord(first))) continue;
    const span = keepNameWords(text, at, name[0], isClinicalWord);
    if (span) found.push({ ...span, type: 'name', confidence: 'low' });
  }
  return found;
}

/** Words before a given name that make it a place or an institution: "St. Mary's", "in Virginia", "Mount Sinai". */
const PLACE_BEFORE = /(?:\b(?:St|Saint|Ste|Mt|Mount|Lake|Fort|Ft|Port|San|Santa|Lady|in|at|near|of|Hotel|Camp)\.?\s)$/;
/** Words after a given name that make it a place, an institution, a test or a product: "Florence, SC", "Rose Medical Center". */
const PLACE_AFTER =
  /^(?:['’]s\s(?:wort|Hospital|Medical|Health|Church|Place|Home)|\s(?:Hospital|Medical|Memorial|Health|Healthcare|Clinic|Center|Centre|County|General|Regional|University|College|Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Blvd|Park|Church|Parish|School|Manor|Village|Gardens|Place|Heights|Hills|Valley|Beach|City|Falls|Springs|Rehab|Nursing|Home|Homes|House|Terrace|Court|Square|Plaza|Lake|River|Mountain|Sign|Test|Maneuver|Scale|Protocol|Method|Syndrome|Disease|elevators?|lifts?|beds?|chairs?|walkers?|rollators?|cushions?|mattress|pumps?|monitors?|brand|Stedy|Mater)\b|,\s[A-Z]{2}\b)/;

/**
 * A known given name on its own, mid-sentence or opening one ("call Martha", "Linda helps with
 * bathing"), when nothing makes it a place or an institution. Given names that are words (Rose,
 * Will, Grace) and eponyms (Allen, Thomas) never count alone. Low confidence.
 */
function givenNamesAlone(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(ANY_NAME)) {
    const word = match[0];
    const start = match.index;
    const end = start + word.length;
    if (!GIVEN_NAMES.has(word) || isAmbiguousGivenName(word) || SURNAME_LIKE_TERMS.has(word) || isNotName(word) || STATES.has(word))
      continue;
    if (!startsToken(text, start) || text[start - 1] === '-' || text[end] === '-') continue;
    if (PLACE_BEFORE.test(text.slice(Math.max(0, start - 12), start)) || PLACE_AFTER.test(text.slice(end, end + 14))) continue;
    found.push({ type: 'name', start, end, confidence: 'low' });
  }
  return found;
}

/**
 * The leading words of `value` (at `start`) that are not excluded: "Roe Reports" → "Roe".
 * Undefined when fewer than `minWords` remain.
 */
function keepNameWords(text: string, start: number, value: string, isExcluded: (word: string) => boolean, minWords = 1): Span | undefined {
  let end = start;
  let words = 0;
  for (const part of value.matchAll(/\S+/g)) {
    const word = part[0];
    const isInitial = /^[A-ZÀ-ÖØ-Þ]\.?$/.test(word);
    if (!isInitial && isExcluded(word)) break;
    end = start + part.index + word.length;
    if (!isInitial) words++;
  }
  if (words < minWords) return undefined;
  // An initial left dangling by the cut goes with it: "Pt Jane Q. Denies…" → "Jane".
  const span = text.slice(start, end).replace(/\s[A-ZÀ-ÖØ-Þ]\.?$/, '');
  return { start, end: start + span.length };
}

/** "RUIZ, ANTONIO" as an EHR export or an ID band writes it: a surname, a comma and a known given name, in capitals. */
const UPPERCASE_SURNAME_COMMA_GIVEN = /\b([A-Z][A-Z'’-]{1,24}),\s?([A-Z][A-Z'’-]{1,24})(?![A-Za-z])/g;
/** "MAE IS 98", "LINDA REPORTS…": a known given name in capitals opening a sentence, then a verb in capitals. */
const UPPERCASE_SUBJECT =
  /\b([A-Z]{2,15}) (?:IS|WAS|HAS|REPORTS|REPORTED|STATES|STATED|DENIES|DENIED|C\/O|COMPLAINS|AMBULATES|AMBULATED|AGREES|DECLINES|DECLINED|REFUSES|REFUSED|TOLERATES|TOLERATED|LIVES|FELL|WALKS|SAYS|SAID|FEELS|HELPS|ASSISTS|VISITS|CALLED|CALLS|DRIVES|MANAGES|WANTS|NEEDS|USES)(?![A-Za-z])/g;
/** A word in capitals, four letters or more: "LINDA", "EDNA" alone in a note typed in capitals. */
const UPPERCASE_WORD = /\b[A-Z]{4,15}(?![A-Za-z'’])/g;
const PLACE_BEFORE_ANY_CASE = new RegExp(PLACE_BEFORE.source, 'i');
const PLACE_AFTER_ANY_CASE = new RegExp(PLACE_AFTER.source, 'i');

/** A known given name in capitals that is not a word, an eponym, a state or an abbreviation. */
function isUpperCaseGivenName(word: string): boolean {
  const name = titleCase(word);
  return (
    isGivenName(name) &&
    !isAmbiguousGivenName(name) &&
    !SURNAME_LIKE_TERMS.has(name) &&
    !STATES.has(name) &&
    !CLINICAL_ABBREVIATIONS.has(word) &&
    !isNotName(name)
  );
}

/**
 * Names in a note typed in capitals: "RUIZ, ANTONIO", "MAE IS 98", a known given name alone
 * ("DTR LINDA", "CALLED EDNA") — never as a place ("ST. MARY'S", "IN VIRGINIA"). Low.
 */
function upperCaseNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(UPPERCASE_SURNAME_COMMA_GIVEN)) {
    const [whole, surname, given] = match;
    if (isUpperCaseGivenName(given) && isUpperCaseNameWord(surname) && !isUpperCaseGivenName(surname)) {
      found.push({ type: 'name', start: match.index, end: match.index + whole.length, confidence: 'low' });
    }
  }
  for (const match of text.matchAll(UPPERCASE_SUBJECT)) {
    const word = match[1];
    if (!opensSentence(text, match.index) || !isUpperCaseGivenName(word)) continue;
    const start = match.index;
    found.push({ type: 'name', start, end: start + word.length, confidence: 'low' });
  }
  for (const match of text.matchAll(UPPERCASE_WORD)) {
    const word = match[0];
    const start = match.index;
    const end = start + word.length;
    if (!isUpperCaseGivenName(word) || text[start - 1] === '-' || text[end] === '-') continue;
    if (PLACE_BEFORE_ANY_CASE.test(text.slice(Math.max(0, start - 12), start)) || PLACE_AFTER_ANY_CASE.test(text.slice(end, end + 14)))
      continue;
    found.push({ type: 'name', start, end, confidence: 'low' });
  }
  return found;
}

/** "lives w/ luz", "pt with gloria at bedside": a known given name in lower case that is not a word, after "w/" or "with". Low. */
const WITH_WORD = /\b(?:with\s|w\/\s?)(?=[a-z])/gi;

function lowerCaseNamesAfterWith(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(WITH_WORD)) {
    const at = match.index + match[0].length;
    const word = /^[a-z](?:['’][a-z])?[a-z]{1,24}(?![A-Za-z0-9])/.exec(text.slice(at, at + 28))?.[0];
    if (!word || LOWERCASE_NOT_NAMES.has(word)) continue;
    const name = titleCase(word);
    if (!isGivenName(name) || isAmbiguousGivenName(name) || SURNAME_LIKE_TERMS.has(name) || isNotName(name) || STATES.has(name)) continue;
    found.push({ type: 'name', start: at, end: at + word.length, confidence: 'low' });
  }
  return found;
}

/** "gloria's husband", "Okafor's daughter", "EDNA'S SON": a person whose relation the note names. */
const POSSESSIVE_THEN_RELATION = new RegExp(`\\b([A-Za-z][A-Za-z-]{1,24})['’][Ss]\\s(?:(?:ex|step|late)-?\\s?)?${RELATION_WORD}`, 'g');
const NOT_A_PERSON_BEFORE_RELATION = new Set([
  'pt',
  'patient',
  'client',
  'resident',
  'member',
  'her',
  'his',
  'their',
  'its',
  'one',
  'other',
  'today',
  'family',
]);

/**
 * A known given name in any case (high), or an unknown capitalised word that is not vocabulary or
 * shaped like an English word (low), before "'s" and a relation.
 */
function possessiveNamesBeforeRelation(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(POSSESSIVE_THEN_RELATION)) {
    const word = match[1];
    const lower = word.toLowerCase();
    if (!startsToken(text, match.index) || !isRelationWord(match[2]) || NOT_A_PERSON_BEFORE_RELATION.has(lower) || FAMILY_WORDS.has(lower))
      continue;
    const name = titleCase(word);
    const span = { start: match.index, end: match.index + word.length };
    if (isGivenName(name) && !isAmbiguousGivenName(name) && !SURNAME_LIKE_TERMS.has(name) && !isNotName(name)) {
      found.push({ ...span, type: 'name', confidence: 'high' });
    } else if (
      /^[A-Z][a-z]/.test(word) &&
      !isClinicalWord(word) &&
      !SUBJECT_NOUNS.has(word) &&
      !looksLikeEnglishWord(word) &&
      !isAmbiguousGivenName(word)
    ) {
      found.push({ ...span, type: 'name', confidence: 'low' });
    }
  }
  return found;
}

/**
 * "grandson KAIDEN drove her in": one word in capitals after a relation in a note typed in mixed
 * case, read as its lower-case form would be (a name before a verb or where the person is). Low.
 */
function upperCaseWordBeforeVerb(text: string, at: number): { span: Span; known: boolean } | undefined {
  const word = /^[A-Z][A-Z'’]{2,24}(?![A-Za-z0-9])/.exec(text.slice(at, at + 28))?.[0];
  if (!word || CLINICAL_ABBREVIATIONS.has(word) || !/^\s[a-z]/.test(text.slice(at + word.length, at + word.length + 2))) return undefined;
  const lowered = text.slice(0, at) + word.toLowerCase() + text.slice(at + word.length);
  const guess = lowerCaseNameBeforeVerb(lowered, at);
  return guess && !NOT_NAME_AFTER_RELATION.has(word.toLowerCase()) ? { span: guess.span, known: false } : undefined;
}

/** "Brown, Mrs.", "CASTELLANOS, MR": a surname and the title after it, as a list or a chart writes it. High. */
const SURNAME_THEN_TITLE = new RegExp(`(${NAME}|[A-Z][A-Z'’-]{1,24}),\\s?(?:Mr|Mrs|Ms|Miss|MR|MRS|MS|MISS)\\.?(?![A-Za-z])`, 'g');
/** "per Kowalski family", "the Nakamura-Ortiz family": a family named by its surname. High. */
const FAMILY_SURNAME = new RegExp(
  `\\b(?:the|per|to|with|w\\/|from|and|by|called|call|back|of|for|met|told|informed|notified|updated|texted|phoned)\\s(?:the\\s)?(${NAME})\\s(?:family|fam|household)(?![A-Za-z])`,
  'gi',
);
/** "Vey-Marsh family present", "Quell family called": a family by its surname opening a sentence. Low. */
const FAMILY_SURNAME_OPENING = new RegExp(`(?:^|[.;:!?\\n][ \\t]{0,3})(${NAME})\\s(?:family|fam|household)(?![A-Za-z])`, 'g');
/** "lopez's wife says", "per ruiz ok to shower": a lower-case surname the lexicon knows, before a relation or after "per". Low. */
const LOWERCASE_POSSESSIVE_RELATION = new RegExp(`\\b([a-z][a-z'’-]{2,24})['’]s\\s${RELATION_WORD}`, 'g');
const LOWERCASE_AFTER_PER = /\bper\s([a-z][a-z'’-]{2,24})(?![A-Za-z'’-])/g;
/** Who else a note cites after "per": a specialty, a service, a paper ("per endo", "per cardio", "per protocol"). */
const CITED_AFTER_PER = new Set(
  (
    'endo cardio cardiology neuro neurology ortho pulm pulmo pulmonology onc oncology psych derm uro urology nephro rheum ' +
    'ent ophtho optho podiatry pod hospice pharm pharmacy wound dietary dietitian msw pcp doc chart order orders protocol ' +
    'policy guidelines report instructions surgeon hospitalist'
  ).split(' '),
);
/** A lower-case word that the name lexicon knows and that is no word of a note: "lopez", "ruiz". */
const isLowerCaseLexiconName = (word: string) => {
  const name = titleCase(word);
  return (
    (isLexiconSurname(name) || isLexiconGivenName(name)) &&
    !LOWERCASE_NOT_NAMES.has(word) &&
    !isClinicalWord(name) &&
    !LEXICON_NOT_NAMES.has(name) &&
    !SUBJECT_NOUNS.has(name) &&
    !FAMILY_WORDS.has(word)
  );
};
/** "m. castellanos rn case mgr", "r. delgado-yates msw": an initial and a surname in lower case before a credential. Low. */
const LOWERCASE_INITIAL_SURNAME_CREDENTIAL =
  /\b([a-z]\.\s?[a-z][a-z'’]{2,24}(?:-[a-z][a-z'’]{2,24})?)\s(?:rn|lpn|lvn|msw|lcsw|sw|pt|pta|dpt|ot|otr|cota|slp|md|do|np|pa|pa-c|cna|hha|rd|aprn)\b/g;
/** "pt (Tamsin Vey) seen today": the patient's given name and surname in brackets after them. High. */
const PATIENT_NAMED_IN_BRACKETS = new RegExp(`\\b(?:[Pp]t|[Pp]atient|[Cc]lient|[Rr]esident)\\s?\\(\\s?(${NAME})\\s(${NAME})\\s?[),]`, 'g');
/** "Mr. van der Berg", "Mrs. de la Cruz": a title, then a surname with its particles. High. */
const TITLED_PARTICLE_SURNAME = new RegExp(
  `\\b(?:Mr|Mrs|Ms|Miss|Mx|mrs?|ms)\\.?\\s((?:(?:van|von|de|del|della|der|den|di|da|du|la|le|dos|das|ter|ten)\\s){1,3}${NAME})`,
  'g',
);
/** "the Castellanos home", "the Nguyen residence": a household named by its surname. High. */
const SURNAME_HOME = new RegExp(
  `\\b[Tt]he\\s(${NAME})\\s(?:home|house|residence|household|place|farm|apartment|apt)(?![A-Za-z])(?!\\s(?:health|care|infusion|oxygen|O2|visits?|safety|eval|program|team|services?|modifications?|exercises?|monitoring|aide|nurse|tech))`,
  'g',
);
/** "J. Okoro", "R. Okonkwo-Baptiste", "M.J. Szymanski": initials and a surname. Low. */
const INITIALS_SURNAME = new RegExp(`([${UPPER}]\\.\\s?(?:[${UPPER}]\\.\\s?)?)(${NAME})`, 'g');
/** "per Delacroix, daughter": a capitalised word that a relation after a comma names. High. */
// "Mark, the pt's son", "Ines, her daughter": the person and the relation in apposition.
const NAME_COMMA_RELATION = new RegExp(`(${NAME}),\\s(?:the\\s|a\\s)?(?:(?:pt|patient)['’]s\\s)?${RELATION_WORD}`, 'g');
/** Words that name a kind of family, not its surname: "the whole family", "per Foster family". */
const NOT_A_FAMILY_NAME = new Set(
  (
    'whole entire extended immediate host foster nuclear patient pt same other new own large big small close good caring loving ' +
    'hispanic latino latina catholic jewish muslim christian amish asian african american italian polish irish mexican spanish ' +
    'german chinese korean vietnamese russian somali haitian cuban filipino indian native'
  ).split(' '),
);
/** Capitalised words before "home"/"house" that name a kind of home: "the Group Home", "the Ronald McDonald House". */
const GENERIC_HOUSEHOLD = new Set(
  'Group Nursing Funeral Care Boarding Mobile Ranch Summer Lake Beach Family New Old Own Halfway Hospice Rest Retirement Adult Foster McDonald Manor Guest Open Green White Safe Sober Tiny Model Main Big'.split(
    ' ',
  ),
);
/** Words that open a sentence before a comma and are not a person: "Today, daughter…", "Also, son…". */
const NOT_A_PERSON_BEFORE_COMMA = new Set([
  'Today',
  'Yesterday',
  'Tonight',
  'Also',
  'However',
  'Then',
  'Later',
  'Per',
  'Otherwise',
  'Overall',
  'Afterwards',
  'Meanwhile',
  'Again',
  'Here',
  'There',
  'Now',
  'Yes',
  'No',
  'Ok',
  'Okay',
  'Alert',
  'Oriented',
  'Overnight',
  'Tomorrow',
  'Lately',
  'Sometimes',
  'Still',
  'Instead',
  'Luckily',
  'Thankfully',
  'Sadly',
]);

/** Words after which initials and a surname are a person: "f/u with M. Szymanski", "cc: J. Okoro". */
const NAME_INTRODUCERS = new Set([
  'with',
  'per',
  'from',
  'by',
  'to',
  'for',
  'cc',
  'cc:',
  'c/o',
  'signed',
  'signed:',
  'attn',
  'attn:',
  'and',
  'call',
  'called',
  'w/',
]);

/** The word just before `index` when one space separates them, else undefined. */
function wordBefore(text: string, index: number): string | undefined {
  if (text[index - 1] !== ' ' || index < 2 || text[index - 2] === ' ') return undefined;
  const from = text.lastIndexOf(' ', index - 2) + 1;
  return text.slice(from, index - 1);
}

/** Is `word` a capitalised word that may be a surname: not vocabulary, a subject noun, a relation or shaped like an English word. */
function mayBeSurname(word: string): boolean {
  return (
    !isClinicalWord(word) &&
    !SUBJECT_NOUNS.has(word) &&
    !FAMILY_WORDS.has(word.toLowerCase()) &&
    !looksLikeEnglishWord(word.toLowerCase()) &&
    !STATES.has(word) &&
    !CLINICAL_ABBREVIATIONS.has(word)
  );
}

/**
 * Names where the earlier readings do not look: a surname before its title ("Brown, Mrs."), a family
 * by its surname ("the Kowalski family"), initials and a surname ("J. Okoro"), a word a relation
 * names after a comma ("per Delacroix, daughter").
 */
function namesInOtherPositions(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(SURNAME_THEN_TITLE)) {
    const word = match[1];
    if (!startsToken(text, match.index) || !mayBeSurname(titleCase(word))) continue;
    found.push({ type: 'name', start: match.index, end: match.index + word.length, confidence: 'high' });
  }
  for (const match of text.matchAll(FAMILY_SURNAME)) {
    const word = match[1];
    if (!/^[A-Z]/.test(word) || NOT_A_FAMILY_NAME.has(word.toLowerCase()) || !mayBeSurname(word)) continue;
    const start = match.index + match[0].lastIndexOf(word, match[0].length - 1);
    found.push({ type: 'name', start, end: start + word.length, confidence: 'high' });
  }
  for (const match of text.matchAll(FAMILY_SURNAME_OPENING)) {
    const word = match[1];
    if (NOT_A_FAMILY_NAME.has(word.toLowerCase()) || !mayBeSurname(word) || NOT_NAME_WORDS.has(word)) continue;
    const start = match.index + match[0].lastIndexOf(word);
    found.push({ type: 'name', start, end: start + word.length, confidence: 'low' });
  }
  for (const match of text.matchAll(LOWERCASE_POSSESSIVE_RELATION)) {
    const [, word, relation] = match;
    if (!FAMILY_WORDS.has(relation.toLowerCase()) || !isLowerCaseLexiconName(word)) continue;
    found.push({ type: 'name', start: match.index, end: match.index + word.length, confidence: 'low' });
  }
  for (const match of text.matchAll(LOWERCASE_AFTER_PER)) {
    const word = match[1];
    if (CITED_AFTER_PER.has(word) || !isLowerCaseLexiconName(word)) continue;
    const start = match.index + match[0].length - word.length;
    found.push({ type: 'name', start, end: start + word.length, confidence: 'low' });
  }
  for (const match of text.matchAll(LOWERCASE_INITIAL_SURNAME_CREDENTIAL)) {
    const surname = match[1].replace(/^[a-z]\.\s?/, '');
    if (LOWERCASE_NOT_NAMES.has(surname) || isClinicalWord(titleCase(surname)) || !startsToken(text, match.index)) continue;
    found.push({ type: 'name', start: match.index, end: match.index + match[1].length, confidence: 'low' });
  }
  for (const match of text.matchAll(PATIENT_NAMED_IN_BRACKETS)) {
    const [, given, surname] = match;
    if (isNotName(given) || isNotName(surname) || !mayBeSurname(surname)) continue;
    const start = match.index + match[0].indexOf(given);
    found.push({ type: 'name', start, end: start + given.length + 1 + surname.length, confidence: 'high' });
  }
  for (const match of text.matchAll(TITLED_PARTICLE_SURNAME)) {
    const start = match.index + match[0].length - match[1].length;
    found.push({ type: 'name', start, end: start + match[1].length, confidence: 'high' });
  }
  for (const match of text.matchAll(SURNAME_HOME)) {
    const word = match[1];
    if (NOT_A_FAMILY_NAME.has(word.toLowerCase()) || !mayBeSurname(word) || GENERIC_HOUSEHOLD.has(word)) continue;
    const start = match.index + match[0].indexOf(word, 4);
    found.push({ type: 'name', start, end: start + word.length, confidence: 'high' });
  }
  for (const match of text.matchAll(INITIALS_SURNAME)) {
    const surname = match[2];
    if (!startsToken(text, match.index) || surname.length < 3 || !mayBeSurname(surname) || isGivenName(surname)) continue;
    // "Hep B. Patient", "Stage C. Pain": a letter after a capitalised word or a number is a grade or a type.
    const before = wordBefore(text, match.index);
    if (before !== undefined && /^(?:[A-Za-z]{2,}|\d+)$/.test(before) && !NAME_INTRODUCERS.has(before.toLowerCase())) continue;
    found.push({ type: 'name', start: match.index, end: match.index + match[0].length, confidence: 'low' });
  }
  for (const match of text.matchAll(NAME_COMMA_RELATION)) {
    const word = match[1];
    if (!startsToken(text, match.index) || !isRelationWord(match[2]) || NOT_A_PERSON_BEFORE_COMMA.has(word) || !mayBeSurname(word))
      continue;
    found.push({ type: 'name', start: match.index, end: match.index + word.length, confidence: 'high' });
  }
  return found;
}

/**
 * "pt goldfarb reports…", "patient okonkwo declined…": one lower-case word between "pt" and a
 * clinical verb, when it is not vocabulary, an adverb ("pt also reports", "pt still uses", "pt
 * occ uses"), a level of assist or shaped like an English word. Low: the reading is ours.
 */
const LOWERCASE_PATIENT_SUBJECT = new RegExp(
  `\\b(?:pt|Pt|PT|patient|Patient|client|Client)\\s([a-z](?:['’][a-z])?[a-z-]{2,24}(?:\\s[a-z](?:['’][a-z])?[a-z-]{2,24})?)\\s(?:${PERSON_VERBS.join('|')}|amb|ambs)(?![A-Za-z])`,
  'g',
);
/** Shorthand adverbs and qualifiers clinicians type between "pt" and a verb. */
const PATIENT_ADVERBS = new Set(
  'almost occ freq prev usu gen cont ind indep self however therefore furthermore indeed perhaps maybe still mostly mainly again'.split(
    ' ',
  ),
);
function lowerCasePatientSubjects(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(LOWERCASE_PATIENT_SUBJECT)) {
    // A given name and a surname ("pt hamid farahani amb"): both words must pass, the name is both.
    const words = match[1].split(' ');
    if (words.length === 2 && !words.every((w) => !isOrdinaryLowerCaseWord(w))) continue;
    const word = match[1];
    const title = titleCase(words[0]);
    if (
      PATIENT_ADVERBS.has(word) ||
      ASSIST_LEVELS.has(word) ||
      LOWERCASE_NOT_NAMES.has(word) ||
      FAMILY_WORDS.has(word) ||
      NOT_NAME_AFTER_RELATION.has(word) ||
      isClinicalWord(title) ||
      SUBJECT_NOUNS.has(title) ||
      CLINICAL_ABBREVIATIONS.has(word.toUpperCase()) ||
      looksLikeEnglishWord(words[0]) ||
      /(?:ly|ed|ing)$/.test(words[0])
    )
      continue;
    const start = match.index + match[0].indexOf(' ') + 1;
    found.push({ type: 'name', start, end: start + word.length, confidence: 'low' });
  }
  return found;
}

/** A lower-case word that is no name: shorthand, a level of assist, vocabulary, a relation, English-shaped. */
function isOrdinaryLowerCaseWord(word: string): boolean {
  const title = titleCase(word);
  return (
    PATIENT_ADVERBS.has(word) ||
    ASSIST_LEVELS.has(word) ||
    LOWERCASE_NOT_NAMES.has(word) ||
    FAMILY_WORDS.has(word) ||
    NOT_NAME_AFTER_RELATION.has(word) ||
    isClinicalWord(title) ||
    SUBJECT_NOUNS.has(title) ||
    CLINICAL_ABBREVIATIONS.has(word.toUpperCase()) ||
    looksLikeEnglishWord(word) ||
    /(?:ly|ed|ing|s)$/.test(word)
  );
}

/**
 * "-- rachel m RN", "— Rachel Moss, PTA", "~ j. okafor OT": a line that opens with a dash or a tilde
 * and ends with a clinician's credential is a signature; the words between are the signer. Low.
 */
const DASH_SIGNATURE =
  /(?:^|\n)[ \t]*(?:--|—|–|~)[ \t]?((?:[A-Za-z][A-Za-z'’-]*\.?)(?:[ \t][A-Za-z][A-Za-z'’-]*\.?){0,2}),?[ \t](?:RN|LPN|LVN|PT|PTA|DPT|OT|OTR|OTR\/L|COTA|COTA\/L|SLP|CCC-SLP|MSW|LCSW|CNA|HHA|NP|APRN|PA|PA-C|MD|DO|RD)[ \t]*(?=\n|$)/g;
function dashSignatures(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(DASH_SIGNATURE)) {
    const value = match[1];
    const words = value.split(/[ \t]/);
    const first = words[0].replace(/\.$/, '');
    const nameLike = (word: string) => {
      const bare = word.replace(/\.$/, '');
      if (bare.length === 1) return true; // an initial
      const title = titleCase(bare);
      return (
        !LOWERCASE_NOT_NAMES.has(bare.toLowerCase()) &&
        !isClinicalWord(title) &&
        !SUBJECT_NOUNS.has(title) &&
        !looksLikeEnglishWord(bare.toLowerCase())
      );
    };
    // "rachel m", "Rachel Moss", "j. okafor": a known given name, a capital, or an initial before a surname.
    const opens = isKnownGivenAnyCase(first) || /^[A-Z]/.test(first) || (first.length === 1 && words.length > 1);
    if (!opens || !words.every(nameLike)) continue;
    const start = match.index + match[0].indexOf(value, match[0].search(/[-—–~]/) + 1);
    found.push({ type: 'name', start, end: start + value.length, confidence: 'low' });
  }
  return found;
}

/**
 * A word of the name lexicon (lexicon.ts) that may stand as a name: not vocabulary, an eponym, a
 * word-like given name (Will, Grace), a subject noun, a relation, a state, an abbreviation or a word
 * the lexicon holds that is not a person here (LEXICON_NOT_NAMES). `word` in Title Case.
 */
function isLexiconNameWord(word: string): boolean {
  if (word.length < 3 || !(isLexiconGivenName(word) || isLexiconSurname(word))) return false;
  return !LEXICON_NOT_NAMES.has(word) && !AMBIGUOUS_GIVEN_NAMES.has(word) && mayBeSurname(word);
}
const isLexiconGivenWord = (word: string) => isLexiconNameWord(word) && (isLexiconGivenName(word) || GIVEN_NAMES.has(word));

/** One to three Title Case words: "Fenwick", "Agathe Rousselin", "Xiomara Belén Castañeda". */
const TITLE_CASE_RUN = new RegExp(`${NAME}(?:\\s${NAME}){0,2}`, 'g');
/** A word in lower case, four letters or more, as a lexicon given name might be typed: "marisol", "sven". */
const LOWER_CASE_WORD = /(?:^|[^A-Za-zÀ-ÖØ-öø-ÿ'’-])([a-zß-öø-ÿ]{4,15})(?=$|[^A-Za-zÀ-ÖØ-öø-ÿ-])/g;
/** A word in capitals after a patient word: "Pt HARGREAVES declined", "pt ADEBAYO states". */
const PATIENT_UPPERCASE = /\b(?:pt|Pt|PT|patient|Patient|PATIENT)\s([A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’-]{2,24})(?![A-Za-zÀ-ÖØ-öø-ÿ])/g;

/**
 * Names by dictionary (round 6; decision 0144): what an unseen author adds most is a name with no
 * cue, so a word of the name lexicon counts where its shape says it is used as a name:
 *   - in Title Case, not opening a sentence (there every word is capitalised), and not where a
 *     place or an institution is named ("St. Mary's", "Florence, SC", "Rose Medical Center"): low;
 *     a lexicon given name followed by a lexicon surname ("Agathe Rousselin", "Kristóf Halmi"), two
 *     independent hits in a name's shape, is high, wherever it stands;
 *   - opening a sentence, a Title Case given name and a surname of the lexicon (high, as above);
 *   - in lower case, a lexicon given name of four letters or more that is not an English word (the
 *     generator left those out) nor an abbreviation ("marisol completed", "saw marguerite",
 *     "gave sven the HEP"): low — lower-case text has no other evidence, and names are rare words;
 *   - in capitals after a patient word ("Pt HARGREAVES declined"): low, as "Pt" + name.
 * Words the lexicon holds that are everyday English words never count (the generator left them
 * out), nor eponyms and clinical words (vocabulary.ts), so "Walker", "Foley", "Hoyer", "Brown",
 * "Hope" need a cue as before.
 */
function lexiconNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(TITLE_CASE_RUN)) {
    const start = match.index;
    if (!startsToken(text, start) || text[start - 1] === '-') continue;
    const words = match[0].split(/\s/);
    // Keep the leading words that are lexicon names (a run may end in a clinical word: "Agathe Rousselin Reports").
    let count = 0;
    while (count < words.length && isLexiconNameWord(words[count])) count++;
    if (count === 0) continue;
    const kept = words.slice(0, count);
    const end = start + kept.join(' ').length;
    if (PLACE_BEFORE.test(text.slice(Math.max(0, start - 12), start)) || PLACE_AFTER.test(text.slice(end, end + 14))) continue;
    const full = count >= 2 && isLexiconGivenWord(kept[0]) && isLexiconSurname(kept[count - 1]);
    if (!full && opensSentence(text, start)) continue;
    found.push({ type: 'name', start, end, confidence: full ? 'high' : 'low' });
  }
  for (const match of text.matchAll(LOWER_CASE_WORD)) {
    const word = match[1];
    const start = match.index + match[0].length - word.length;
    if (!isLexiconGivenName(word)) continue;
    const name = titleCase(word);
    if (LOWERCASE_NOT_NAMES.has(word) || CLINICAL_ABBREVIATIONS.has(word.toUpperCase()) || !isLexiconNameWord(name)) continue;
    if (PLACE_BEFORE_ANY_CASE.test(text.slice(Math.max(0, start - 12), start))) continue;
    found.push({ type: 'name', start, end: start + word.length, confidence: 'low' });
  }
  for (const match of text.matchAll(PATIENT_UPPERCASE)) {
    const word = match[1];
    if (CLINICAL_ABBREVIATIONS.has(word) || !isLexiconNameWord(titleCase(word))) continue;
    const start = match.index + match[0].length - word.length;
    found.push({ type: 'name', start, end: start + word.length, confidence: 'low' });
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Round 7 (issue 21): titles as dictation spells them, names with a credential after them, people who
// introduce themselves in a pasted message, and a patient named by initials.

/** "mister haukur lindal", "doctor okonkwo", "missus pettigrew": a title as voice dictation writes it. */
const SPOKEN_TITLE = /\b(mister|missus|misses|doctor|Mister|Missus|Doctor|MISTER|MISSUS|DOCTOR)\s(?=[A-Za-z])/g;

function spokenTitledNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(SPOKEN_TITLE)) {
    const at = match.index + match[0].length;
    const patient = !/^doctor$/i.test(match[1]);
    let span: Span | undefined;
    if (/^[a-z]/.test(text[at])) {
      span = casualLowerCaseNameAt(text, at);
      // A second lower-case word that is a name too: "mister haukur lindal".
      if (span) {
        const next = casualLowerCaseNameAt(text, span.end + 1);
        if (next && text[span.end] === ' ' && isLexiconNameWord(titleCase(text.slice(next.start, next.end))))
          span = { start: span.start, end: next.end };
      }
    } else if (/^[A-Z][a-z]/.test(text.slice(at, at + 2))) {
      NAME_AT.lastIndex = at;
      const name = NAME_AT.exec(text);
      span = name ? keepNameWords(text, at, name[0], isNotName) : undefined;
    } else span = upperCaseWordsAt(text, at, false, true);
    // "doctor visit", "doctor's office", "doctor wants": the word after must be a name, not the noun's company.
    if (span && !patient && !isLexiconNameWord(titleCase(text.slice(span.start, span.end).split(' ')[0]))) continue;
    if (span) found.push({ ...span, type: 'name', confidence: patient ? 'high' : 'low' });
  }
  return found;
}

/**
 * "Priyamvada Rao, MD", "Chidinma Eze, RN", "T. Varga, PT, DPT", "E. Mbatha, MSW": a name and a
 * credential after a comma, as a signature or an attending line writes it. Low: a clinician.
 */
const NAME_CREDENTIAL = new RegExp(
  `((?:[${UPPER}]\\.\\s?)?${NAME}(?:\\s(?:${INITIAL})?${NAME})?),\\s(?:MD|DO|RN|LPN|LVN|PT|DPT|PTA|OT|OTR\\/L|OTR|COTA|SLP|CCC-SLP|MSW|LCSW|NP|FNP|APRN|PA-C|BSN|CNA|HHA|RD|PharmD)(?![A-Za-z])`,
  'g',
);

function credentialledNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(NAME_CREDENTIAL)) {
    const span = keepNameWords(text, match.index, match[1], isClinicalWord);
    if (span && span.end === match.index + match[1].length) found.push({ ...span, type: 'name', confidence: 'low' });
  }
  return found;
}

/**
 * A person who introduces themself in a message pasted into the note: "hi its Keisha", "This is Dorota
 * from next door", "Tavita here," "Hector here." — the name-is reading of texts. High, as "name is".
 */
const SELF_INTRO = new RegExp(
  `\\b(?:it['’]?s|this\\sis|[Ii]['’]?m)\\s(${NAME}(?:\\s${NAME})?)(?=\\s?(?:[,.!(]|here\\b|from\\b|\\(|$))`,
  'gi',
);
const NAME_HERE = new RegExp(`(?:^|["“]\\s?|[.!?:]\\s)(${NAME})\\shere\\b(?=\\s?[,.!:;-])`, 'g');

function selfIntroducedNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(SELF_INTRO)) {
    if (!/^[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]/.test(match[1])) continue;
    const start = match.index + match[0].length - match[1].length;
    const span = keepNameWords(text, start, match[1], isClinicalWord);
    if (span && !looksLikeEnglishWord(match[1].split(' ')[0])) found.push({ ...span, type: 'name', confidence: 'high' });
  }
  for (const match of text.matchAll(NAME_HERE)) {
    const start = match.index + match[0].length - match[1].length - ' here'.length;
    if (isClinicalWord(match[1]) || looksLikeEnglishWord(match[1])) continue;
    found.push({ type: 'name', start, end: start + match[1].length, confidence: 'high' });
  }
  return found;
}

/** "Pt J.K. seen for wound care", "Initials on consent: R.T.M.": a patient named by initials. */
const PATIENT_INITIALS =
  /\b(?:[Pp]t|[Pp]atient|PT|[Cc]lient|[Rr]esident|[Ii]nitials(?:\s[a-z]+){0,2})\s?:?\s((?:[A-Z]\.){2,3})(?![A-Za-z])/g;

function patientInitials(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(PATIENT_INITIALS)) {
    // "Pt A.M. care", "P.M. meds": a time of day, not initials.
    if (/^(?:A\.M\.|P\.M\.)$/.test(match[1])) continue;
    const start = match.index + match[0].length - match[1].length;
    // After a label ("Initials:", "Client:") the initials are the field's value: high, as a labelled name.
    found.push({ type: 'name', start, end: start + match[1].length, confidence: /^initials|:/i.test(match[0]) ? 'high' : 'low' });
  }
  return found;
}

/** "Rose (pt) rose from the chair", "Yusuf (pt) c/o SOB", "Tootie (pt's nickname…)": a word the note marks as the patient. High. */
const NAME_MARKED_PATIENT = new RegExp(`(${NAME})\\s?\\((?:pt|patient|PT|Pt|Patient)(?:['’]s\\s[a-z]+)?\\s?[),;]`, 'g');

function namesMarkedPatient(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(NAME_MARKED_PATIENT)) {
    if (isClinicalWord(match[1]) || FAMILY_WORDS.has(match[1].toLowerCase())) continue;
    found.push({ type: 'name', start: match.index, end: match.index + match[1].length, confidence: 'high' });
  }
  return found;
}

/**
 * The subject of a clause that a time word or reported speech opens: "Today Oyelaran walked…", "Pt reports
 * that Aroha helps…", "Wife states Nurlan has been…". Not a sentence's first word, so only a name the
 * lexicon or the given-name list knows counts; low.
 */
const REPORTED_SUBJECT = new RegExp(
  `\\b(?:[Tt]oday|[Yy]esterday|[Tt]onight|[Tt]his\\s(?:morning|afternoon|evening|AM|PM|am|pm)|that|states|stated|reports|reported|says|said|per\\s(?:pt|wife|husband|family))[,]?\\s(${NAME})\\s(?:${PERSON_VERBS.join('|')}|has\\sbeen|had\\sbeen|is\\snow|was\\snot)(?![A-Za-z])`,
  'g',
);

function reportedSubjects(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(REPORTED_SUBJECT)) {
    const word = match[1];
    if (isClinicalWord(word) || SUBJECT_NOUNS.has(word) || FAMILY_WORDS.has(word.toLowerCase()) || isAmbiguousGivenName(word)) continue;
    if (!isGivenName(word) && !isLexiconNameWord(word) && !mayBeSurname(word)) continue;
    const start = match.index + match[0].length - match[0].slice(match[0].indexOf(word)).length;
    found.push({ type: 'name', start, end: start + word.length, confidence: 'low' });
  }
  return found;
}

/**
 * Whom a visit schedule names: "can u cover Haverkamp thurs?", "covering Kittredge this weekend", "RESCHED:
 * Fennimore recert moved", "Visit moved: Chen Wei-Lun now 3/13". In a schedule a capitalised word after these
 * is the patient; vocabulary, subject nouns, weekdays and English-shaped words stay out. Low.
 */
const SCHEDULED = new RegExp(
  `\\b(?:cover|covers|covering|covered|resched(?:uled?)?\\s?:|re-?scheduled?\\s?:|visit\\smoved\\s?:|moved\\s?:|swap(?:ping)?|sched(?:uled?)?\\s?:)\\s(${NAME}(?:\\s${NAME})?)(?![A-Za-z])`,
  'gi',
);

/** When a visit moves: a weekday, "tmrw", or a day of the month. */
const VISIT_DAY = '(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|tmrw|tomorrow|\\d{1,2}\\/\\d{1,2})(?![A-Za-z0-9])';
/** "can we move dlamini from tues to wed?", "bump Okafor to fri": whom a schedule moves, in any case. Low. */
const MOVED_PERSON = new RegExp(
  `\\b(?:move|moving|bump|bumping|push|pushing|switch|shift)\\s([A-Za-z][a-z'’-]{2,24})\\s(?:from|to)\\s${VISIT_DAY}`,
  'gi',
);
/** "SCHEDULE CHANGE: Pruitt moved to 12/4": a capitalised surname opening a clause, moved to a day. Low. */
const PERSON_MOVED = new RegExp(
  `(?:^|[.;:!?\\n]\\s{0,3})(${NAME})\\s(?:moved|rescheduled|resched|pushed|bumped|switched)\\s(?:to|from)\\s${VISIT_DAY}`,
  'g',
);

function scheduledNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(MOVED_PERSON)) {
    const word = match[1];
    const known = /^[A-Z]/.test(word) ? mayBeSurname(word) && !isAmbiguousGivenName(word) : isLowerCaseLexiconName(word);
    if (!known) continue;
    const start = match.index + match[0].indexOf(word, match[0].indexOf(' '));
    found.push({ type: 'name', start, end: start + word.length, confidence: 'low' });
  }
  for (const match of text.matchAll(PERSON_MOVED)) {
    const word = match[1];
    if (!mayBeSurname(word) || isAmbiguousGivenName(word)) continue;
    const start = match.index + match[0].indexOf(word);
    found.push({ type: 'name', start, end: start + word.length, confidence: 'low' });
  }
  for (const match of text.matchAll(SCHEDULED)) {
    if (!/^[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]/.test(match[1])) continue;
    const start = match.index + match[0].length - match[1].length;
    // The trigger words are read in any case, the name only capitalised: "cover Haverkamp thurs" is "Haverkamp".
    const isExcluded = (word: string) => !/^[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]/.test(word) || !mayBeSurname(word) || isAmbiguousGivenName(word);
    const span = keepNameWords(text, start, match[1], isExcluded);
    if (span) found.push({ ...span, type: 'name', confidence: 'low' });
  }
  return found;
}

/** "Bartek is the pt's home aide", "Lorna is her niece": a person said to be the patient's relation or helper. High. */
const NAME_IS_RELATION = new RegExp(
  `(?:^|[.!?;:]\\s+|\\n)(${NAME})\\s(?:is|was)\\s(?:the\\s)?(?:pt['’]s|patient['’]s|her|his|their)\\s(?:(?:home|live-in|hired|private|primary|main|only|oldest|youngest|late)\\s)?([A-Za-z]{2,15}(?:[- ]in[- ]law)?)(?![A-Za-z-])`,
  'g',
);

function namesThenRoleInHousehold(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(NAME_IS_RELATION)) {
    const [, name, role] = match;
    if (!/^(?:aide|caregiver|helper|sitter|driver|housekeeper)$/i.test(role) && !isRelationWord(role)) continue;
    if (isClinicalWord(name) || SUBJECT_NOUNS.has(name) || FAMILY_WORDS.has(name.toLowerCase())) continue;
    const start = match.index + match[0].indexOf(name);
    found.push({ type: 'name', start, end: start + name.length, confidence: 'high' });
  }
  return found;
}
