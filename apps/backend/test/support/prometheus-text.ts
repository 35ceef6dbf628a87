/** One sample of Prometheus's text exposition format. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const metricName = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)/y;
const types = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

/**
 * Parses the text format strictly (version 0.0.4): every sample belongs to a family declared by
 * `# TYPE` before it, every family has `# HELP`, label values are escaped, values are numbers.
 * Throws naming the first line that breaks a rule.
 */
export function parsePrometheusText(text: string): { samples: Sample[]; types: Map<string, string> } {
  const declared = new Map<string, string>();
  const helped = new Set<string>();
  const samples: Sample[] = [];
  text.split('\n').forEach((line, i) => {
    const fail = (why: string) => {
      throw new Error(`line ${i + 1}: ${why}: ${JSON.stringify(line)}`);
    };
    if (line === '') return;
    if (line.startsWith('#')) {
      const [, keyword, name, rest] = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line) ?? [];
      if (!keyword || !name || !metricName.test(name)) return fail('malformed comment');
      if (keyword === 'HELP') helped.add(name);
      else if (!types.has(rest!)) fail('unknown type');
      else if (declared.has(name)) fail('family declared twice');
      else declared.set(name, rest!);
      return;
    }
    const [, name, labelText = '', valueText] = sampleLine.exec(line) ?? [];
    if (!name || valueText === undefined) return fail('malformed sample');
    const family = [name, name.replace(/_(bucket|sum|count|total|created)$/, '')].find((n) =>
      declared.has(n),
    );
    if (!family) fail('sample before its # TYPE');
    const labels: Record<string, string> = {};
    label.lastIndex = 0;
    while (label.lastIndex < labelText.length) {
      const m = label.exec(labelText);
      if (!m) return fail('malformed labels');
      labels[m[1]!] = m[2]!.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    const value = parseFloatLikePrometheus(valueText);
    if (value === undefined) return fail('value is not a number');
    samples.push({ name, labels, value });
  });
  for (const name of declared.keys()) if (!helped.has(name)) throw new Error(`${name} has no # HELP`);
  return { samples, types: declared };
}

/** The value of the one sample named `name` whose labels include `labels`; undefined if none. */
export function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

/** Prometheus reads values with Go's ParseFloat: NaN and ±Inf in any case (prom-client writes `Nan`). */
function parseFloatLikePrometheus(text: string): number | undefined {
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(text);
  if (special) return special[2]!.toLowerCase() === 'nan' ? NaN : special[1] === '-' ? -Infinity : Infinity;
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) ? Number(text) : undefined;
}
