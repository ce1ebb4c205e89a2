import type { ComponentType } from 'react';
import type { RouteBase } from '../../routing/routes.js';
import { usePage, useT } from '../app-context.js';

function Pending() {
  const t = useT();
  const { base } = usePage();
  return <h1>{t(`page.${base}`)}</h1>;
}

export function pageComponent(_base: RouteBase): ComponentType {
  return Pending;
}
