import type { WebContext } from './contexts.js';
import { regionsFor } from './regions.js';

/** The ECAL calendar widget (regions.ts ecalWidgetId): its one host and its loader script. */
export const ECAL_ORIGIN = 'https://sync.ecal.com';
export const ECAL_SCRIPT = `${ECAL_ORIGIN}/button/v1/main.js`;

/**
 * What the content security policy must allow for the widget: its host, only in a league with a
 * region that has one. The script itself loads only after a visitor asks for it.
 */
export function widgetOrigins(context: WebContext): string[] {
  return regionsFor(context).some((r) => r.ecalWidgetId) ? [ECAL_ORIGIN] : [];
}
