// Norwegian messages shared by several forms. Messages given by the seeds are copied exactly; the
// others are ours, in the same style. Messages of one form only live in that form's file.

export const PHONE_MESSAGE = 'Telefonnummer må være 8 til 10 tegn';
export const EMAIL_INVALID_MESSAGE = 'Oppgi en gyldig e-postadresse'; // seed 001, new teacher
export const EMAIL_REQUIRED_MESSAGE = 'E-postadresse er påkrevd';
export const FIRST_NAME_MESSAGE = 'Fornavn er påkrevd'; // seed 001, teacher edit
export const LAST_NAME_MESSAGE = 'Etternavn er påkrevd'; // seed 001, teacher edit
export const NUMBER_INVALID_MESSAGE = 'Må være et tall';
export const ADDRESS_REQUIRED_MESSAGE = 'Adresse er påkrevd';
export const POST_CODE_REQUIRED_MESSAGE = 'Postnummer er påkrevd';
export const POST_CODE_AREA_REQUIRED_MESSAGE = 'Poststed er påkrevd';
export const CITY_REQUIRED_MESSAGE = 'Velg en by';
export const BIRTH_DATE_REQUIRED_MESSAGE = 'Fødselsdato er påkrevd';
export const DATE_INVALID_MESSAGE = 'Ugyldig dato';
export const SUBJECTS_REQUIRED_MESSAGE = 'Velg minst ett fag'; // seed 001, new teacher
export const STUDENTS_REQUIRED_MESSAGE = 'Velg minst én elev';
export const COMMENTS_MAX_MESSAGE = 'Kommentar kan ikke være lengre enn 255 tegn';
