import type { Viewer } from './guard';

/** The group name of one entry of `user.groups`: the API may send names or `{ name }` objects. */
function groupName(entry: unknown): string | null {
  if (typeof entry === 'string') return entry;
  if (
    typeof entry === 'object' &&
    entry !== null &&
    typeof (entry as { name?: unknown }).name === 'string'
  ) {
    return (entry as { name: string }).name;
  }
  return null;
}

/** What the guards need from a stored session: the user type and the user's group names. */
export function viewerFromSession(session: {
  type: string;
  user: Record<string, unknown>;
}): Viewer {
  const raw = session.user.groups;
  const groups = Array.isArray(raw)
    ? raw.map(groupName).filter((name): name is string => name !== null)
    : [];
  return { type: session.type, groups };
}
