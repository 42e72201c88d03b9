/** A state value as dotted paths: `{ start: 'intro' }` → `start.intro`; parallel regions joined. */
export function stateText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return String(value);
  const paths = Object.entries(value).map(([key, inner]) => {
    const rest = stateText(inner);
    return rest === '' || rest === '{}'
      ? key
      : rest
          .split(', ')
          .map((path) => `${key}.${path}`)
          .join(', ');
  });
  return paths.join(', ');
}
