// Compares two copies of a Firestore database read through its REST API (typed values:
// `stringValue`, `integerValue`, `timestampValue`, …), document by document and field by field, for
// the restore drill (scripts/lib/restore-drill.ts). A value compares with its type, so an integer
// restored as a double, or a timestamp restored as a string, is a difference. Create and update times
// are the database's own (a restore writes anew) and are not compared.

/** One typed value as the Firestore REST API writes it. */
export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

export type RestFields = Record<string, RestValue>;

/**
 * A database's documents by path (`claims/abc/events/e1`). `null` is a path that holds no document
 * but has subcollections below it.
 */
export type DatabaseCopy = Map<string, RestFields | null>;

export type Difference =
  | { kind: 'missing'; document: string }
  | { kind: 'extra'; document: string }
  | { kind: 'field-missing'; document: string; field: string; expected: string }
  | { kind: 'field-extra'; document: string; field: string; restored: string }
  | { kind: 'field-changed'; document: string; field: string; expected: string; restored: string };

/**
 * Every leaf of a document's fields as `path → type:value`: maps by key (`answers.currentAddress.city`),
 * arrays by index (`agreements[0].lender`); an empty map or array is a leaf of its own, so emptying
 * one is seen.
 */
export function flattenFields(fields: RestFields): Map<string, string> {
  const leaves = new Map<string, string>();
  const visit = (value: RestValue, at: string) => {
    if ('mapValue' in value) {
      const entries = Object.entries(value.mapValue.fields ?? {});
      if (entries.length === 0) leaves.set(at, 'mapValue:{}');
      for (const [key, inner] of entries) visit(inner, `${at}.${key}`);
      return;
    }
    if ('arrayValue' in value) {
      const values = value.arrayValue.values ?? [];
      if (values.length === 0) leaves.set(at, 'arrayValue:[]');
      values.forEach((inner, i) => visit(inner, `${at}[${i}]`));
      return;
    }
    const [type, raw]: [string, unknown] = Object.entries(value as Record<string, unknown>)[0] ?? [
      'unknown',
      undefined,
    ];
    leaves.set(at, `${type}:${JSON.stringify(sortKeys(raw))}`);
  };
  for (const [key, value] of Object.entries(fields)) visit(value, key);
  return leaves;
}

function sortKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}

/** Every difference between what was backed up and what the restore holds, documents in path order. */
export function compareDatabases(expected: DatabaseCopy, restored: DatabaseCopy): Difference[] {
  const differences: Difference[] = [];
  const paths = [...new Set([...expected.keys(), ...restored.keys()])].sort();
  for (const document of paths) {
    if (!restored.has(document)) {
      differences.push({ kind: 'missing', document });
      continue;
    }
    if (!expected.has(document)) {
      differences.push({ kind: 'extra', document });
      continue;
    }
    const before = expected.get(document);
    const after = restored.get(document);
    if (before === null || after === null) {
      // A path with subcollections only on one side is a document missing or added there.
      if (before !== after) differences.push({ kind: before === null ? 'extra' : 'missing', document });
      continue;
    }
    const a = flattenFields(before ?? {});
    const b = flattenFields(after ?? {});
    for (const [field, value] of a) {
      const other = b.get(field);
      if (other === undefined) differences.push({ kind: 'field-missing', document, field, expected: value });
      else if (other !== value)
        differences.push({ kind: 'field-changed', document, field, expected: value, restored: other });
    }
    for (const [field, value] of b) {
      if (!a.has(field)) differences.push({ kind: 'field-extra', document, field, restored: value });
    }
  }
  return differences;
}

/** One line per difference, for the drill's output. */
export function describeDifference(difference: Difference): string {
  switch (difference.kind) {
    case 'missing':
      return `${difference.document}: not in the restore`;
    case 'extra':
      return `${difference.document}: in the restore only`;
    case 'field-missing':
      return `${difference.document} ${difference.field}: not in the restore (was ${difference.expected})`;
    case 'field-extra':
      return `${difference.document} ${difference.field}: in the restore only (${difference.restored})`;
    case 'field-changed':
      return `${difference.document} ${difference.field}: was ${difference.expected}, restored ${difference.restored}`;
  }
}

/** How many fields (leaves) a copy holds, for the drill's summary. */
export function fieldCount(copy: DatabaseCopy): number {
  let count = 0;
  for (const fields of copy.values()) if (fields) count += flattenFields(fields).size;
  return count;
}
