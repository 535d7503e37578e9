// Helpers of the 'Mine elever', 'Ny elev', profile and update-profile journeys.
/** A minimal PDF (the API checks the content starts with %PDF-). */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
