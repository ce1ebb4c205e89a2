/** Ratings and shirt numbers may arrive as strings ("75"); anything that reads as no number is null. */
export function numeric(value: unknown): number | null {
  const n = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  return value !== '' && Number.isFinite(n) ? n : null;
}
