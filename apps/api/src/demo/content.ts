// Static demo content: Norwegian places, schools, subjects and texts. Ids follow insertion order.
import { demoDocumentUri } from './documents';

export const CITIES = [
  'Oslo',
  'Bergen',
  'Trondheim',
  'Stavanger',
  'Tromsø',
  'Kristiansand',
  'Drammen',
  'Fredrikstad',
] as const;

/** [school name, city index]. */
export const SCHOOLS: readonly (readonly [string, number])[] = [
  ['Oslo katedralskole', 0],
  ['Elvebakken videregående skole', 0],
  ['Foss videregående skole', 0],
  ['Ullern videregående skole', 0],
  ['Persbråten videregående skole', 0],
  ['Bergen katedralskole', 1],
  ['Amalie Skram videregående skole', 1],
  ['Trondheim katedralskole', 2],
  ['Charlottenlund videregående skole', 2],
  ['St. Svithun videregående skole', 3],
  ['Stavanger katedralskole', 3],
  ['Kongsbakken videregående skole', 4],
  ['Kristiansand katedralskole Gimle', 5],
  ['Drammen videregående skole', 6],
  ['Frederik II videregående skole', 7],
  ['Universitetet i Oslo', 0],
];

export const EDUCATION_STAGES = [
  'Barneskole',
  'Ungdomsskole',
  'Videregående',
  'Universitet',
] as const;
export const SUBJECT_CATEGORIES = ['Realfag', 'Språk', 'Samfunnsfag'] as const;

/** [subject name, stage index, category index]. */
export const SUBJECTS: readonly (readonly [string, number, number])[] = [
  ['Matematikk 1T', 2, 0],
  ['Matematikk 1P', 2, 0],
  ['Matematikk R1', 2, 0],
  ['Matematikk R2', 2, 0],
  ['Matematikk S1', 2, 0],
  ['Matematikk (ungdomsskole)', 1, 0],
  ['Matematikk (barneskole)', 0, 0],
  ['Fysikk 1', 2, 0],
  ['Fysikk 2', 2, 0],
  ['Kjemi 1', 2, 0],
  ['Kjemi 2', 2, 0],
  ['Biologi 1', 2, 0],
  ['Norsk', 2, 1],
  ['Norsk (ungdomsskole)', 1, 1],
  ['Engelsk', 2, 1],
  ['Engelsk (ungdomsskole)', 1, 1],
  ['Spansk', 2, 1],
  ['Tysk', 2, 1],
  ['Samfunnskunnskap', 2, 2],
  ['Historie', 2, 2],
  ['Matematikk for økonomer', 3, 0],
];

export const FIELDS_OF_STUDY = [
  'Matematikk',
  'Fysikk',
  'Lektorutdanning i realfag',
  'Medisin',
  'Informatikk',
  'Økonomi og administrasjon',
  'Nordisk språk og litteratur',
  'Kjemi',
  'Industriell økonomi',
] as const;

/** Activity categories: [name, hourly rate kr, is_custom]. Id 1 is the default category of new teachers. */
export const ACTIVITY_CATEGORIES: readonly (readonly [string, string, boolean])[] = [
  ['Privatundervisning', '250.00', false],
  ['Gruppeundervisning', '300.00', false],
  ['Leksehjelp', '220.00', false],
  ['Prøvetime', '200.00', false],
  ['Spesialoppdrag', '350.00', true],
];

/** Company figures (kr) in the settings row. */
export const COMPANY_SETTINGS = {
  travelHourlyRate: '150.00',
  incentiveBonusPerHour: '20.00',
  incentiveDeadlineHours: 48,
  customerTravelRate: '250.00',
  partialPaymentFee: '49.00',
  packageExpirationMonths: 12,
  resetTokenValidDays: 3,
} as const;

export const LOCATIONS = [
  { code: 'INTERNET', name: 'Digitalt', hasTravel: false, sortOrder: 1 },
  { code: 'CAMPUS', name: 'Campus', hasTravel: false, sortOrder: 2 },
  { code: 'STUDENT_HOME', name: 'Hjemme hos eleven', hasTravel: true, sortOrder: 3 },
  { code: 'OTHER', name: 'Annet sted', hasTravel: true, sortOrder: 4 },
] as const;

/** Package types: [name, hours, price history oldest first (kr)]. */
export const PACKAGE_TYPES: readonly (readonly [string, string, readonly string[]])[] = [
  ['Prøvepakke 2 timer', '2.00', ['990.00']],
  ['10 timer', '10.00', ['5490.00', '5990.00']],
  ['20 timer', '20.00', ['10990.00', '11490.00']],
  ['40 timer', '40.00', ['20990.00', '21990.00']],
];

export const FIRST_NAMES = [
  'Emma',
  'Nora',
  'Sofie',
  'Ella',
  'Olivia',
  'Ingrid',
  'Sara',
  'Maja',
  'Leah',
  'Hedda',
  'Frida',
  'Thea',
  'Jakob',
  'Noah',
  'Emil',
  'Lucas',
  'Oliver',
  'Filip',
  'William',
  'Aksel',
  'Henrik',
  'Magnus',
  'Sander',
  'Tobias',
  'Ida',
  'Mathilde',
  'Vilde',
  'Julie',
  'Oskar',
  'Elias',
  'Mats',
  'Sigurd',
  'Astrid',
  'Selma',
  'Iben',
  'Kasper',
] as const;

export const LAST_NAMES = [
  'Hansen',
  'Johansen',
  'Olsen',
  'Larsen',
  'Andersen',
  'Pedersen',
  'Nilsen',
  'Kristiansen',
  'Jensen',
  'Karlsen',
  'Johnsen',
  'Pettersen',
  'Eriksen',
  'Berg',
  'Haugen',
  'Hagen',
  'Johannessen',
  'Andreassen',
  'Jacobsen',
  'Dahl',
  'Jørgensen',
  'Halvorsen',
  'Henriksen',
  'Lund',
  'Sørensen',
  'Jakobsen',
  'Moen',
  'Gundersen',
  'Iversen',
  'Strand',
  'Solberg',
  'Svendsen',
  'Eide',
  'Knutsen',
  'Martinsen',
  'Paulsen',
  'Bakken',
  'Kristoffersen',
  'Mathisen',
  'Lie',
] as const;

export const PARENT_FIRST_NAMES = [
  'Kari',
  'Anne',
  'Hilde',
  'Marianne',
  'Camilla',
  'Linda',
  'Tone',
  'Heidi',
  'Trond',
  'Geir',
  'Espen',
  'Morten',
  'Lars',
  'Knut',
  'Bjørn',
  'Per',
  'Silje',
  'Ragnhild',
] as const;

export const STREETS = [
  'Storgata',
  'Kirkegata',
  'Parkveien',
  'Skolegata',
  'Bjørkeveien',
  'Granveien',
  'Solveien',
  'Eikeveien',
  'Fjordveien',
  'Bakkegata',
  'Lindeveien',
  'Sjøgata',
] as const;

/** [post code, area] per city index. */
export const POST_CODES: readonly (readonly [string, string])[][] = [
  [
    ['0155', 'Oslo'],
    ['0361', 'Oslo'],
    ['0458', 'Oslo'],
    ['0567', 'Oslo'],
    ['0681', 'Oslo'],
  ],
  [
    ['5003', 'Bergen'],
    ['5011', 'Bergen'],
    ['5059', 'Bergen'],
  ],
  [
    ['7010', 'Trondheim'],
    ['7030', 'Trondheim'],
    ['7041', 'Trondheim'],
  ],
  [
    ['4006', 'Stavanger'],
    ['4014', 'Stavanger'],
    ['4021', 'Stavanger'],
  ],
  [
    ['9008', 'Tromsø'],
    ['9019', 'Tromsø'],
  ],
  [
    ['4608', 'Kristiansand'],
    ['4631', 'Kristiansand'],
  ],
  [
    ['3015', 'Drammen'],
    ['3044', 'Drammen'],
  ],
  [
    ['1606', 'Fredrikstad'],
    ['1671', 'Kråkerøy'],
  ],
];

export const HEARD_ABOUT_US = [
  'Google',
  'Venner',
  'Instagram',
  'Facebook',
  'Skolen',
  'Foreldre på skolen',
] as const;

export const PLANS = [
  'Gå gjennom forrige ukes lekser og repetere det som var vanskelig.',
  'Forberede prøven neste uke: oppgaver fra gamle eksamenssett.',
  'Nytt kapittel: gjennomgang av teori og noen eksempler.',
  'Jobbe med innleveringen og gi tilbakemelding på struktur.',
  'Repetisjon av grunnleggende begreper før heldagsprøven.',
  'Løse oppgaver sammen og finne ut hvor det stopper opp.',
] as const;

export const TEACHER_SUMMARIES = [
  'God innsats. Trenger mer mengdetrening på likninger.',
  'Eleven var sliten i dag, men vi kom gjennom det viktigste.',
  'Mye bedre forståelse enn sist. Klar for neste kapittel.',
  'Vi brukte mest tid på oppgaver eleven selv valgte. Bør jobbe mer strukturert.',
  'Eleven har tatt igjen det meste etter sykdom.',
] as const;

export const STUDENT_SUMMARIES = [
  'Vi gikk gjennom oppgavene du hadde spørsmål om, og du løste de siste helt selv.',
  'Vi repeterte teorien fra kapittelet og gjorde mange eksempler sammen.',
  'Du jobbet godt i dag! Vi øvde til prøven og gikk gjennom vanlige feil.',
  'Vi så på innleveringen din og skrev en tydeligere innledning.',
  'Vi tok for oss det som var vanskelig på forrige prøve.',
] as const;

export const HOMEWORK = [
  'Oppgave 2.14–2.20 i boka.',
  'Les kapittel 4 og noter spørsmål.',
  'Gjør ferdig innleveringen til fredag.',
  'Tre oppgaver fra eksamen våren 2024.',
  '',
] as const;

/** The teacher document tree: folders with [document name, link to a file of documents.ts]. */
export const DOCUMENT_TREE = [
  {
    name: 'Kom i gang',
    documents: [
      ['Velkommen som lærer', demoDocumentUri('velkommen.pdf')],
      ['Slik registrerer du en aktivitet', demoDocumentUri('registrere-aktivitet.pdf')],
    ],
    children: [
      {
        name: 'Skjemaer',
        documents: [['Skjema for politiattest', demoDocumentUri('politiattest.pdf')]],
        children: [],
      },
    ],
  },
  {
    name: 'Undervisning',
    documents: [
      ['Tips til første time', demoDocumentUri('forste-time.pdf')],
      ['Eksamensoppgaver matematikk', demoDocumentUri('eksamen-matematikk.pdf')],
    ],
    children: [
      {
        name: 'Realfag',
        documents: [['Formelsamling fysikk', demoDocumentUri('formelsamling-fysikk.pdf')]],
        children: [],
      },
      {
        name: 'Språk',
        documents: [['Skriverammer for norsk', demoDocumentUri('skriverammer.pdf')]],
        children: [],
      },
    ],
  },
  {
    name: 'Lønn og arbeidsforhold',
    documents: [['Lønnssatser og utbetaling', demoDocumentUri('lonn.pdf')]],
    children: [],
  },
] as const;

type FaqFolder = {
  name: string;
  faqs: readonly (readonly [string, string])[];
  children: readonly FaqFolder[];
};

export const TEACHER_FAQ: readonly FaqFolder[] = [
  {
    name: 'Aktiviteter',
    faqs: [
      [
        'Når må oppsummeringen skrives?',
        'Skriv begge oppsummeringene innen 48 timer etter timen, da får du også bonus.',
      ],
      [
        'Kan jeg endre en aktivitet etter at den er lagret?',
        'Ja, åpne aktiviteten fra tabellen på dashbordet. Utbetalte aktiviteter kan ikke endres.',
      ],
    ],
    children: [
      {
        name: 'Reise',
        faqs: [
          [
            'Får jeg betalt for reisetid?',
            'Ja, reisetid tur-retur betales etter reisesatsen. Digitale timer og timer på campus har ingen reisetid.',
          ],
        ],
        children: [],
      },
    ],
  },
  {
    name: 'Lønn',
    faqs: [
      [
        'Når får jeg lønn?',
        'Lønn utbetales den 15. hver måned for aktiviteter med oppsummering fra måneden før.',
      ],
      ['Hva er spesialbonus?', 'En bonus de ansatte kan gi for spesielle oppdrag.'],
    ],
    children: [],
  },
  {
    name: 'Elever',
    faqs: [
      [
        'Eleven har ikke flere timer igjen. Hva gjør jeg?',
        'Gi beskjed til drift før timen, så tar vi kontakt med fakturamottakeren.',
      ],
    ],
    children: [],
  },
];

export const EMPLOYEE_FAQ: readonly FaqFolder[] = [
  {
    name: 'Salg',
    faqs: [
      [
        'Hvordan lager jeg en ny pakke?',
        'Gå til Pakkeoversikt og velg Ny pakke. En ordrebekreftelse lages automatisk.',
      ],
    ],
    children: [],
  },
  {
    name: 'Økonomi',
    faqs: [
      [
        'Hvordan betaler jeg lønn?',
        'Åpne Betal Lønn, velg måned og marker aktivitetene som betalt.',
      ],
    ],
    children: [],
  },
];

/** Kanban issues: [title, description, category 1-3, priority 1-3, state 1-3, estimate hours]. */
export const ISSUES: readonly (readonly [string, string, number, number, number, string])[] = [
  ['Eksport av reisefaktura', 'CSV-eksporten mangler kolonne for kundenummer.', 1, 3, 2, '6.00'],
  ['Ny kampanje for våren', 'Planlegge kampanje mot VG2-elever før eksamen.', 2, 2, 1, '10.00'],
  ['Avstemming av pakker', 'Sjekke pakker med negative timer mot fakturaer.', 3, 2, 1, '4.00'],
  [
    'Påminnelse om oppsummering',
    'Lærere ønsker påminnelse på SMS i tillegg til e-post.',
    1,
    1,
    3,
    '3.00',
  ],
  ['Oppdatere prisliste', 'Nye priser på 40-timerspakken fra januar.', 3, 1, 2, '2.00'],
];
