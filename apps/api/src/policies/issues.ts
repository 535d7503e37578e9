import { definePolicy, staffRowsOnly } from './policy';

/** issues/…: the staff's own kanban board (seed 001 §2); nobody else reads or writes it. */
export const issuePolicy = definePolicy({
  resource: 'issues',
  operations: {
    list: ['employee'],
    create: ['employee'],
    update: ['employee'],
    delete: ['employee'],
  },
  visible: staffRowsOnly,
  hiddenFields: () => [],
});
