/** The localStorage setting that turns on the hosted Stately inspector, like `?inspect`. */
export const INSPECT_SETTING = 'redress:inspect';

/**
 * Whether the developer asked to connect the machines to the Stately inspector: `?inspect` in
 * the URL, or the `redress:inspect` setting ('1' or 'true') in localStorage.
 */
export function wantsStatelyInspector(search: string, readSetting: (key: string) => string | null): boolean {
  if (new URLSearchParams(search).has('inspect')) return true;
  const setting = readSetting(INSPECT_SETTING);
  return setting === '1' || setting === 'true';
}
