import { z } from 'zod';

let installed = false;

/**
 * Norwegian zod messages for schemas that do not carry their own: the 'no' locale, plus
 * DRF's wording for a missing field. Global to zod, installed once.
 */
export const installNorwegianZodMessages = () => {
  if (installed) return;
  installed = true;
  z.config(z.locales.no());
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined
        ? 'Dette feltet er påkrevd.'
        : undefined,
  });
};
