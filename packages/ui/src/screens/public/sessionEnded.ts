// A forced logout (the session expired, or its refresh was refused) goes to /login with this
// navigation state, so the sign-in page can say why the user is there.

export const SESSION_ENDED_STATE = { sessionEnded: true } as const;

export const SESSION_ENDED_MESSAGE =
  'Du er logget ut fordi økten er utløpt. Logg inn igjen for å fortsette.';
/** Added when a form's unsaved values were kept (form/formDraft.ts). */
export const DRAFTS_KEPT_MESSAGE =
  'Det du skrev, men ikke fikk lagret, kommer tilbake når du åpner skjemaet igjen.';

/** Whether a navigation state is SESSION_ENDED_STATE. */
export function isSessionEndedState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { sessionEnded?: unknown }).sessionEnded === true
  );
}
