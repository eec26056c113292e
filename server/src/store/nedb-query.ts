import { isOperatorObject, isPlainObject, type Raw } from './rules';

/**
 * Rewrites a MongoDB filter into one nedb evaluates the same way. Where nedb differs:
 * - `{ f: null }` must also match a missing field (nedb: null only);
 * - `$ne` / `$nin` on an array field must mean "no element" (nedb: "some element differs"),
 *   so they become `$not` of the positive condition;
 * - several operators on one field are tested element by element in MongoDB
 *   (`{ a: { $gt: 1, $lt: 5 } }` matches `[0, 9]`), so each becomes its own clause;
 * - `$exists: true` must match an empty array (nedb tests arrays element-wise);
 * - `$regex` may be a string with `$options`; `$in` may hold regular expressions;
 * - `$not` is field-level in MongoDB and top-level in nedb.
 */
export function toNedbQuery(filter: Raw): Raw {
  const clauses: Raw[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') clauses.push({ [key]: subFilters(key, value) });
    else if (key.startsWith('$')) throw new Error(`unsupported filter operator "${key}"`);
    else clauses.push(...fieldClauses(key, value));
  }
  return combine(clauses);
}

function subFilters(operator: string, value: unknown): Raw[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isPlainObject)) {
    throw new Error(`${operator} needs a non-empty array of filters`);
  }
  return value.map(toNedbQuery);
}

/** Keeps plain `{ field: value }` clauses at the top level, where nedb can use its indexes. */
function combine(clauses: Raw[]): Raw {
  const merged: Raw = {};
  const rest: Raw[] = [];
  for (const clause of clauses) {
    const keys = Object.keys(clause);
    const key = keys[0];
    if (keys.length === 1 && key !== undefined && !key.startsWith('$') && !(key in merged)) {
      merged[key] = clause[key];
    } else {
      rest.push(clause);
    }
  }
  if (rest.length > 0) merged.$and = rest;
  return merged;
}

function fieldClauses(path: string, value: unknown): Raw[] {
  if (!isOperatorObject(value)) return [equals(path, value)];
  const options = value.$options;
  if (options !== undefined && typeof options !== 'string')
    throw new Error('$options needs a string');
  return Object.entries(value)
    .filter(([operator]) => operator !== '$options')
    .map(([operator, operand]) => operatorClause(path, operator, operand, options));
}

function operatorClause(path: string, operator: string, operand: unknown, options?: string): Raw {
  switch (operator) {
    case '$eq':
      return equals(path, operand);
    case '$ne':
      return { $not: equals(path, operand) };
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return { [path]: { [operator]: operand } };
    case '$in':
      return isIn(path, operand);
    case '$nin':
      return { $not: isIn(path, operand) };
    case '$exists':
      // nedb's `$exists: false` is element-wise false on any array, so negate that one.
      return operand ? { $not: { [path]: { $exists: false } } } : { [path]: { $exists: false } };
    case '$regex':
      return { [path]: { $regex: toRegExp(operand, options) } };
    case '$not':
      if (operand instanceof RegExp) return { $not: equals(path, operand) };
      if (!isOperatorObject(operand))
        throw new Error('$not needs a regular expression or operators');
      return { $not: combine(fieldClauses(path, operand)) };
    default:
      throw new Error(`unsupported filter operator "${operator}"`);
  }
}

function equals(path: string, value: unknown): Raw {
  if (value === null) return { $or: [{ [path]: null }, { [path]: { $exists: false } }] };
  return { [path]: value instanceof RegExp ? toRegExp(value) : value };
}

function isIn(path: string, list: unknown): Raw {
  if (!Array.isArray(list)) throw new Error('$in and $nin need an array');
  const values = list.filter((item) => item !== null && !(item instanceof RegExp));
  const parts: Raw[] = [{ [path]: { $in: values } }];
  for (const item of list) {
    if (item instanceof RegExp) parts.push(equals(path, item));
  }
  if (list.includes(null)) parts.push(equals(path, null));
  return parts.length === 1 ? (parts[0] as Raw) : { $or: parts };
}

/** nedb calls `test()`, which is stateful under the g and y flags; MongoDB has neither. */
function toRegExp(pattern: unknown, options?: string): RegExp {
  if (typeof pattern === 'string') return new RegExp(pattern, options);
  if (!(pattern instanceof RegExp)) throw new Error('$regex needs a string or a RegExp');
  return new RegExp(pattern.source, (options ?? pattern.flags).replace(/[gy]/g, ''));
}
