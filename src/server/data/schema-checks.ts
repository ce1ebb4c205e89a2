/**
 * The league data's schemas check it without parsers compiled for them (zod's `jitless`,
 * docs/decisions/0107). Zod writes and compiles a parser with `new Function` for each object
 * schema the first time it checks one: 13-20 ms of a new replica's first page, and the season
 * (107 KB) is checked no faster afterwards (0.15 ms either way). An object schema reads the setting
 * as it is made, so serve.ts imports this module before any other.
 */
import { config } from 'zod';

config({ jitless: true });
