/**
 * Lets the browser run what waits (input, the early reads' answers, a paint) before the next step
 * of the start-up: each step is then a task of its own rather than one long task of the whole.
 */
export const yieldToBrowser = () => new Promise<void>((resume) => setTimeout(resume, 0));
