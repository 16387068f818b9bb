/**
 * A page's data as Remix's single fetch sends it (`/path.data`, turbo-stream's flat
 * list: each value once, objects as `{"_<key index>": <value index>}`), expanded
 * back into plain values so a test can read it or search it as JSON. Typed values
 * (a date, a redirect) stay as their tagged list. Only the first line is read: our
 * loaders send no promises.
 */
const CONSTANTS: Record<number, unknown> = { [-1]: undefined, [-2]: Number.NaN, [-3]: -Infinity, [-4]: -0, [-5]: null, [-6]: Infinity, [-7]: undefined };

export function decodeData(body: string): unknown {
  const values = JSON.parse(body.split('\n')[0]!) as unknown[];
  const expanded = new Map<number, unknown>();
  const at = (index: number): unknown => {
    if (index < 0) return CONSTANTS[index];
    if (expanded.has(index)) return expanded.get(index);
    const value = values[index];
    if (Array.isArray(value) && typeof value[0] !== 'string') {
      const list: unknown[] = [];
      expanded.set(index, list);
      for (const item of value as number[]) list.push(at(item));
      return list;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const object: Record<string, unknown> = {};
      expanded.set(index, object);
      for (const [key, item] of Object.entries(value)) object[String(at(Number(key.slice(1))))] = at(item as number);
      return object;
    }
    expanded.set(index, value);
    return value;
  };
  return at(0);
}
