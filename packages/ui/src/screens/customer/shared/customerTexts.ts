// Texts of the customer area. The seed gives the page names, the empty states and the package
// texts; the rest are ours, exported so stories and tests use the same words.
export const NO_RESULTS_TEXT = 'No results.';
export const NO_STUDENTS_TEXT = 'Ingen elever å vise';
export const NO_TEACHER_TEXT = 'Ingen lærer tilgjengelig.';
export const NO_CONTACT_PERSON_TEXT =
  'Du har ingen kontaktperson. Du blir gitt en kontaktperson når du kjøper en pakke.';

export const LESSONS_TITLE = 'Timer';
export const LESSONS_LOAD_ERROR = 'Kunne ikke hente timene.';
export const REMAINING_HOURS_TITLE = 'Timer igjen';
export const CONTACT_PERSON_TITLE = 'Kontaktperson';
export const TEACHERS_TITLE = 'Lærere';
export const PACKAGES_LOAD_ERROR = 'Kunne ikke hente pakkene.';
export const CONTACTS_LOAD_ERROR = 'Kunne ikke hente kontaktpersonene.';
export const STUDENTS_LOAD_ERROR = 'Kunne ikke hente elevene.';
export const NO_ACTIVE_PACKAGES_TEXT = 'Du har ingen aktive pakker.';
export const SEE_PACKAGES_LABEL = 'Se pakkene';

/** "3 aktive pakker" / "1 aktiv pakke". */
export const activePackagesText = (n: number) => (n === 1 ? '1 aktiv pakke' : `${n} aktive pakker`);
/** The forecast of a package, e.g. 'Timene varer til ca. 18.03.2027'. */
export const runOutText = (date: string) => `Timene varer til ca. ${date}`;
