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
  Heberden Bouchard Heberden's Bouchard's
`);

/**
 * Verbs a note puts right after "Pt" or "Wife", capitalised by habit or by a heading: "Wife Assists
 * with ADLs", "Son Requests…". Inflected forms only, and none that is a common surname (Burns, Marks).
 */
const CLINICAL_VERB_STEMS = `
  assist request help provide manage drive visit call work prepare clean report state deny present require ambulate
  transfer perform complete verbalize agree decline refuse tolerate instruct use need receive start stop increase
  decrease improve progress demonstrate understand return participate attend continue monitor review order
  recommend educate reside stay sleep eat drink shower bathe dress toilet void wear ask want wish prefer plan note
  arrive leave live move remain rest sit stand walk climb fall trip slip feel complain endorse express appear seem
  look reach lift push pull bend turn roll scoot pivot reposition respond follow answer sign consent schedule cancel
  reschedule confirm arrange coordinate supervise cue encourage prompt remind check measure weigh test screen assess
  evaluate treat apply change remove replace irrigate pack cover secure support
`;
const CLINICAL_VERBS = CLINICAL_VERB_STEMS.trim()
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
  [
    ...CLINICAL_VERBS,
    'Handout',
    'Handouts',
    ...words(`
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
  Voltaren Biofreeze Aspercreme Bengay Salonpas Lidoderm Lidocaine Diclofenac Meloxicam Mobic
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
  Stedy Stedys Sara-Stedy Mater Materna Dolorosa Misericordiae Fr Rev
  Theraband TheraBand Thera-Band Theraputty Digiflex Bosu NuStep Nustep Biodex Airex Kinesio Rocktape Mepilex Tegaderm
  Duoderm Aquacel Allevyn Xeroform Kerlix Coban Ace Unna Jobst Sigvaris Juzo Tubigrip Poise Jevity Osmolite Dexcom Libre
  Omnipod Lifeline Entresto Trelegy Farxiga Jardiance Ozempic Breo
  Fib Flutter Coli Diff Difficile Aureus Pylori Auris Albicans Gonorrhoeae Pneumoniae Faecalis Cepacia Consent Form Forms
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
`),
  ].filter((word) => !SURNAME_LIKE_TERMS.has(word)), // "Dr. Berg" and "Jane Walker" are people
);

/**
 * Common US given names (first names only, which identify nobody on their own). A capitalised word
 * after one of these is read as a surname. Left out on purpose: given names that are also everyday
 * or clinical words (Max, Grace, Will, Mark, Gene, Ray, June, Hope, Iris, Jack…) and eponym
 * surnames (Allen, Thomas, Taylor, Jackson), which would make "Max Assist" or "Allen Cognitive
 * Level" look like people.
 */
const FIRST_GIVEN_NAMES = words(`
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
 * More common US given names (issue 21, second round): across generations (a home-health patient
 * is often 80+, the family 40–60) and the communities clinicians serve — African-American,
 * Hispanic, Vietnamese, Chinese, Korean, Japanese, South Asian, Arabic, Nigerian, Eastern
 * European — plus the nicknames families use (Bev, Deb, Nikki, Jimbo). Written from general
 * knowledge, not copied from a list. Left out: names that are everyday or clinical words in either
 * case (Flora, Fern, Chance, Lane, Walker, Newton, Van, Jan…), place names (Dallas, Houston) and
 * eponyms (Wilson, Harris); word-like ones go to AMBIGUOUS_GIVEN_NAMES instead.
 */
const MORE_GIVEN_NAMES = words(`
  Abby Abdullah Abe Abel Abraham Abram Adaeze Adebayo Adela Adelaide Adele Adeline Aditya Adolfo Adolph Adriana
  Adrienne Agatha Agustin Ahmad Aileen Aimee Akira Alana Alberta Alden Alec Aleksandr Alene Alexa Alfonzo Alford
  Alfreda Alisha Aliyah Allie Allison Alondra Alonzo Alphonse Alphonso Althea Alton Alva Alvaro Alyssa Amaka Amalia
  Amara Ambrose Amina Amit Amos Amparo Ananya Anastasia Anatoly Andres Andy Angelina Angeline Angelique Angelo Angus
  Anh Anika Annabelle Annamarie Annetta Ansel Antoinette Anton Antonia Antwan Anwar Araceli Aracely Archie Ariana
  Ariel Arielle Arjun Arlen Arlette Arlo Armand Arne Arnie Arnoldo Arron Ashanti Ashley Ashton Astrid Aubrey Audra
  Augustine Augustus Aurelia Aurelio Austin Ava Avery Avis Ayaan Ayanna Ayesha Bambi Bao Barb Barbie Barney Barry Bart
  Basil Bea Beatrix Beau Becca Belva Benita Benito Benny Bernadette Bernadine Bernardo Bernie Bert Berta Bertie
  Bertram Beryl Bethany Beto Bettie Bettye Beulah Bev Bianca Bilal Billie Binh Bitsy Blaine Blake Blanche Bobbi Bogdan
  Bonita Boris Boyd Brady Brandi Brandie Brendan Brenna Brent Bret Brett Briana Brianna Bridgett Britney Brittney
  Brock Bronwyn Brooke Brooks Bryce Bubba Buford Burl Burton Callie Camila Camille Candace Candice Cara Carey
  Carina Carissa Carlene Carlo Carlton Carly Carmela Carmelita Carmelo Carroll Caryn Casey Casimir Cassandra Cassie
  Cecelia Cecil Cecile Cedric Celeste Celia Celina Cesar Chad Chandra Chanel Chantal Charla Charmaine Chauncey Chela
  Chelsea Cheri Cherie Chester Chet Chidi Chinedu Chioma Chiquita Chloe Chrissy Christa Christie Christy Chung Chuy
  Ciara Cindi Cissy Clair Clarice Clarissa Clark Claud Claudette Claudine Clay Clayton Clementine Cletus Clifton Clint
  Clinton Cody Coleman Colette Colin Concepcion Conrad Cordelia Corinne Cornelia Cornelius Cory Courtney Cristina
  Cristobal Cuca Cyril Cyrus Dagmar Dalton Damaris Damian Damon Dane Danette Daniela Daphne Darcy Darin Dario Darius
  Darla Darren Darwin Daryl Davey Dayna Deana Deandre Deanna Deb Debby Debi Deena Deepa Deidre Deirdre Dejuan Delbert
  Delia Delilah Della Delma Delmar Delmer Delphine Demarco Demetria Denice Denis Denny Deonte Derrick Desean Desiree
  Desmond Devin Dewayne Dewey Dexter Dianne Diego Dina Dinah Dirk Dixie Dmitry Dodie Dominga Dominick Dominique Dona
  Donita Donnie Donovan Dora Doreen Dorene Doretha Dorian Dorinda Dorotha Dorthy Drusilla Duc Dudley Dulce Duncan Dwan
  Dylan Earlene Earnestine Eddy Edie Edmond Edmund Edwina Efrain Elaina Elba Elda Eldon Eldridge Eleanora Elias Elisa
  Elisabeth Elise Eliza Ellie Elliot Elliott Ellis Elmo Elmore Elnora Elois Eloy Elton Elva Elvin Elvira Elvis Elyse
  Emanuel Emeka Emil Emile Emilia Emilie Emilio Emmaline Emmanuel Emmett Emmy Emory Enedina Ephraim Erasmo Erich Erma
  Ernestina Ernie Errol Erwin Esteban Estela Estella Estelle Ester Etta Eugenia Eugenio Eunice Evan Evangelina
  Evangeline Evelyne Everett Ezekiel Ezequiel Fannie Fanny Farah Farid Fausto Federico Felicita Femi Ferdinand Fidel
  Fifi Fletcher Florine Flossie Folake Forrest Francesca Frankie Franklyn Fredrick Freeman Freida Frieda Fritz Fumiko
  Gabe Gabriela Gabrielle Galina Garland Garrett Garry Gaston Gavin Genaro Geoffrey Georgette Georgina Gerard Gerardo
  Gerri Gertie Gideon Gigi Gil Gilberto Gilda Ginny Giovanni Giselle Gita Glenna Godfrey Gonzalo Gracie Grady Graham
  Greta Gretchen Grover Guadalupe Guillermo Gussie Gustavo Gwen Hai Hal Halina Hallie Hamid Hana Hans Hao Harlan
  Harmon Harriett Harrison Hassan Heidi Helena Helene Heriberto Hermina Herminia Hershel Hester Hettie Hieu Hilario
  Hilary Hillary Hiram Hiroko Hoa Hobert Hollie Hollis Hong Horace Horacio Hortense Hosea Hubert Hugo Humberto Huong
  Hussein Hyman Hyun Ibrahim Ifeoma Ike Ila Ilene Imogene Ina Indira Ingrid Iola Irina Irvin Irwin Isabelle Isadora
  Isaias Isidro Ismael Issac Itzel Iva Ivette Ivonne Jacinto Jackie Jaclyn Jacques Jada Jadwiga Jae Jake Jalen
  Jamarcus Jamel Jami Jamila Jana Janelle Janette Janie Janine Janis Jaquan Jaqueline Jarvis Jasper Javon Jayne Jeanie
  Jeanine Jeannette Jeannie Jed Jefferson Jeffery Jenna Jennie Jerald Jeremiah Jermaine Jerold Jess Jessie Jesusa
  Jillian Jimbo Jimmie Jin Jiro Joanna Joaquin Jocelyn Jodi Jodie Jody Joey Johanna Johnathan Johnie Johnnie Jojo
  Jolene Jonah Jonas Josefina Josie Josue Joycelyn Juana Judi Judie Jules Julianne Juliet Juliette Julius Justine
  Justo Kaitlyn Kamala Kara Kareem Karim Karin Karla Karyn Kasey Katelyn Katharine Katheryn Kathie Kathrine Katrina
  Katya Kaye Kazuo Keely Keenan Keiko Kelvin Kendra Kendrick Kennith Kent Keri Kermit Kerri Kerry Keshawn Keyshawn
  Khadija Khalid Khanh Kiara Kiki Kimberley Kiran Kirk Kirsten Kofi Krista Kristi Kristie Kristina Kristine Krystal
  Krystyna Kurt Kwame Lacey Lakeisha Lakshmi Lamont Lan Lana Lani Lanny Lara Lars Lashonda Latanya Latasha Latisha
  Latonya Latrice Laurence Lavern Laverne Lavonne Lawanda Lawson Layla Lazaro Leann Leanne Leila Lela Leland Lelia
  Lemuel Len Lenny Lenora Lenore Leola Leona Leonardo Leonel Leonor Leopoldo Leora Lessie Leta Letha Lettie Levi Lewis
  Lidia Lila Lilia Lilian Lilly Lina Lindsey Linh Linnea Linwood Lionel Lissette Liza Lizzie Lola Lolita Lolo Lon
  Lonnie Lora Lorene Lorie Lorne Louie Lourdes Lowell Loyd Luann Luanne Luciano Lucinda Lucius Lucretia Luella Luisa
  Luke Lulu Lupita Lurline Luvenia Lyda Lyle Lyman Lynda Lynette Lynne Lynwood Lyudmila Mable Macario Madeleine
  Madelyn Madge Madison Mae Magda Magdalena Maggie Mahmoud Mai Maisie Malcolm Malik Malinda Mallory Mandy Manoj
  Manuela Marc Marcel Marcelino Marcella Marcelo Marcie Marcy Margarita Margarito Margo Margot Marguerite Mari Mariah
  Mariam Mariana Mariano Mariela Marilou Marina Marisa Marisela Marissa Marita Maritza Marla Marlin Marlon Marlys
  Marnie Marquis Marshall Marta Martina Marva Maryann Maryanne Marybeth Maryellen Marylou Masako Mathew Matilda Matt
  Matthew Mattie Maura Maurice Mauricio Maximilian Maximo Maynard Mayra Meera Melba Melina Melinda Meredith Merrill
  Mervin Mia Micaela Micah Michaela Michiko Migdalia Milagros Millard Millicent Milo Mimi Mindy Minerva Minh Mirella
  Missy Mitch Mitsuko Mitzi Moe Moises Mollie Molly Mona Monae Monique Monroe Monte Morris Mose Moses Muriel Murray
  Mustafa Myles Myra Myrna Myron Nadine Nam Nanette Nannie Napoleon Natalia Natalya Natasha Ned Neha Nestor Neva Ngoc
  Ngozi Nguyet Nia Nicki Nicolas Nieves Nikki Nilda Nisha Nita Nkechi Noe Noel Noemi Nolan Norbert Norberto Noreen
  Norine Norman Norris Obinna Octavia Octavio Odessa Odette Odis Ofelia Oksana Olene Oluwaseun Oralia Orlando Orval
  Osvaldo Ottilie Otto Owen Paloma Pancho Paquita Pasquale Patsy Paulette Pearline Pepe Percy Perla Perry Petra Phil
  Philomena Phoebe Phuong Pierre Pilar Polly Pooja Porfirio Portia Prakash Preston Quang Quanisha Queenie Quentin
  Quincy Quinton Quynh Rachael Radha Rae Ramiro Randal Randolph Raphael Raquel Rashad Rasheed Rashid Raymond Raymundo
  Reba Rebekah Refugio Reggie Reginald Reid Reina Remedios Rena Rene Reuben Rex Reynaldo Rhea Rhoda Richie Rickey
  Ricki Rigoberto Riley Robbie Rocco Rochelle Rodger Rodolfo Rodrigo Rogelio Rohan Rolando Rolf Romeo Ronny Rory
  Rosalba Rosalind Rosalinda Rosalyn Rosann Rosanna Rosanne Rosario Rosaura Rosella Rosendo Rosetta Rosie Rosita
  Roslyn Rowena Roxane Roxanne Roxie Royce Rudolph Rudy Rupert Russ Ruthie Sabrina Sal Salim Sallie Salvatore Samir
  Sammie Sandi Sanford Santiago Santo Sarita Satoshi Saul Savannah Scotty Sebastian Selena Selma Seo Serena Sergei
  Shameka Shana Shanda Shane Shaneka Shani Shaniqua Shanna Shannon Shanti Shaquille Shari Sharlene Sharron Shaun
  Shauna Shawna Sheena Sheldon Shelia Shelly Shelton Sheree Sherman Sherri Sherrie Sherwood Sheryl Shirlene Shreya Sid
  Silas Silvia Simon Simone Sita Skeeter Socorro Solomon Sonja Sonya Spencer Stacey Staci Stacie Stanislaw Stefanie
  Stevie Stewart Stuart Sumiko Sunil Susanna Susanne Susie Suzette Suzy Sybil Sydney Sylvester Tabitha Takashi Takisha
  Tamala Tameka Tamekia Tamera Tami Tamika Tammie Tanesha Tania Tanisha Tara Tariq Tatiana Tatyana Tavon Tawana
  Teodoro Teofilo Terence Teri Terrance Terrell Terrence Terrie Tessa Thad Thaddeus Thanh Thao Thea Theda Theo
  Theodora Thomasina Thurman Thuy Tiana Tien Tiffany Tim Timmy Tobias Toby Tomas Tomasa Tommie Tonya Tori Tracey
  Tracie Trang Trayvon Tremaine Trent Treva Trevor Tricia Trina Trinh Trixie Trudy Truman Tuan Tunde Twila Tyreek
  Tyrell Tyrese Tyson Uchenna Ulysses Uma Una Ursula Usha Valarie Valentin Valeria Valorie Vance Vaughn Velda Velia
  Verla Verne Verona Veronique Vicente Vickie Vicky Vijay Vilma Vince Vinh Virgie Viva Vladimir Waldo Warner Weldon
  Wes Whitney Wilber Wilda Wiley Wilford Wilfred Wilfredo Willis Wilmer Winfield Winnie Winston Wojciech Woodrow Wyatt
  Wynona Xavier Xuan Yadira Yasmin Yaw Yoko Yolonda Yong Youssef Yumi Yun Yuri Yvette Zachariah Zack Zahra Zainab Zane
  Zelda Zella Zenaida Zofia Zola Zora Zulema
`);

/**
 * Still more given names (issue 21, round 4), from general knowledge of the communities a home-health
 * agency serves that the lists above cover thinly — Polish, Portuguese and Brazilian, Irish and
 * Scottish, Nordic and German, Italian, Hebrew, Greek, Slavic, Arabic, Turkish and Persian, West and
 * East African, South and East Asian, Filipino, Latin American — and the nicknames families use
 * (Marty, Bobby, Dottie). Same rule as above: none that is an everyday or clinical word in either
 * case (no Dung, Ama, Memo, Heinz, Carmine, Yaw-like words added here).
 */
const ROUND4_GIVEN_NAMES = words(`
  Tomasz Kasia Katarzyna Krzysztof Bartosz Agnieszka Malgorzata Małgorzata Grzegorz Piotr Jadwiga Stanisław Halina
  Bozena Bożena Zbigniew Jerzy Wieslaw Wiesław Danuta Jolanta Tadeusz Kazimierz Mieczyslaw Marek Zdzislaw Wladyslaw
  Ewa Beata Dorota Elzbieta Elżbieta Urszula Grazyna Grażyna Janusz Leszek Jacek Pawel Paweł Lukasz Łukasz Maciej
  Michal Michał Basia Gosia Maja
  Tiago Thiago Joao João Goncalo Gonçalo Conceicao Conceição Leandro Rafaela Vinicius Luiz Joaquim Sebastiao
  Siobhan Niamh Aoife Ciara Saoirse Padraig Pádraig Seamus Séamus Eoin Cian Oisin Oisín Grainne Gráinne Roisin
  Róisín Declan Cormac Lorcan Colm Fionn Ronan Aisling Caoimhe Orla Sinead Sinéad Maeve Eamon Eamonn Fergus Ailsa
  Morag Hamish Iain Ewan Mhairi Deirdre Brigid Nuala Oonagh Finbar Donal Ciaran Ciarán
  Bjorn Björn Sven Lars Nils Anders Birgit Ingeborg Solveig Sigrid Gunnar Leif Kjell Agneta Britt Annika Liesl
  Lieselotte Gretchen Hilde Hildegard Gerda Helga Ilse Ute Wilhelmina Klaus Dieter Jurgen Jürgen Wolfgang Horst
  Gunther Günther Reinhold Siegfried Lothar Torsten Ragnhild
  Benedetta Giuseppe Giovanni Francesca Chiara Alessandro Matteo Lorenzo Giulia Federica Graziella Rosaria Carmela
  Concetta Annunziata Salvatore Vincenzo Gaetano Rocco Pasquale Nunzio Filomena Assunta Domenica Giuseppina Luigi
  Enzo Marcello Massimo Raffaele Serafina
  Tova Shira Yael Avi Moshe Yosef Rivka Chaim Shlomo Yitzhak Mordechai Menachem Devorah Chana Malka Zev Eliezer
  Shmuel Yehuda Tzvi Batsheva Hadassah Nechama Baruch
  Dimitrios Konstantinos Georgios Eleni Vasiliki Panagiotis Spiros Stavros Athanasios Anastasios Kostas Yiannis
  Despina Katerina Evangelia
  Oksana Svetlana Natalia Lyudmila Ludmila Galina Sergei Sergey Nikolai Igor Oleg Mikhail Bogdan Taras Vasyl Yulia
  Irina Zoya Anya Katya Sasha Misha Dasha Masha Pavel Dragan Zoran Goran Jelena Snezana Vesna Mirjana
  Farouk Faruq Khalid Samir Nabil Rania Layla Leila Samira Huda Hoda Mariam Mustafa Emre Mehmet Ayse Fatma Elif
  Burak Reza Mehdi Parisa Shirin Farzaneh Dariush Babak Navid Roya Azadeh Kourosh
  Chiamaka Chinedu Chidi Emeka Obinna Ifeoma Nneka Kelechi Chukwuemeka Olufemi Babatunde Folake Funmilayo Temitope
  Yetunde Adebola Kwame Kofi Akosua Abena Kwabena Efua Wanjiru Njeri Kamau Otieno Achieng Amani Zawadi Abdi Farhiya
  Hodan Fadumo Tsehay Tigist Abebe Haile Selam Meron Yohannes Dawit
  Priya Anjali Sanjay Rajesh Suresh Ramesh Lakshmi Meena Sunita Geeta Harpreet Gurpreet Manpreet Jaswinder
  Balwinder Simran Navneet Arvind Vikram Nikhil Rohit Pooja Kavita Deepa Shanti Rekha Savita
  Linh Huong Minh Quang Hieu Phuong Nguyet Wei Jing Xiu Hui Fang Ming Hiroshi Keiko Yuki Haruki Takeshi Akiko
  Sachiko Kenji Jiyeon Minji Soojin Hyun Seung Maricel Marites Rowena Jocelyn Lorna Rodel Arnel
  Lupita Guadalupe Milagros Rocio Rocío Marisela Yesenia Xiomara Nayeli Itzel Ximena Mateo Joaquin Joaquín Esteban
  Arturo Rigoberto Heriberto Eusebio Epifanio
  Marty Bobby Johnny Danny Freddy Freddie Benny Lenny Manny Vinny Sal Sully Mickey Bubba Dottie Lottie Mimi Gigi
  Lulu Kiki Bibi Babs Marge Patsy Ronnie Donnie Joey Jojo Tito Pepe Paco Lalo Moe Izzy Ziggy Bertie Alfie Ollie
  Reggie Shay Shea Kenzie Mya
`);

/** Known given names: a capitalised word after one is a surname; alone, a name (low); in lower case only where a name is expected. */
export const GIVEN_NAMES: ReadonlySet<string> = new Set([...FIRST_GIVEN_NAMES, ...MORE_GIVEN_NAMES, ...ROUND4_GIVEN_NAMES]);

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
  Clement Earnest Emery Curt Nick Ira Kay Ada Lance Jay Woody Dusty Cole Kitty Laurel Chuck Brandy Sherry Misty Sage
  Star Page Major King Prince Duke
  Junior Precious Bee Blessing Destiny Patience Charity Honey Sissy Bunny Mercy
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
  Optum Caremark Scheduling Dispatch Triage Reception Front Desk Blue Cross Shield BCBS Highmark Premera Regence Elevance
  Rx Form Forms Paperwork Packet Fax Email Message Voicemail Summary Letter Notice Policy Coverage Claim Appeal Denial
  Protocol Protocols Guideline Guidelines Standing Epic Cerner EMR EHR MAR Chart Orders Instructions Label Labels
  Manufacturer Insert Handbook Manual Website Portal App Sir Madam Maam
`);

/**
 * Verbs a clinician writes after the patient's or a relative's name when it opens a sentence:
 * "Okafor reports…", "Keisha Brown states…", "Gladys denies…". Not "is/has/needs": those follow
 * anything ("Edema is…", "Wound needs…").
 */
export const PERSON_VERBS: readonly string[] = [
  'reports',
  'reported',
  'states',
  'stated',
  'denies',
  'denied',
  'c\\/o',
  'complains',
  'complained',
  'presents',
  'presented',
  'ambulates',
  'ambulated',
  'endorses',
  'endorsed',
  'verbalizes',
  'verbalized',
  'agrees',
  'agreed',
  'declines',
  'declined',
  'refuses',
  'refused',
  'tolerates',
  'tolerated',
  'transfers',
  'transferred',
  'lives',
  'lived',
  'fell',
  'walks',
  'walked',
  'says',
  'said',
  'feels',
  'felt',
  'admits',
  'helps',
  'helped',
  'assists',
  'assisted',
  'visits',
  'visited',
  'called',
  'calls',
  'drives',
  'brings',
  'manages',
  'stays',
  'checks',
  'prefers',
  'wants',
  'wishes',
  'understands',
  'demonstrates',
  'demonstrated',
  "demo['’]?d",
  'demoed',
  'demos',
  'requests',
  'requested',
  'uses',
  'used',
  'sleeps',
  'eats',
  'takes',
  'went',
  'returned',
  'arrived',
  // "Okafor seen for wound care": seen for a visit — a person (not "seen today", which a wound is too)
  'seen\\sfor',
  // speaking, thinking and arranging: only people do these
  'asks',
  'asked',
  'wonders',
  'wondered',
  'mentions',
  'mentioned',
  'tells',
  'told',
  'explains',
  'explained',
  'notices',
  'noticed',
  'worries',
  'worried',
  'thinks',
  'believes',
  'insists',
  'voices',
  'voiced',
  'expresses',
  'expressed',
  'confirms',
  'confirmed',
  'answered',
  'texted',
  'phoned',
  'e-?mailed',
  'cancell?ed',
  'rescheduled',
  'drove',
  'brought',
  'picked',
  'dropped',
  'was\\s(?:seen|admitted|discharged|found|hospitalized)',
  '(?:is|was)\\san?\\s(?:[a-z]+\\s)?\\d',
  'is\\s(?:alert|awake|oriented|able|unable|independent|agreeable)',
];

/** Two-letter postal codes: a ZIP after one of these is part of an address. */
export const STATE_CODES = words(`
  AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA
  RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU AS MP
`);

/** Full state names, for "Dayton, Ohio" (a place smaller than a state). */
export const STATE_NAMES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
  'Puerto Rico',
] as const;

/** Street suffixes as written in US addresses (USPS Publication 28, the common ones). */
export const STREET_SUFFIXES = [
  'Street',
  'St',
  'Avenue',
  'Ave',
  'Av',
  'Road',
  'Rd',
  'Boulevard',
  'Blvd',
  'Lane',
  'Ln',
  'Drive',
  'Dr',
  'Court',
  'Ct',
  'Way',
  'Place',
  'Pl',
  'Circle',
  'Cir',
  'Terrace',
  'Ter',
  'Parkway',
  'Pkwy',
  'Highway',
  'Hwy',
  'Trail',
  'Trl',
  'Alley',
  'Pike',
  'Crossing',
  'Xing',
  'Plaza',
  'Plz',
  'Heights',
  'Hts',
  'Crescent',
  'Expressway',
  'Turnpike',
  'Pointe',
] as const; // not Point/Pt, Run, Path, Loop, Square…: "3 Sets Pt", "2 Step Path" are not addresses (Pointe is only a place)

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
  AMB TX HX PMH DX SX RX FX WT HT VS PO IM SQ SUBQ BM LBM UA CXR PCP ENT GI GU OB HH SW SLP STS EOB HOB BSC TTB
`);

/**
 * Lower-case words that can stand right after a relation or before "(son)" and are not a name:
 * adverbs, pronouns, common verbs in their base or past form, places in the home ("son just
 * called", "wife make meals", "son ran errands", "daughter here today"). Only used where an unknown
 * lower-case word would otherwise be read as a name (names.ts), together with NOT_NAME_WORDS.
 */
export const LOWERCASE_NOT_NAMES: ReadonlySet<string> = new Set([
  ...CLINICAL_VERB_STEMS.trim().split(/\s+/),
  ...words(`
  just too even very really quite here there home today tonight tomorrow yesterday already once first last next
  nearby local soon ever never always often also still now then again later earlier herself himself themselves
  itself myself yourself who whom whose which what when where why how that this these those there their they them
  she he her his him its our ours your yours one ones two three both all each every some any many much more most
  less few other another such same own only not nor yet so and or but nor if than as per via w/ w/o with without
  into onto from for of off out over under up down about around after before during since until while
  is are was were be been being am has have had do does did done will would can could shall should may might must
  get got gets make made makes take took takes give gave gives go went goes come came comes keep kept bring brought
  buy bought cook cooks cooked do pay paid put set run ran see saw seen tell told say said think thought know knew
  drove flew fell felt met sat stood woke wrote sent spent held found lost heard began ate drank slept caught hurt
  quit read cut hit let shut won wash washes fed feed dress carry carries watch watches work works live lives
  help helps helped call calls visit visits check checks stay stays drive drives does mow mows shop shops
  able unable willing available present absent involved supportive concerned aware upset happy sad busy sick ill
  out away back along together alone too well fine ok okay good bad better worse new old young elderly frail
  med meds pills food meals groceries errands laundry dishes chores mail bills money car bus van ride rides
  phone cell text email fax note notes form forms appt appts visit visits pt pts patient family staff aide
  mgmt mgr admin bedbound homebound disabled pregnant blind deaf hoh local overseas unavailable elderly frail
  confused demented retired upstairs downstairs outside inside asleep awake nights days weekends sick ill
  deceased passed gone dead alive
  sometimes seldom twice instead anyway somehow rather
  strain stress burden burnout fatigue support training education teaching role roles duties meeting conference
  involvement concerns availability relief respite coping schedule hours needs input consent assist help
`),
]);

/**
 * Words the name lexicon (lexicon.ts, generated from name lists) holds that are not a person in a
 * note: religious and seasonal figures, words of other languages that clinicians use as words.
 * Title Case, as typed at the start of a sentence.
 */
export const LEXICON_NOT_NAMES = words(`
  Jesus Christ God Allah Buddha Santa Mary's Los Las Amigos
`);
