/**
 * Corrupts a JSON answer so that it no longer matches the contract of docs/portal.md §Calls, the same
 * way every time, so a test can assert which paths the portal's decoder reports:
 * - every `orderCode` becomes the number 12345;
 * - every other number or boolean becomes the string 'oops';
 * - the first string field (other than orderCode) of the first object found breadth-first is
 *   dropped (a missing required field);
 * - an answer with nothing to corrupt (an array of strings, a bare string) becomes
 *   `{ "unexpected": true }`, which no list or text decoder accepts.
 */
export function breakContract(body: unknown): unknown {
  let changed = false;
  const walk = (v: unknown, key?: string): unknown => {
    if (key === 'orderCode') {
      changed = true;
      return 12345;
    }
    if (typeof v === 'number' || typeof v === 'boolean') {
      changed = true;
      return 'oops';
    }
    if (Array.isArray(v)) return v.map((x) => walk(x));
    if (v !== null && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    }
    return v;
  };
  // Drop first, while the original string fields are still told apart from corrupted ones.
  const copy = structuredClone(body);
  if (dropFirstStringField(copy)) changed = true;
  const out = walk(copy);
  return changed ? out : { unexpected: true };
}

function dropFirstStringField(root: unknown): boolean {
  const queue: unknown[] = [root];
  while (queue.length) {
    const v = queue.shift();
    if (Array.isArray(v)) queue.push(...v);
    else if (v !== null && typeof v === 'object') {
      const obj = v as Record<string, unknown>;
      const key = Object.keys(obj).find((k) => k !== 'orderCode' && typeof obj[k] === 'string');
      if (key) {
        delete obj[key];
        return true;
      }
      queue.push(...Object.values(obj));
    }
  }
  return false;
}
