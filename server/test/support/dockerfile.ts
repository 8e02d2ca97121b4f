/**
 * A Dockerfile read into stages and instructions, for the replay (docker-replay.ts) and the
 * compose check. Only what Blokwerk's Dockerfile needs is understood; anything else fails with
 * the line it is on, so that the replay never silently skips a step Docker would take.
 */

export type Instruction =
  | { kind: 'workdir'; line: number; path: string }
  | { kind: 'env'; line: number; vars: Record<string, string> }
  | { kind: 'copy'; line: number; sources: string[]; dest: string; from?: string; chown?: string; parents: boolean }
  | { kind: 'run'; line: number; command: string | string[] }
  | { kind: 'user'; line: number; user: string }
  | { kind: 'cmd'; line: number; argv: string[] }
  /** Kept for what they say about the image; the replay has nothing to do for these four. */
  | { kind: 'volume'; line: number; values: string[] }
  | { kind: 'expose'; line: number; values: string[] }
  | { kind: 'healthcheck'; line: number; text: string }
  | { kind: 'stopsignal'; line: number; text: string };

export interface Stage {
  /** `FROM <base>`: an image, or an earlier stage's name. */
  base: string;
  name?: string;
  line: number;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** The `# syntax=` directive's frontend image, if any. */
  syntax?: string;
  stages: Stage[];
}

/** The flags each instruction may carry (`--name=value` or `--name`); any other is refused. */
const FLAGS: Record<string, readonly string[]> = {
  COPY: ['from', 'chown', 'parents'],
  HEALTHCHECK: ['interval', 'timeout', 'start-period', 'start-interval', 'retries'],
};

/** Logical lines: comments dropped, `\` continuations joined, each with its first line's number. */
function logicalLines(text: string): { line: number; text: string }[] {
  const result: { line: number; text: string }[] = [];
  let pending: { line: number; text: string } | undefined;
  text.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed.startsWith('#')) return; // comments may sit inside a continued instruction too
    if (!pending && !trimmed) return;
    const continued = trimmed.endsWith('\\');
    const part = continued ? trimmed.slice(0, -1).trim() : trimmed;
    pending = pending ? { line: pending.line, text: `${pending.text} ${part}`.trim() } : { line: index + 1, text: part };
    if (!continued) {
      result.push(pending);
      pending = undefined;
    }
  });
  if (pending) result.push(pending);
  return result;
}

/** `["a", "b"]` (exec form) as its words, or undefined for shell form. */
function execForm(rest: string, line: number): string[] | undefined {
  if (!rest.startsWith('[')) return undefined;
  const parsed: unknown = JSON.parse(rest);
  if (!Array.isArray(parsed) || !parsed.every((word) => typeof word === 'string'))
    throw new Error(`Dockerfile line ${line}: not a JSON list of strings: ${rest}`);
  return parsed;
}

/** Splits leading `--flag[=value]` words off; refuses flags the instruction may not have here. */
function takeFlags(keyword: string, rest: string, line: number): { flags: Map<string, string>; rest: string } {
  const flags = new Map<string, string>();
  let remaining = rest;
  for (let match = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(remaining); match; match = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(remaining)) {
    const [whole, name = '', value = ''] = match;
    if (!FLAGS[keyword]?.includes(name))
      throw new Error(
        `Dockerfile line ${line}: ${keyword} --${name} is not replayed (server/test/support/dockerfile.ts knows ` +
          `${FLAGS[keyword]?.join(', ') ?? 'no flags for it'})`,
      );
    flags.set(name, value);
    remaining = remaining.slice(whole.length);
  }
  return { flags, rest: remaining };
}

/** `ENV a=1 b="two words"`: the pairs (the legacy `ENV a 1` form is refused). */
function envPairs(rest: string, line: number): Record<string, string> {
  const vars: Record<string, string> = {};
  const pair = /\s*([A-Za-z_][A-Za-z0-9_]*)=("((?:[^"\\]|\\.)*)"|\S*)/y;
  let offset = 0;
  while (offset < rest.length) {
    pair.lastIndex = offset;
    const match = pair.exec(rest);
    if (!match) throw new Error(`Dockerfile line ${line}: ENV must be name=value pairs: ${rest}`);
    const [whole, name = '', raw = '', quoted] = match;
    vars[name] = quoted === undefined ? raw : quoted.replace(/\\(.)/g, '$1');
    offset += whole.length;
    while (rest[offset] === ' ') offset++;
  }
  return vars;
}

function instruction(keyword: string, rest: string, line: number): Instruction {
  const { flags, rest: args } = takeFlags(keyword, rest, line);
  if (keyword !== 'RUN' && keyword !== 'HEALTHCHECK' && args.includes('$'))
    throw new Error(`Dockerfile line ${line}: variables ($) in ${keyword} are not replayed`);
  switch (keyword) {
    case 'WORKDIR':
      return { kind: 'workdir', line, path: args };
    case 'ENV':
      return { kind: 'env', line, vars: envPairs(args, line) };
    case 'COPY': {
      const words = execForm(args, line) ?? args.split(/\s+/);
      const dest = words.pop();
      if (!dest || !words.length) throw new Error(`Dockerfile line ${line}: COPY needs sources and a destination`);
      return { kind: 'copy', line, sources: words, dest, from: flags.get('from'), chown: flags.get('chown'), parents: flags.has('parents') };
    }
    case 'RUN':
      return { kind: 'run', line, command: execForm(args, line) ?? args };
    case 'USER':
      return { kind: 'user', line, user: args };
    case 'CMD': {
      const argv = execForm(args, line);
      // Shell form would put a shell in as PID 1, and docker stop's SIGTERM would not reach Node.
      if (!argv) throw new Error(`Dockerfile line ${line}: CMD must be in exec form (["node", …])`);
      return { kind: 'cmd', line, argv };
    }
    case 'VOLUME':
      return { kind: 'volume', line, values: execForm(args, line) ?? args.split(/\s+/) };
    case 'EXPOSE':
      return { kind: 'expose', line, values: args.split(/\s+/) };
    case 'HEALTHCHECK':
      return { kind: 'healthcheck', line, text: args };
    case 'STOPSIGNAL':
      return { kind: 'stopsignal', line, text: args };
    default:
      throw new Error(`Dockerfile line ${line}: ${keyword} is not replayed (server/test/support/dockerfile.ts); replay it there or do without it`);
  }
}

export function parseDockerfile(text: string): Dockerfile {
  const syntax = /^#\s*syntax\s*=\s*(\S+)/.exec(text)?.[1];
  const stages: Stage[] = [];
  for (const { line, text: logical } of logicalLines(text)) {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(logical) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const [, base = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest) ?? [];
      if (!base || base.startsWith('--')) throw new Error(`Dockerfile line ${line}: FROM <image> [AS <name>] expected: ${rest}`);
      stages.push({ base, name, line, instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile line ${line}: ${upper} before the first FROM`);
    stage.instructions.push(instruction(upper, rest, line));
  }
  if (!stages.length) throw new Error('Dockerfile: no FROM');
  return { syntax, stages };
}

/** A stage by name, or the last one (Docker's default target). */
export function stageNamed(dockerfile: Dockerfile, name?: string): Stage {
  const stage = name === undefined ? dockerfile.stages.at(-1) : dockerfile.stages.find((s) => s.name === name);
  if (!stage) throw new Error(`Dockerfile: no stage ${name ?? ''}`);
  return stage;
}
