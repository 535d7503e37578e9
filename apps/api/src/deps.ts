import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';

/** Everything a route or service needs from outside; createApp receives it. */
export type AppDeps = {
  db: Database;
  config: Config;
  mailer: Mailer;
  tokens: TokenService;
  /** The clock; tests pin it. */
  now: () => Date;
};
