// Named prepared statements on PGlite, whose query() parses and plans its text on every call: the
// statements of moves and syncs (see statements.ts) are parsed once, then only bound and run, over
// PostgreSQL's extended protocol (PGlite's execProtocol). Parameters and results go as text, as
// `pg` sends and reads them. Plain JavaScript: it runs in the PGlite worker (pgliteWorker.mjs).

const cstring = (text) => Buffer.concat([Buffer.from(text, 'utf8'), Buffer.from([0])]);

function int16(n) {
  const bytes = Buffer.alloc(2);
  bytes.writeInt16BE(n);
  return bytes;
}

function int32(n) {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(n);
  return bytes;
}

/** One frontend message: its type letter, its length, its body. */
function frame(type, ...parts) {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from(type, 'ascii'), int32(body.length + 4), body]);
}

/** An array element as PostgreSQL's array literal writes it. */
function arrayElement(value) {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A parameter in PostgreSQL's text format; null for SQL NULL. Arrays are one-dimensional. */
export function parameterText(value) {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return `{${value.map(arrayElement).join(',')}}`;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value);
}

const closeStatement = (name) => frame('C', Buffer.from('S', 'ascii'), cstring(name));
const parse = (name, text) => frame('P', cstring(name), cstring(text), int16(0));

function bind(name, params) {
  const values = params.map(parameterText).flatMap((text) => {
    if (text === null) return [int32(-1)];
    const bytes = Buffer.from(text, 'utf8');
    return [int32(bytes.length), bytes];
  });
  // No parameter format codes and no result format codes: everything as text.
  return frame('B', cstring(''), cstring(name), int16(0), int16(params.length), ...values, int16(0));
}

const DESCRIBE_PORTAL = frame('D', Buffer.from('P', 'ascii'), cstring(''));
const EXECUTE = frame('E', cstring(''), int32(0));
const SYNC = frame('S');

// Result columns by type OID; the others stay text (as `pg` returns them, bigint included).
const BOOL = 16;
const NUMBERS = new Set([21, 23, 26, 700, 701]);

function columnValue(text, typeID) {
  if (text === null) return null;
  if (typeID === BOOL) return text === 't';
  if (NUMBERS.has(typeID)) return Number(text);
  return text;
}

function rowsOf(messages) {
  let fields = [];
  const rows = [];
  for (const message of messages) {
    if (message.name === 'rowDescription') fields = message.fields;
    else if (message.name === 'dataRow') {
      const row = {};
      message.fields.forEach((text, i) => {
        row[fields[i].name] = columnValue(text, fields[i].dataTypeID);
      });
      rows.push(row);
    }
  }
  return rows;
}

/** Runs statements by name on `db`, parsing each name's text once. */
export function preparedStatements(db) {
  const prepared = new Set();
  return async function run(name, text, params) {
    // A statement not known to be prepared is closed first (nothing happens if it does not
    // exist), so a Parse that an earlier failure may or may not have left behind is redone.
    const setUp = prepared.has(name) ? [] : [closeStatement(name), parse(name, text)];
    prepared.delete(name);
    const { messages } = await db.execProtocol(Buffer.concat([...setUp, bind(name, params), DESCRIBE_PORTAL, EXECUTE, SYNC]));
    prepared.add(name);
    return rowsOf(messages);
  };
}
