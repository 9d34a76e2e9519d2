import { NavLink, ScrollArea } from '@mantine/core';
import { isAdminScreen, menuFor, normalizePath } from '@shuttle-ops/domain';
import type { SessionFlags } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { ACCESS_OPTIONS } from '../../config/access-options.ts';
import { screenFor } from '../../config/screens.ts';
import classes from './shell.module.css';

export interface SideMenuProps {
  session: SessionFlags;
  /** Called after an item is chosen (closes the drawer on tablets). */
  onNavigate?: () => void;
}

const headingId = (title: string) => `side-menu-${title.toLowerCase().replaceAll(' ', '-')}`;

/** The side-menu table of spec §2 for this session, section headings over their items. */
export function SideMenu({ session, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const sections = useMemo(() => menuFor(session, ACCESS_OPTIONS), [session]);
  const current = screenFor(pathname)?.path ?? normalizePath(pathname);

  return (
    <ScrollArea component="nav" aria-label="Side menu" h="100%" data-testid="side-menu">
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={headingId(section.title)}>
          <h2
            id={headingId(section.title)}
            className={classes.sectionTitle}
            data-current={
              section.title === 'Admin Screens' && isAdminScreen(pathname) ? true : undefined
            }
          >
            {section.title}
          </h2>
          <ul className={classes.menuList}>
            {section.items.map((item) => (
              <li key={item.path}>
                <NavLink
                  component={Link}
                  to={item.path}
                  label={item.label}
                  active={item.path === current}
                  // Filled keeps white-on-indigo contrast while hovered, unlike the light variant.
                  variant="filled"
                  aria-current={item.path === current ? 'page' : undefined}
                  onClick={onNavigate}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ScrollArea>
  );
}
