import { chakra, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import type { NavItem } from './nav-item';

const NavItemLink = chakra(NavLink, {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2',
    borderRadius: 'l2',
    fontWeight: 'medium',
    color: 'fg.muted',
    textDecoration: 'none',
    _hover: { bg: 'bg.muted', color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    // NavLink marks the active item with aria-current="page".
    _currentPage: { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
    '& svg': { boxSize: '5', flexShrink: 0 },
  },
});

export interface SidebarNavProps {
  items: NavItem[];
  onNavigate?: () => void;
}

/** The list of sidebar links; the current page is highlighted. */
export function SidebarNav({ items, onNavigate }: SidebarNavProps) {
  return (
    <chakra.nav aria-label="Hovedmeny">
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {items.map(({ label, to, icon: Icon, end }) => (
          <li key={to}>
            <NavItemLink to={to} end={end} onClick={onNavigate}>
              {Icon ? <Icon aria-hidden /> : null}
              {label}
            </NavItemLink>
          </li>
        ))}
      </Stack>
    </chakra.nav>
  );
}
