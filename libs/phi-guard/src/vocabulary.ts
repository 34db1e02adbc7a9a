/**
 * Word lists behind the name heuristics (names.ts) and the place patterns (patterns.ts).
 * Kept as data so a false alarm found in the field is fixed by adding a word, not a rule.
 */

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/**
 * Eponyms and devices that are also surnames. They are names after a title or a given name
 * ("Dr. Walker", "Jane Berg") but never after "Pt" or "daughter" ("pt Berg 45/56", "caregiver Hoyer
 * lift training") and never on their own.
 */
export const SURNAME_LIKE_TERMS = words(`
  Parkinson Parkinsons Glasgow Borg Tinetti Berg Romberg Babinski Trendelenburg Foley Hoyer Alzheimer Alzheimers
  Walker Walkers Homans Homan Thomas Ober Lachman McMurray Phalen Phalens Tinel Tinels Finkelstein Hawkins Kennedy
  Neer Apley Allen Barthel Katz Lawton Braden Norton Morse Snellen Karnofsky Oswestry Lysholm Denver Cheyne Stokes
  Kussmaul Bell Bells Guillain Barre Barré Huntington Huntingtons Gehrig Hodgkin Crohn Crohns Addison Cushing Graves
  Hashimoto Raynaud Raynauds Meniere Menieres Ménière Baker Bakers Colles Smith Barton Jones Bennett Dupuytren Osgood
  Schlatter Legg Perthes Sever Achilles Epley Dix Hallpike Semont Brandt Daroff Brunnstrom Bobath Rood Kabat Mulligan
  Maitland McKenzie Kaltenborn Williams Codman Codmans Buerger Thompson Fowler Fowlers Jackson Pratt Penrose Swan Ganz
  Hickman Groshong Kegel Kegels Valsalva Heimlich Rancho Ashworth Fugl Meyer Wells Caprini Apgar Folstein Jebsen Taylor
  Purdue Moberg Semmes Weinstein Jamar Kendall Lhermitte Spurling Adson Roos Speed Yergason Hoffmann Kernig Brudzinski
  Murphy McBurney Rovsing Chvostek Trousseau Stemmer Kaposi Wernicke Korsakoff Broca Down Tourette Asperger Marfan
  Ehlers Danlos Charcot Duchenne Becker Lewy Pick Creutzfeldt Jakob Paget Osler Scheuermann Sprengel Klippel Erb
  Klumpke Volkmann Sudeck Stryker Hill Rom Invacare Medline Drive Lumex Nova Pride Jazzy Permobil Sunrise Roho Tempur
  Allen Minnesota Montreal Beers Morton Mortons Bankart Hill-Sachs Salter Harris Gower Gowers Lasegue Patrick Faber Fabere
  Gaenslen Yeoman Ely Noble Cozen Mill Mills Watson Hawkins-Kennedy Jobe Hornblower Gerber Belly Scarf Bunnell Littler
  Froment Wartenberg Allis Galeazzi Ortolani Barlow Craig Nachlas Stinchfield Hoover Waddell Schober Beevor Oppenheim
  Gordon Chaddock Tromner Hoffman Rinne Weber Cogan Dix-Hallpike Romberg's Parkinson's Alzheimer's Bell's Crohn's Baker's
  Tinel's Phalen's Homans' Meniere's Raynaud's Huntington's Fowler's Kegel's Codman's Morton's Gower's Buck Bryant Russell
  Thomas's Lou Gehrig's Vicodin Ensure Boost Glucerna Depends Tena Hoyers Dale Otago Mayo Cleveland Hopkins
`);

/**
 * Verbs a note puts right after "Pt" or "Wife", capitalised by habit or by a heading: "Wife Assists
 * with ADLs", "Son Requests…". Inflected forms only, and none that is a common surname (Burns, Marks).
 */
const CLINICAL_VERBS = `
  assist request help provide manage drive visit call work prepare clean report state deny present require ambulate
  transfer perform complete verbalize agree decline refuse tolerate instruct use need receive start stop increase
  decrease improve progress demonstrate understand return participate attend continue monitor review order
  recommend educate reside stay sleep eat drink shower bathe dress toilet void wear ask want wish prefer plan note
  arrive leave live move remain rest sit stand walk climb fall trip slip feel complain endorse express appear seem
  look reach lift push pull bend turn roll scoot pivot reposition respond follow answer sign consent schedule cancel
  reschedule confirm arrange coordinate supervise cue encourage prompt remind check measure weigh test screen assess
  evaluate treat apply change remove replace irrigate pack cover secure support
`
  .trim()
  .split(/\s+/)
  .flatMap((verb) => {
    const stem = verb.endsWith('e') ? verb.slice(0, -1) : verb;
    return [`${verb}s`, verb.endsWith('e') ? `${verb}d` : `${verb}ed`, `${stem}ing`];
  })
  .map((word) => word[0].toUpperCase() + word.slice(1));

/**
 * Capitalised words that are never a person's name here: sentence starters, headings, clinical
 * terms, months, weekdays, brand names of drugs and equipment.
 */
export const NOT_NAME_WORDS: ReadonlySet<string> = new Set(
  [...CLINICAL_VERBS, 'Handout', 'Handouts', ...words(`
  A An And Or But Nor So Yet The This That These Those It Its He She They We You I His Her Their Our Your My
  With Without To From In On At For Of By As Into Onto Per Via Over Under Upon After Before During Since Until Through
  Is Are Was Were Be Been Being Has Have Had Do Does Did Will Would Can Could Should Shall May Might Must Not No Yes
  Also Then Now Today Tomorrow Yesterday Again Still Only Both Each Every All Any Some None Other Others Same
  Care Plan Home Health Safety Status History Assessment Subjective Objective Evaluation Eval Reeval Re-eval Visit Visits
  Discharge Discharged Admission Admitted Medicare Medicaid Part Insurance Mobility Gait Balance Strength Range Motion
  Pain Vitals Vital Signs Skin Wound Wounds Medication Medications Meds Diagnosis Diagnoses Primary Secondary Prior
  Level Levels Function Functional Independent Independence Independently Assist Assistance Assisted Min Mod Max Moderate
  Minimal Maximal Maximum Minimum Total Standby Contact Guard Supervision Supervised Setup Set-up Rolling Front Wheeled
  Front-Wheeled Four-Wheeled Standard Manual Power Electric Semi-Electric Hospital Bed Beds Commode Bedside Shower
  Chair Chairs Tub Transfer Bench Grab Bars Bar Raised Toilet Seat Cane Canes Quad Crutches Crutch Wheelchair Wheelchairs
  Rollator Rollators Lift Lifts Scale Scales Score Scores Test Tests Index Measure Screen Screening Exam Examination
  Coma Fall Falls Risk Timed Up Go Sit Stand Sit-to-Stand Five Times Minute Minutes Walk Walking Six Two Ten Three
  Four One Meter Left Right Bilateral Bilaterally Upper Lower Extremity Extremities Knee Knees Hip Hips Shoulder
  Shoulders Ankle Ankles Wrist Elbow Hand Hands Foot Feet Back Spine Lumbar Cervical Thoracic Replacement Arthroplasty
  Fracture Fractures Disease Syndrome Palsy Sign Reflex Maneuver Position Chronic Acute Heart Failure Congestive
  Obstructive Pulmonary Diabetes Diabetic Mellitus Type Hypertension Stroke Dementia Skilled Nursing Nurse Physical
  Occupational Therapy Therapist Therapists Speech Language Pathology Social Work Worker Services Service Agency
  Certification Recertification Recert Period Frequency Duration Week Weeks Day Days Month Months Year Years Daily
  Weekly Monthly Spring Summer Autumn Winter Short Long Term Goals Goal Education Educated Training Trained Caregiver
  Caregivers Family Patient Patients Pt Client Daughter Son Wife Husband Spouse Good Fair Poor Normal Abnormal Within
  Limits Noted Note Notes Continue Continued Continues Recommend Recommended Recommendation Recommendations Monitor
  Monitored Review Reviewed Order Orders Ordered Physician Physicians Doctor Supplies Supply Equipment Durable Medical
  Letter Necessity Justification Alternative Alternatives Considered Ruled Out Unable Able Difficulty Dependent
  Support Supports Exercise Exercises Program Programs Oxygen Blood Pressure Rate Pulse Temperature Weight Height Body
  Mass Sugar Glucose Insulin Fluid Edema Pitting Lungs Lung Clear Diminished Crackles Wheezes Bowel Bladder Continent
  Incontinent Alert Oriented Confused Cognition Cognitive Memory Vision Hearing Teaching Taught Return Demonstration
  Demonstrates Demonstrated Understanding Understands Bathroom Kitchen Bedroom Stairs Stair Steps Step Rail Rails Story
  Single-Story Two-Story Entry Threshold Ramp Ortho Orthopedic Orthopaedic Post Pre Op Operative Postoperative
  Post-Op Surgery Surgical New Old Next Last First Second Third Initial Follow Follow-Up Resumption Start End
  Emergency Room Department Urgent Provider Providers Reports Reported Reporting States Stated Denies Denied Presents
  Presented Requires Required Requiring Ambulates Ambulated Ambulating Ambulation Transfers Transferred Performed
  Performs Completed Completes Complete Verbalizes Verbalized Agrees Agreed Declined Refused Lives Lived Living Tolerated
  Tolerates Tolerating Instructed Instruction Instructions Uses Used Using Needs Needed Received Receives Given Took Takes
  Prescribed Started Stopped Increased Decreased Improved Improving Improvement Progress Progressing Progressed Slow
  Slowly Steady Unsteady Impaired Impairment Impairments Deficit Deficits Weakness Weak Generalized General Overall
  Dizziness Dizzy Fatigue Shortness Breath Dyspnea Cough Fever Chills Nausea Vomiting Diarrhea Constipation Urinary
  Retention Infection Sepsis Pneumonia Cellulitis Ulcer Ulcers Pressure Injury Injuries Stage Unstageable Deep Tissue
  Dressing Dressings Wet Dry Moist Clean Intact Drainage Serous Sanguineous Granulation Slough Eschar Periwound Tunneling
  Undermining Length Width Depth Measured Measurements Incision Staples Sutures Steri-Strips Removed Healing Healed
  Braden Norton Morse Tinetti Berg Romberg Barthel Katz Lawton Borg Glasgow Rancho Modified Ashworth Mini Mental State
  Montreal Cognitive Functional Reach Dynamic Gait Index Activities Specific Confidence ABC Outcome Outcomes Numeric
  Rating Visual Analog Wong-Baker Faces Oswestry Disability Neck Questionnaire Lower-Extremity Upper-Extremity Quick
  Arm Shoulder Timed-Up-and-Go Chair-Rise Thirty Second Gait-Speed Speed Distance Endurance Tolerance Activity
  Activities Daily Instrumental Bathing Grooming Toileting Feeding Eating Hygiene Dressing Upper-Body Lower-Body
  Meal Preparation Housekeeping Laundry Shopping Driving Community Household Outdoor Indoor Level-Surface Uneven
  Surfaces Curb Curbs Ramp Ramps Car Cars Vehicle Bus Transportation Medicaid Waiver Private Pay Advantage Plan
  Supplement Supplemental Secondary Tertiary Authorization Authorized Prior-Authorization Coverage Covered Criteria
  Local Determination National LCD NCD HCPCS CPT ICD ICD-10 Code Codes Modifier Modifiers Claim Claims Billing Billed
  Unit Units Minutes Hours Hour Session Sessions Treatment Treatments Intervention Interventions Therapeutic
  Neuromuscular Re-education Reeducation Manual Modalities Modality Ice Heat Hot Cold Pack Packs Ultrasound Estim TENS
  NMES Electrical Stimulation Massage Mobilization Stretching Strengthening Conditioning Aerobic Endurance Posture
  Postural Core Stabilization Proprioception Vestibular Coordination Fine Gross Motor Sensory Sensation Light Touch
  Sharp Dull Intact Absent Reduced Numbness Tingling Neuropathy Peripheral Edema Compression Stockings Stocking Wrap
  Wraps Brace Braces Splint Splints Orthosis Orthotic Orthotics Prosthesis Prosthetic Sling Collar Immobilizer
  Reacher Sock Aid Long-Handled Sponge Shoehorn Elastic Laces Dycem Built-Up Utensils Plate Guard Rocker Knife Adaptive
  Assistive Device Devices Gait-Belt Belt Transfer-Board Board Sliding Slide Sheet Pivot Squat Stand-Pivot Trapeze
  Overbed Table Air Mattress Overlay Alternating Low Air-Loss Gel Foam Cushion Cushions Pressure-Relieving Positioning
  Turning Repositioning Schedule Schedules Hours Side Rails Half Full Head Foot Elevation Elevate Elevated Trendelenburg
  Reverse Semi-Fowler Semi-Fowlers High-Fowler Supine Prone Sidelying Side-Lying Seated Sitting Standing Lying
  Sunday Monday Tuesday Wednesday Thursday Friday Saturday Mon Tue Tues Wed Thu Thur Thurs Fri Sat Sun
  January February March April May June July August September October November December
  Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec
  Lasix Coumadin Eliquis Xarelto Tylenol Norco Percocet Lipitor Plavix Keppra Sinemet Aricept Namenda Lovenox Humalog
  Lantus Novolog Januvia Synthroid Prilosec Zofran Flomax Miralax Senokot Colace Metformin Lisinopril Amlodipine
  Gabapentin Tramadol Oxycodone Aspirin Warfarin Heparin Prednisone Albuterol Spiriva Advair Symbicort Ventolin Ativan
  Seroquel Haldol Zoloft Lexapro Prozac Xanax Ambien Neurontin Lyrica Celebrex Motrin Advil Aleve Ibuprofen Naproxen
  Acetaminophen Vitamin Calcium Magnesium Potassium Sodium Iron Folate Omeprazole Pantoprazole Furosemide Carvedilol
  Metoprolol Atorvastatin Simvastatin Rosuvastatin Levothyroxine Donepezil Memantine Levodopa Carbidopa Ropinirole
  Pramipexole Baclofen Tizanidine Cyclobenzaprine Hydrocodone Morphine Fentanyl Dilaudid Oxygen Nebulizer CPAP BiPAP
  Concentrator Tank Tanks Cannula Nasal Mask Pulse Oximeter Oximetry Glucometer Lancets Strips Pen Pens Syringe
  Syringes Catheter Foley Suprapubic Ostomy Colostomy Ileostomy Urostomy Stoma Wafer Pouch Feeding Tube PEG G-Tube
  J-Tube Trach Tracheostomy Suction Kangaroo Pump Infusion PICC Port Midline IV
  Invacare Drive Medline Lumex Nova Pride Jazzy Permobil Sunrise Quickie Roho Jay Tempur Hoyer Stryker Hill-Rom Joerns
  Graham-Field Everest Jennings Karman Tracer Cruiser Merits Golden Carex Moen Bemis Dr Mr Mrs Ms Miss
  Mild Severe Significant Minor Major Moderate-to-Severe Stable Unstable Improved Declined Worsened Worsening Same
  Increase Decrease Maintain Maintained Maintains Prevent Prevention Reduce Reduced Promote Restore Return Returned
  Achieve Achieved Met Unmet Partially Ongoing Goal Target Baseline Current Currently Previously Recently Recent
  Consistent Consistently Intermittent Intermittently Occasional Occasionally Frequent Frequently Constant Always Never
  Sometimes Usually Rarely Often Good-Fair Fair-Good Fair-Poor Trace Zero
  Assessment Plan Impression Problem Problems List Summary Comments Comment Findings Result Results Lab Labs
  Laboratory Imaging X-Ray X-Rays MRI CT Scan Scans Echo Echocardiogram EKG ECG Doppler Ultrasound Report Reports
  Chief Complaint Present Illness Past Surgical Social Family Review Systems Allergies Allergy NKDA Code Full DNR
  POLST Advance Directive Directives Living Will Hospice Palliative Comfort Respite Home-Bound Homebound Homebound
  Taxing Effort Leaving Absences Absence Attends Church Adult Center Dialysis Appointments Appointment Clinic Office
  Pharmacy Lab Draw INR Coumadin-Clinic Wound-Clinic Outpatient Inpatient Rehab Rehabilitation Acute-Care Skilled-Nursing
  Facility SNF ALF Assisted Independent-Living Apartment House Home Condo Trailer Mobile Manufactured Residence Alone
  Lives-Alone Supportive Involved Available Present Absent Helpful Willing Unwilling Motivated Participates Participated
  Engaged Anxious Depressed Pleasant Cooperative Agitated Lethargic Drowsy Somnolent Awake Asleep
  North South East West Northeast Northwest Southeast Southwest Central Eastern Western Northern Southern County State
  United States America American English Spanish Interpreter Language Languages Speaks Spoken Hard Hearing Deaf Blind
  Low-Vision Glasses Hearing-Aids Dentures Partial Upper Lower
  Parkinson Parkinsons Alzheimer Alzheimers Huntington Lewy Guillain-Barre Guillain-Barré Charcot-Marie-Tooth
  Christmas Easter Thanksgiving Holiday Holidays Weekend Weekends Morning Mornings Afternoon Evening Evenings Night Nights
  Noon Midnight AM PM Bedtime
  Silverman LSVT Voice Treatment Name Names Seen Found
  Otherwise Additionally Furthermore Moreover However Overall Later Earlier Meanwhile Regardless Unfortunately
  Fortunately Subsequently Reportedly Subjectively Objectively Initially Finally Lastly Previously Recently
  Caregiver Caregivers Family Spouse Husband Wife Daughter Son Mother Father Sister Brother Niece Nephew Grandson
  Granddaughter Grandmother Grandfather Aunt Uncle Cousin Neighbor Neighbour Friend Roommate Guardian Dtr Staff Nursing
  Referral Script
`)].filter((word) => !SURNAME_LIKE_TERMS.has(word)), // "Dr. Berg" and "Jane Walker" are people
);

/**
 * Common US given names (first names only, which identify nobody on their own). A capitalised word
 * after one of these is read as a surname. Left out on purpose: given names that are also everyday
 * or clinical words (Max, Grace, Will, Mark, Gene, Ray, June, Hope, Iris, Jack…) and eponym
 * surnames (Allen, Thomas, Taylor, Jackson), which would make "Max Assist" or "Allen Cognitive
 * Level" look like people.
 */
export const GIVEN_NAMES = words(`
  Aaron Abigail Adam Adrian Agnes Aidan Alan Albert Alberto Alejandro Alex Alexander Alexandra Alexis Alfred Alice
  Alicia Alison Alma Alvin Amanda Amelia Amy Ana Andre Andrea Andrew Angela Angelica Angie Anita Ann Anna Anne Annette
  Annie Anthony Antonio Arlene Armando Arnold Arthur Audrey Barbara Beatrice Becky Belinda Ben Benjamin Bernard Bernice
  Bertha Betty Beverly Billy Bobby Bonnie Brad Bradley Brandon Brenda Brian Bridget Brittany Bruce Bryan Byron Calvin
  Cameron Carl Carla Carlos Carmen Carol Carole Caroline Carolyn Carrie Catherine Cathy Cecilia Charlene Charles
  Charlie Charlotte Cheryl Chris Christina Christine Christopher Cindy Claire Clara Clarence Claude Claudia Clifford
  Clyde Colleen Connie Constance Cora Corey Craig Curtis Cynthia Daisy Dale Dan Dana Daniel Danielle Danny Darlene
  Darrell Darryl Dave David Debbie Deborah Debra Delores Denise Dennis Derek Diana Diane Dolores Dominic Donald Donna
  Doris Dorothy Douglas Duane Dustin Dwayne Dwight Earl Edgar Edith Edna Eduardo Edward Edwin Eileen Elaine Eleanor
  Elena Elijah Elizabeth Ella Ellen Elmer Eloise Elsie Emily Emma Enrique Eric Erica Erik Erin Ernest Esther Ethan
  Ethel Eugene Eva Evelyn Felicia Felix Fernando Florence Frances Francis Francisco Franklin Fred Freda Frederick
  Gabriel Gail Gary Genevieve George Georgia Gerald Geraldine Gertrude Gilbert Gina Gladys Glen Glenda Glenn Gloria
  Gordon Greg Gregory Gwendolyn Hannah Harold Harriet Harry Harvey Hazel Heather Hector Helen Henrietta Henry Herbert
  Herman Hilda Howard Hugh Ian Ida Inez Irene Irma Isaac Isabel Isabella Ivan Jacob Jacqueline Jaime James Jamie
  Jane Janet Janice Jared Jason Javier Jean Jeanette Jeanne Jeff Jeffrey Jennifer Jenny Jeremy Jerome Jerry Jesse
  Jessica Jesus Jill Jim Jimmy Jo Joan Joann Joanne Joe Joel John Johnny Jon Jonathan Jorge Jose José Joseph
  Josephine Joshua Joyce Juan Juanita Judith Judy Julia Julian Julie Julio Justin Karen Karl Kate Katherine Kathleen
  Kathryn Kathy Katie Keith Kelly Ken Kenneth Kevin Kim Kimberly Kristen Kristin Kyle Larry Laura Lauren Laurie
  Lawrence Leah Lee Leo Leon Leonard Leroy Leslie Lester Lillian Linda Lisa Lloyd Lois Lorenzo Loretta Lori Lorraine
  Louis Louise Lucas Lucia Lucille Lucy Luis Luz Lydia Lynn Mabel Madeline Manuel Marcia Marco Marcus Margaret Margie
  Maria Marian Marie Marilyn Mario Marion Marjorie Marlene Marsha Martha Martin Marvin Mary Maureen Maxine Megan Melanie
  Melissa Melvin Michael Michele Michelle Miguel Mildred Milton Minnie Miriam Mitchell Monica Nancy Naomi Natalie
  Nathan Nathaniel Neil Nellie Nelson Nicholas Nicole Nina Noah Nora Norma Oliver Olivia Omar Oscar Pablo Pamela
  Patricia Patrick Paul Paula Pauline Pedro Peggy Penny Peter Philip Phillip Phyllis Priscilla Rachel Rafael Ralph
  Ramon Ramona Randall Randy Raul Rebecca Regina Renee Rhonda Ricardo Richard Rita Robert Roberta Roberto Robin Rodney
  Roger Roland Ron Ronald Rosa Rosalie Rose Rosemary Ross Roy Ruben Ruth Ryan Sally Salvador Samantha Samuel Sandra
  Sara Sarah Scott Sean Sergio Seth Sharon Shawn Sheila Shelby Shelley Shirley Sidney Sofia Sonia Sophia Stacy Stanley
  Stella Stephanie Stephen Steve Steven Susan Suzanne Sylvia Tamara Tammy Tanya Teresa Terri Terry Thelma Theodore
  Theresa Timothy Tina Todd Tom Tommy Tony Tracy Travis Troy Tyler Valerie Vanessa Vera Verna Vernon Veronica Vicki
  Victor Victoria Vincent Viola Virginia Vivian Wade Wallace Walter Wanda Warren Wayne Wendy Wesley Wilbur Willard
  William Willie Wilma Yolanda Yvonne Zachary
  Aaliyah Abdul Ahmed Aisha Alejandra Alfonso Alfredo Ali Amir Anjali Arturo Ashok Beatriz Blanca Bud Buddy Catalina
  Consuelo Darnell Deepak Demetrius DeShawn Dmitri Ebony Eddie Eli Elsa Ernestine Esperanza Eula Ezra Fatima Floyd
  Francine Freddie Gus Hank Haruto Herschel Hiroshi Homer Hortensia Ignacio Imani Imelda Ines Irving Isaiah Jamal
  Jasmine Jayden Jesús Jorge Kenji Keisha Lakisha Lamar Latoya Lena Leticia Lorena Lupe Luther Maribel Marisol Mavis
  Mei Mohammed Mohamed Muhammad Myrtle Nadia Nasser Nikolai Odell Olga Opal Otis Pete Priya Rahul Raj Rajesh Ravi
  Rocio Roscoe Sam Sammy Sanjay Shanice Soledad Svetlana Tasha Tyrone Velma Vikram Virgil Wei Wilhelmina Winifred
  Xiomara Yesenia Yuki Yusuf Zoë Zoe Bob Bobbie Dot Dottie Fran Jim Mike Mickey Millie Peg Peggy Rick Ricky Rob
  Ronnie Sonia Stan Ted Teddy Tillie Vinnie Walt Liz Beth Betsy Patty Kathy Meg Hattie Mamie Nettie Lottie Bessie
  Effie Ollie Lula Birdie Clem Cleo Dolly Goldie Hilda Ione Lorna Maude Merle Nell Nola Oma Orville Pearlie Rufus
  Sadie Tess Vern Wanda Wendell Willa
`);

/**
 * Given names that are also everyday or clinical words (Will, Grace, Max, June, Mark…): never a
 * name on their own, but a name where only a name can stand — after a relation ("son Will",
 * "wife grace"), in "name is Grace", or before a surname after a label ("caregiver: June Bigsby").
 */
export const AMBIGUOUS_GIVEN_NAMES = words(`
  Will Grace June Max Mark Ray Hope Joy Faith Gene Iris Jack Bill Art Pat Sue May April Dawn Rusty Sunny Chase Grant
  Rich Frank Don Sonny Faye Pearl Ruby Rocky Al Ed Cliff Dean Drew Ginger Summer Autumn Crystal Amber Jade Ivy Holly
  Olive Violet Lily Angel Miles Reed Sandy Skip Gay Joy Merry Rob Bud Buddy Bo Guy Ken Jean Rose Lee Dale Glen Earl
  Wade Penny Robin Carol Hazel Heather Daisy Sally Jo Ruth Norma Nelson Morgan Hunter Jordan Dot Peg Patty Dolly Birdie
  Opal Goldie Homer
`);

/**
 * Lower-case (or ALL CAPS) words that follow a relation as something else than its name: "son will
 * call", "wife may need", "daughter max A", "wife ed on HEP".
 */
export const NOT_NAME_AFTER_RELATION = new Set(
  'will may can max min mod mark hope pat grant drew chase frank rich don bill art ed al miles guy rob reed gay sunny skip'.split(' '),
);

/**
 * Words that start a sentence as its subject and are not a person's name: who else reports, states
 * or denies ("Caregiver reports…", "Referral states…", "Humana denied…", "Nursing reports…").
 * Used only where a capitalised word in subject position is read as a surname (names.ts).
 */
export const SUBJECT_NOUNS = words(`
  Patient Patients Pt Pts Client Resident Member Beneficiary Caller Family Families Staff Nursing Nurse Nurses Aide Aides
  Writer Therapist Therapists Therapy Clinician Clinicians Provider Providers Physician Physicians Doctor Doctors MD
  Surgeon Team Agency Hospice Facility Pharmacy Pharmacist Someone Somebody Everyone Everybody Nobody Anyone Noone
  Spouse Landlord Neighbor Neighbors Neighbour Referral Referrals Chart Record Records Report Reports Note Notes Documentation
  Literature Research Study Studies Evidence Radiology Radiologist Imaging Lab Labs Cardiology Cardiologist Neurology
  Neurologist Urology Oncology Podiatry Podiatrist Nephrology Pulmonology Rheumatology Dermatology Psychiatry Psych Neuro
  Cardio Pulm Renal Hospitalist Orthopedics Orthopedist Surgery Anesthesia Wound Incision Site Area Skin Insurance
  Insurer Payer Payor Supplier Vendor Company Office Clinic Hospital Center Unit Floor School Church Daycare Community
  Humana Aetna Cigna Anthem UnitedHealthcare United Kaiser Permanente Tricare Molina Centene Wellcare Ambetter Medicaid
  Medicare Lincare Apria Rotech AdaptHealth Walgreens Walmart Amazon Uber Lyft Otherwise Additionally Furthermore Moreover
  However Overall Later Earlier Meanwhile Regardless Unfortunately Fortunately Subsequently Reportedly Subjectively
  Objectively Initially Finally Lastly Currently Previously Recently Husband Wife Son Daughter Mother Father Mom Dad
  Sister Brother Niece Nephew Grandson Granddaughter Grandchild Grandmother Grandfather Grandma Grandpa Aunt Uncle Cousin
  Partner Friend Roommate Caregiver Caregivers Guardian Sitter Dtr Dau Husb Cg Sis Bro Stepson Stepdaughter Fiance
  Fiancé Fiancée Girlfriend Boyfriend Who Everyone Each Neither Either Both Many Several Few Nobody Staff EMS Police
  Ambulance Paramedics Firefighters Fire Rescue Transport Driver Chaplain Pastor Priest Social Worker Case Manager
  Coordinator Planner Scheduler Intake Office Billing Supervisor Administrator DON Doc Docs Script Prescription Express
  Optum Caremark Scheduling Dispatch Triage Reception Front Desk
  Rx Form Forms Paperwork Packet Fax Email Message Voicemail Summary Letter Notice Policy Coverage Claim Appeal Denial
`);

/**
 * Verbs a clinician writes after the patient's or a relative's name when it opens a sentence:
 * "Okafor reports…", "Keisha Brown states…", "Gladys denies…". Not "is/has/needs": those follow
 * anything ("Edema is…", "Wound needs…").
 */
export const PERSON_VERBS: readonly string[] = [
  'reports', 'reported', 'states', 'stated', 'denies', 'denied', 'c\\/o', 'complains', 'complained', 'presents', 'presented',
  'ambulates', 'ambulated', 'endorses', 'endorsed', 'verbalizes', 'verbalized', 'agrees', 'agreed', 'declines',
  'declined', 'refuses', 'refused', 'tolerates', 'tolerated', 'transfers', 'transferred', 'lives', 'lived', 'fell',
  'walks', 'walked', 'says', 'said', 'feels', 'felt', 'admits', 'helps', 'helped', 'assists', 'assisted', 'visits',
  'visited', 'called', 'calls', 'drives', 'brings', 'manages', 'stays', 'checks', 'prefers', 'wants', 'wishes',
  'understands', 'demonstrates', 'demonstrated', 'requests', 'requested', 'uses', 'used', 'sleeps', 'eats', 'takes', 'went',
  'returned', 'arrived', 'was\\s(?:seen|admitted|discharged|found|hospitalized)', '(?:is|was)\\san?\\s(?:[a-z]+\\s)?\\d',
  'is\\s(?:alert|awake|oriented|able|unable|independent|agreeable)',
];


/** Two-letter postal codes: a ZIP after one of these is part of an address. */
export const STATE_CODES = words(`
  AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA
  RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU AS MP
`);

/** Full state names, for "Dayton, Ohio" (a place smaller than a state). */
export const STATE_NAMES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia',
  'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire',
  'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania',
  'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington',
  'West Virginia', 'Wisconsin', 'Wyoming', 'Puerto Rico',
] as const;

/** Street suffixes as written in US addresses (USPS Publication 28, the common ones). */
export const STREET_SUFFIXES = [
  'Street', 'St', 'Avenue', 'Ave', 'Av', 'Road', 'Rd', 'Boulevard', 'Blvd', 'Lane', 'Ln', 'Drive', 'Dr', 'Court', 'Ct',
  'Way', 'Place', 'Pl', 'Circle', 'Cir', 'Terrace', 'Ter', 'Parkway', 'Pkwy', 'Highway', 'Hwy', 'Trail', 'Trl',
  'Alley', 'Pike', 'Crossing', 'Xing', 'Plaza', 'Plz', 'Heights', 'Hts', 'Crescent', 'Expressway', 'Turnpike',
] as const; // not Point/Pt, Run, Path, Loop, Square…: "3 Sets Pt", "2 Step Path" are not addresses

/** Public health authorities: their web pages are guidance, not a patient's address. */
export const PUBLIC_REFERENCE_HOSTS = /(?:\.gov|\.mil|(?:^|\.)who\.int)$/i;

/**
 * Upper-case clinical abbreviations, so "Patient: CHF, COPD" is not read as "ROE, JANE".
 * (Mixed-case ones such as SpO2 never look like a name.)
 */
export const CLINICAL_ABBREVIATIONS = words(`
  RW FWW SPC WC CGA SBA BP HR RR TUG CHF COPD HEP ADL ADLS IADL MRADL HTN DM CVA TIA MI CAD AFIB PE DVT UTI CKD ESRD
  OA RA TKA THA TKR THR ORIF BKA AKA SCI TBI MS ALS PD GERD OSA BPH PT OT SN ST RN LPN CNA HHA MSW MD DO NP PA PTA COTA
  PRN BID TID QID QD QHS NPO SOB DOE LOC ROM AROM PROM AAROM MMT WNL WFL LE UE BLE BUE NWB TTWB PWB WBAT FWB STE
  POC SOC ROC DC ER ED ICU SNF ALF LTC DME CMN LCD NCD HCPCS CPT ICD NKDA DNR POLST AMA ABN OASIS PRN ECG EKG CBC BMP
  INR PT-INR BG BS CBG O2 NC RA IV PICC PEG UE LE NAD AAO AOX FALL FALLS MAX MIN MOD MIN-A MOD-A MAX-A
`);
