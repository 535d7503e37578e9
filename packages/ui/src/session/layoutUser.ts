import type { SessionUser } from '@portal/api-client';
import type { AppLayoutUser } from '../layout/nav-item';

/** The name the top bar shows, from the login result's user object (its fields are not fixed by the seeds). */
export function layoutUserOf(user: SessionUser): AppLayoutUser {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { first_name: text(user.first_name), last_name: text(user.last_name) };
}
