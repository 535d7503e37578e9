import type { ComponentType } from 'react';

/** One entry of the sidebar. */
export interface NavItem {
  /** Norwegian label, e.g. 'Mine elever'. */
  label: string;
  /** Route path, e.g. '/teacher/students'. */
  to: string;
  /** An icon component, e.g. from react-icons. */
  icon?: ComponentType;
  /** Active only on exactly this path (not on sub-paths). Default false. */
  end?: boolean;
}

/** The signed-in user as the top bar shows them. */
export interface AppLayoutUser {
  first_name: string;
  last_name: string;
}
