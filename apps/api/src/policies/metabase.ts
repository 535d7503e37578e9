import { definePolicy, staffRowsOnly } from './policy';

/**
 * metabase/…: the staff dashboard's analytics (seed 001 §2, 'Dashboard' and 'Markedsføring').
 * Staff only: a signed embed URL shows the business's numbers to whoever holds it.
 */
export const metabasePolicy = definePolicy({
  resource: 'metabase',
  operations: {
    dashboards: ['employee'],
    diagrams: ['employee'],
  },
  visible: staffRowsOnly,
  hiddenFields: () => [],
});
