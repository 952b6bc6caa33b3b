/** The figures as a plain-text table (the terminal) or markdown (docs/benchmarks.md). */

function fmtValue(v, unit) {
  if (!Number.isFinite(v)) return 'n/a';
  if (unit === 'ms') return v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`;
  if (unit === 'MB') return `${Math.round(v)} MB`;
  if (unit === 'req/s') return `${Math.round(v).toLocaleString('en-US')} req/s`;
  if (unit === 'KB') return `${Math.round(v).toLocaleString('en-US')} KB`;
  return `${Math.round(v * 100) / 100}${unit ? ` ${unit}` : ''}`;
}

function cells(row) {
  return [
    row.figure,
    fmtValue(row.value, row.unit),
    Number.isFinite(row.memoryMb) ? fmtValue(row.memoryMb, 'MB') : '',
    row.floor === undefined ? '' : `${fmtValue(row.floor, row.unit)}${row.floorLabel ? ` (${row.floorLabel})` : ''}`,
    Number.isFinite(row.ratio) ? `${row.ratio.toFixed(2)}×` : '',
    row.target ?? '',
    row.pass === undefined ? '' : row.pass ? 'met' : 'MISSED',
  ];
}

const HEADER = ['figure', 'measured', 'peak memory', 'floor (same run)', 'ratio', 'target', ''];

export function formatTable(rows) {
  const table = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...table.map((r) => String(r[i]).length)));
  return table.map((r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ').trimEnd()).join('\n');
}

export function formatMarkdown(rows) {
  const esc = (c) => String(c).replace(/\|/g, '\\|');
  return [
    `| ${HEADER.map(esc).join(' | ')} |`,
    `|${HEADER.map((_, i) => (i === 0 || i >= 5 ? '---' : '---:')).join('|')}|`,
    ...rows.map((r) => `| ${cells(r).map(esc).join(' | ')} |`),
  ].join('\n');
}
