// The demo document tree's files: served by the portal from /dokumenter/ (apps/portal/public),
// written by `npm run demo:documents -w @portal/api` from the texts below.
import { resolve } from 'node:path';
import { packageRoot } from '../paths';

/** Where the portal's build picks the files up (Vite's public directory). */
export const demoDocumentsDir = resolve(packageRoot, '../portal/public/dokumenter');

export type DemoDocument = { file: string; title: string; body: readonly string[] };

export const DEMO_DOCUMENTS_PATH = '/dokumenter/';

export const DEMO_DOCUMENTS = [
  {
    file: 'velkommen.pdf',
    title: 'Velkommen som lærer',
    body: [
      'Takk for at du vil undervise hos oss.',
      'I portalen registrerer du aktiviteter, skriver oppsummeringer og ser lønnen din.',
      'Har du spørsmål, finner du svar under Ofte stilte spørsmål på Ressurser-siden.',
    ],
  },
  {
    file: 'registrere-aktivitet.pdf',
    title: 'Slik registrerer du en aktivitet',
    body: [
      '1. Velg Ny aktivitet i menyen.',
      '2. Velg kategori, elever og fag, og sett dato, starttid og varighet.',
      '3. Etter timen skriver du begge oppsummeringene innen 48 timer for å få bonus.',
    ],
  },
  {
    file: 'politiattest.pdf',
    title: 'Skjema for politiattest',
    body: [
      'Alle som underviser barn og unge må levere politiattest.',
      'Last opp attesten som PDF under Profil, Personopplysninger.',
    ],
  },
  {
    file: 'forste-time.pdf',
    title: 'Tips til første time',
    body: [
      'Bli kjent med eleven og spør hva som er vanskelig akkurat nå.',
      'Lag en plan for de neste timene og skriv den i Plan for økten.',
    ],
  },
  {
    file: 'eksamen-matematikk.pdf',
    title: 'Eksamensoppgaver matematikk',
    body: [
      'Et utvalg oppgaver fra tidligere eksamener i 1T, R1 og R2.',
      'Bruk dem til repetisjon de siste ukene før eksamen.',
    ],
  },
  {
    file: 'formelsamling-fysikk.pdf',
    title: 'Formelsamling fysikk',
    body: ['v = s / t', 'F = m · a', 'E = m · g · h', 'P = W / t'],
  },
  {
    file: 'skriverammer.pdf',
    title: 'Skriverammer for norsk',
    body: [
      'Innledning: presenter tema og problemstilling.',
      'Hoveddel: ett avsnitt per poeng, med eksempler.',
      'Avslutning: svar på problemstillingen.',
    ],
  },
  {
    file: 'lonn.pdf',
    title: 'Lønnssatser og utbetaling',
    body: [
      'Lønnen utbetales den 15. hver måned.',
      'Aktiviteter med oppsummering før den 1. i måneden kommer med på neste utbetaling.',
    ],
  },
] as const satisfies readonly DemoDocument[];

type DemoDocumentFile = (typeof DEMO_DOCUMENTS)[number]['file'];

/** The address the portal serves a demo document from. */
export const demoDocumentUri = (file: DemoDocumentFile) => `${DEMO_DOCUMENTS_PATH}${file}`;
