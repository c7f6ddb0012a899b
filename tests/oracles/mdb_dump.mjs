// Prints the columns and live rows of the named tables of an Access/Jet file as JSON, read by the
// independent JavaScript reader mdb-reader: {"tables": {"T": {"columns": [...], "rows": [...]}}}.
// Usage: node mdb_dump.mjs FILE [TABLE ...]   (no table named: every user table)
import { readFileSync } from "node:fs";
import MDBReader from "mdb-reader";

const [file, ...wanted] = process.argv.slice(2);
const reader = new MDBReader(readFileSync(file));
const names = wanted.length > 0 ? wanted : reader.getTableNames();
const out = { tables: {} };
for (const name of names) {
  const table = reader.getTable(name);
  out.tables[name] = {
    columns: table.getColumns().map((c) => ({ name: c.name, type: c.type, size: c.size ?? null })),
    rows: table.getData().map((row) => {
      const plain = {};
      for (const [key, value] of Object.entries(row)) {
        plain[key] = value instanceof Date ? value.toISOString() : Buffer.isBuffer(value) ? value.toString("hex") : value;
      }
      return plain;
    }),
  };
}
process.stdout.write(JSON.stringify(out));
