import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../../routing/routes.js';

const Plain = ({ children }: { children: ReactNode }) => <main id="main">{children}</main>;

export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  default: Plain,
  'health-check': Plain,
  'menu-free': Plain,
  'team-and-player': Plain,
};
