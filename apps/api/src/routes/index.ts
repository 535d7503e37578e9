import type { AppDeps } from '../deps';
import type { ApiApp } from '../http/env';
import { registerTeacherRoutes } from './teacher/index';
import { registerDevOutbox } from './dev/outbox';
import { registerHealthRoute } from './health';
import { registerUserAuthRoutes } from './user/index';

/** Every route of the API. Each area registers its own routes; one file per route. */
export const registerRoutes = (app: ApiApp, deps: AppDeps) => {
  registerHealthRoute(app, deps);
  registerUserAuthRoutes(app, deps);
  registerDevOutbox(app, deps);
  // Teacher area (seed 000 section 7): owned by the teacher-area work, see routes/teacher/.
  registerTeacherRoutes(app, deps);
};
