import { definePolicy, staffRowsOnly } from './policy';

/**
 * user/user/: the staff's search over every login (the developer picker of the issue board, the
 * user of a password token). Names and e-mails of everyone, so staff only.
 */
export const userPolicy = definePolicy({
  resource: 'users',
  operations: { search: ['employee'] },
  visible: staffRowsOnly,
  hiddenFields: () => [],
});
