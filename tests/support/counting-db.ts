import { createDb } from '~/db/client.server';

/**
 * A database over `d1` whose D1 calls are counted: a batch, or a statement run on its
 * own. A bound statement is counted too (drizzle binds every query it runs alone); a
 * batch is given the statements D1 made.
 */
export function countingDb(d1: D1Database) {
  const calls: string[] = [];
  const made = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const counted = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, method) {
        const value = Reflect.get(target, method);
        if (typeof value !== 'function') return value;
        if (method === 'bind') return (...params: unknown[]) => counted(target.bind(...params));
        if (['all', 'raw', 'run', 'first'].includes(String(method))) calls.push(String(method));
        return value.bind(target);
      },
    });
    made.set(proxy, statement);
    return proxy;
  };
  const counting = new Proxy(d1, {
    get(target, name) {
      if (name === 'batch') return (statements: D1PreparedStatement[]) => (calls.push('batch'), target.batch(statements.map((s) => made.get(s) ?? s)));
      if (name === 'prepare') return (query: string) => counted(target.prepare(query));
      return Reflect.get(target, name);
    },
  });
  return { db: createDb(counting), calls };
}
