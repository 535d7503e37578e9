// Public API of @portal/domain. Each part is also its own entry point, @portal/domain/<part>
// (a folder's index.ts, or duration, ordering, paging); the workspaces import by part, and
// this root re-exports every part for tools that import the root.
export * from './access/index';
export * from './activity/index';
export * from './checks/index';
export * from './csv/index';
export * from './format/index';
export * from './invoice/index';
export * from './issue/index';
export * from './package/index';
export * from './reference/index';
export * from './salary/index';
export * from './schemas/index';
export * from './session/index';
export * from './student/index';
export * from './time/index';
export * from './duration';
export * from './ordering';
export * from './paging';
