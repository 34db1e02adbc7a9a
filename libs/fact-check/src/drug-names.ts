/**
 * Medications a home-health note commonly lists, by generic name, and brand names that mean one of
 * them. Data only: a missing drug is fixed by adding a line. Words that are also everyday English
 * ("Ensure", "Boost", "Depends") are left out on purpose; "med list", "meds", "medications" are not
 * drugs.
 */

const list = (names: string): string[] =>
  names
    .trim()
    .split(/\s*\n\s*|\s*,\s*/)
    .filter(Boolean);

export const GENERIC_NAMES: readonly string[] = list(`
  acetaminophen, albuterol, alendronate, allopurinol, alprazolam, amiodarone, amitriptyline, amlodipine, amoxicillin
  anastrozole, apixaban, aripiprazole, aspirin, atenolol, atorvastatin, azithromycin, baclofen, benazepril, benztropine
  bisacodyl, bisoprolol, budesonide, bumetanide, buprenorphine, bupropion, buspirone, calcitriol, calcium carbonate
  captopril, carbamazepine, carbidopa, carbidopa-levodopa, carvedilol, cefdinir, cefuroxime, celecoxib, cephalexin
  cetirizine, chlorthalidone, cholecalciferol, ciprofloxacin, citalopram, clonazepam, clonidine, clopidogrel
  colchicine, cyclobenzaprine, dabigatran, dapagliflozin, denosumab, dexamethasone, diazepam, diclofenac, digoxin
  diltiazem, diphenhydramine, divalproex, docusate, donepezil, doxazosin, doxycycline, dulaglutide, duloxetine
  empagliflozin, enalapril, enoxaparin, entacapone, escitalopram, esomeprazole, estradiol, ezetimibe, famotidine
  fenofibrate, fentanyl, ferrous sulfate, finasteride, fluconazole, fludrocortisone, fluoxetine, fluticasone
  folic acid, formoterol, furosemide, gabapentin, glimepiride, glipizide, glyburide, guaifenesin, haloperidol
  heparin, hydralazine, hydrochlorothiazide, hydrocodone, hydrocortisone, hydromorphone, hydroxychloroquine
  hydroxyzine, ibuprofen, insulin, ipratropium, irbesartan, isosorbide mononitrate, isosorbide dinitrate, ivabradine
  ketorolac, labetalol, lactulose, lamotrigine, lansoprazole, levetiracetam, levodopa, levofloxacin, levothyroxine
  lidocaine, linagliptin, liraglutide, lisinopril, lithium, loperamide, loratadine, lorazepam, losartan, lovastatin
  magnesium oxide, meclizine, meloxicam, memantine, metformin, methadone, methimazole, methocarbamol, methotrexate
  methylphenidate, methylprednisolone, metoclopramide, metolazone, metoprolol, metronidazole, midodrine, minoxidil
  mirabegron, mirtazapine, montelukast, morphine, mupirocin, nabumetone, naloxone, naproxen, nebivolol, nifedipine
  nitrofurantoin, nitroglycerin, nortriptyline, nystatin, olanzapine, olmesartan, omeprazole, ondansetron
  oxybutynin, oxycodone, pantoprazole, paroxetine, phenytoin, pioglitazone, polyethylene glycol, potassium chloride
  pramipexole, pravastatin, prednisolone, prednisone, pregabalin, primidone, prochlorperazine, promethazine
  propranolol, quetiapine, ramipril, ranolazine, rasagiline, risperidone, rivaroxaban, rivastigmine, ropinirole
  rosuvastatin, sacubitril-valsartan, selegiline, semaglutide, senna, sennosides, sertraline, simvastatin
  sitagliptin, sodium bicarbonate, sotalol, spironolactone, sucralfate, sulfamethoxazole-trimethoprim, tamsulosin
  temazepam, terazosin, ticagrelor, timolol, tiotropium, tizanidine, tolterodine, topiramate, torsemide, tramadol
  trazodone, triamcinolone, valacyclovir, valproic acid, valsartan, vancomycin, venlafaxine, verapamil, vitamin b12
  vitamin d, warfarin, zolpidem
`);

/** Brand (and common shorthand) → generic. */
export const BRAND_NAMES: Readonly<Record<string, string>> = {
  tylenol: 'acetaminophen',
  proair: 'albuterol',
  ventolin: 'albuterol',
  fosamax: 'alendronate',
  zyloprim: 'allopurinol',
  xanax: 'alprazolam',
  norvasc: 'amlodipine',
  eliquis: 'apixaban',
  abilify: 'aripiprazole',
  asa: 'aspirin',
  tenormin: 'atenolol',
  lipitor: 'atorvastatin',
  lioresal: 'baclofen',
  wellbutrin: 'bupropion',
  buspar: 'buspirone',
  sinemet: 'carbidopa-levodopa',
  coreg: 'carvedilol',
  celebrex: 'celecoxib',
  keflex: 'cephalexin',
  zyrtec: 'cetirizine',
  cipro: 'ciprofloxacin',
  celexa: 'citalopram',
  klonopin: 'clonazepam',
  catapres: 'clonidine',
  plavix: 'clopidogrel',
  flexeril: 'cyclobenzaprine',
  pradaxa: 'dabigatran',
  farxiga: 'dapagliflozin',
  prolia: 'denosumab',
  decadron: 'dexamethasone',
  valium: 'diazepam',
  voltaren: 'diclofenac',
  lanoxin: 'digoxin',
  cardizem: 'diltiazem',
  benadryl: 'diphenhydramine',
  depakote: 'divalproex',
  colace: 'docusate',
  aricept: 'donepezil',
  trulicity: 'dulaglutide',
  cymbalta: 'duloxetine',
  jardiance: 'empagliflozin',
  lovenox: 'enoxaparin',
  lexapro: 'escitalopram',
  nexium: 'esomeprazole',
  zetia: 'ezetimibe',
  pepcid: 'famotidine',
  duragesic: 'fentanyl',
  proscar: 'finasteride',
  diflucan: 'fluconazole',
  prozac: 'fluoxetine',
  flonase: 'fluticasone',
  lasix: 'furosemide',
  neurontin: 'gabapentin',
  amaryl: 'glimepiride',
  glucotrol: 'glipizide',
  mucinex: 'guaifenesin',
  haldol: 'haloperidol',
  hctz: 'hydrochlorothiazide',
  norco: 'hydrocodone',
  vicodin: 'hydrocodone',
  dilaudid: 'hydromorphone',
  plaquenil: 'hydroxychloroquine',
  atarax: 'hydroxyzine',
  motrin: 'ibuprofen',
  advil: 'ibuprofen',
  lantus: 'insulin',
  humalog: 'insulin',
  novolog: 'insulin',
  levemir: 'insulin',
  basaglar: 'insulin',
  tresiba: 'insulin',
  humulin: 'insulin',
  novolin: 'insulin',
  atrovent: 'ipratropium',
  imdur: 'isosorbide mononitrate',
  toradol: 'ketorolac',
  lamictal: 'lamotrigine',
  prevacid: 'lansoprazole',
  keppra: 'levetiracetam',
  levaquin: 'levofloxacin',
  synthroid: 'levothyroxine',
  levoxyl: 'levothyroxine',
  lidoderm: 'lidocaine',
  tradjenta: 'linagliptin',
  victoza: 'liraglutide',
  zestril: 'lisinopril',
  prinivil: 'lisinopril',
  imodium: 'loperamide',
  claritin: 'loratadine',
  ativan: 'lorazepam',
  cozaar: 'losartan',
  antivert: 'meclizine',
  mobic: 'meloxicam',
  namenda: 'memantine',
  glucophage: 'metformin',
  robaxin: 'methocarbamol',
  medrol: 'methylprednisolone',
  reglan: 'metoclopramide',
  zaroxolyn: 'metolazone',
  lopressor: 'metoprolol',
  toprol: 'metoprolol',
  'toprol xl': 'metoprolol',
  flagyl: 'metronidazole',
  myrbetriq: 'mirabegron',
  remeron: 'mirtazapine',
  singulair: 'montelukast',
  'ms contin': 'morphine',
  bactroban: 'mupirocin',
  narcan: 'naloxone',
  aleve: 'naproxen',
  naprosyn: 'naproxen',
  bystolic: 'nebivolol',
  procardia: 'nifedipine',
  macrobid: 'nitrofurantoin',
  nitrostat: 'nitroglycerin',
  ntg: 'nitroglycerin',
  pamelor: 'nortriptyline',
  zyprexa: 'olanzapine',
  benicar: 'olmesartan',
  prilosec: 'omeprazole',
  zofran: 'ondansetron',
  ditropan: 'oxybutynin',
  percocet: 'oxycodone',
  oxycontin: 'oxycodone',
  protonix: 'pantoprazole',
  paxil: 'paroxetine',
  dilantin: 'phenytoin',
  actos: 'pioglitazone',
  miralax: 'polyethylene glycol',
  kcl: 'potassium chloride',
  'k-dur': 'potassium chloride',
  klor: 'potassium chloride',
  mirapex: 'pramipexole',
  pravachol: 'pravastatin',
  lyrica: 'pregabalin',
  compazine: 'prochlorperazine',
  phenergan: 'promethazine',
  inderal: 'propranolol',
  seroquel: 'quetiapine',
  altace: 'ramipril',
  ranexa: 'ranolazine',
  azilect: 'rasagiline',
  risperdal: 'risperidone',
  xarelto: 'rivaroxaban',
  exelon: 'rivastigmine',
  requip: 'ropinirole',
  crestor: 'rosuvastatin',
  entresto: 'sacubitril-valsartan',
  ozempic: 'semaglutide',
  senokot: 'senna',
  zoloft: 'sertraline',
  zocor: 'simvastatin',
  januvia: 'sitagliptin',
  aldactone: 'spironolactone',
  carafate: 'sucralfate',
  bactrim: 'sulfamethoxazole-trimethoprim',
  flomax: 'tamsulosin',
  restoril: 'temazepam',
  brilinta: 'ticagrelor',
  spiriva: 'tiotropium',
  zanaflex: 'tizanidine',
  detrol: 'tolterodine',
  topamax: 'topiramate',
  demadex: 'torsemide',
  ultram: 'tramadol',
  desyrel: 'trazodone',
  valtrex: 'valacyclovir',
  diovan: 'valsartan',
  effexor: 'venlafaxine',
  calan: 'verapamil',
  coumadin: 'warfarin',
  jantoven: 'warfarin',
  ambien: 'zolpidem',
  b12: 'vitamin b12',
  'vit d': 'vitamin d',
  'vitamin d3': 'vitamin d',
  d3: 'vitamin d',
};
