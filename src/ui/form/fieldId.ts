/**
 * The element id for an error key. Keys for nested answers use dots (`previousAddress.postcode`);
 * ids use hyphens so a `#fragment` link and `getElementById` agree without CSS escaping.
 */
export function fieldId(key: string): string {
  return key.replace(/\./g, '-');
}

/** Joins the ids an input is described by, skipping the ones not on the page. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id));
  return present.length > 0 ? present.join(' ') : undefined;
}
