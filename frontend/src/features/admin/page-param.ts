/** The `page` search parameter, 1 when absent or not a positive whole number. */
export function pageFrom(params: URLSearchParams): number {
  const value = Number(params.get('page'));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}
