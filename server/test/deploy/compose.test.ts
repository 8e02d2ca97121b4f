import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../../src/config.js';
import { repoRoot } from '../../src/paths.js';
import { parseDockerfile, stageNamed, type Dockerfile, type Instruction } from '../support/dockerfile.js';
import { documentedServices, readCompose, withDefaults, type ComposeFile, type DocumentedService } from './compose-table.js';

/** docker-compose.yml against docs/operations.md ("Compose services"), the Dockerfile and the nginx recipe. */
describe('docker-compose.yml, as documented', () => {
  let compose: ComposeFile;
  let documented: DocumentedService[];
  let dockerfile: Dockerfile;
  let recipe: string;
  beforeAll(async () => {
    compose = await readCompose();
    documented = await documentedServices();
    dockerfile = parseDockerfile(await readFile(path.join(repoRoot, 'Dockerfile'), 'utf8'));
    recipe = await readFile(path.join(repoRoot, 'docs', 'nginx', 'blokwerk.conf'), 'utf8');
  });

  const service = (name: string) => {
    const found = compose.services[name];
    if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
    return found;
  };
  const steps = <K extends Instruction['kind']>(stage: string, kind: K) =>
    stageNamed(dockerfile, stage).instructions.filter((step): step is Extract<Instruction, { kind: K }> => step.kind === kind);
  const stageEnv = (stage: string) => Object.assign({}, ...steps(stage, 'env').map((step) => step.vars)) as Record<string, string>;

  it('has the services, ports, volumes and environment variables the table lists', () => {
    expect(Object.keys(compose.services).toSorted()).toEqual(documented.map((row) => row.name).toSorted());
    for (const row of documented) {
      const actual = service(row.name);
      expect({ service: row.name, ports: actual.ports ?? [], volumes: actual.volumes ?? [], environment: Object.keys(actual.environment ?? {}) }).toEqual({
        service: row.name,
        ports: row.ports,
        volumes: row.volumes,
        environment: row.environment,
      });
      const builtFrom = actual.image ? `image \`${actual.image}\`` : `\`Dockerfile\`, target \`${actual.build?.target}\``;
      expect(row.builtFrom, row.name).toBe(builtFrom);
      expect(actual.image ?? stageNamed(dockerfile, actual.build?.target).name).toBeTruthy();
    }
  });

  it('declares every named volume it mounts', () => {
    const named = Object.values(compose.services)
      .flatMap((s) => s.volumes ?? [])
      .map((volume) => volume.split(':')[0] ?? '');
    expect([...new Set(named)].toSorted()).toEqual(Object.keys(compose.volumes ?? {}).toSorted());
  });

  it('sets only variables Blokwerk reads, and Blokwerk starts with them', () => {
    const environment = Object.fromEntries(Object.entries(service('app').environment ?? {}).map(([name, value]) => [name, withDefaults(String(value ?? ''))]));
    expect(Object.keys(environment).filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
    const config = loadConfig({ ...stageEnv('app'), ...environment });
    expect(config.databaseUrl).toBe('postgresql://blokwerk:blokwerk@db:5432/blokwerk');
    expect(config.trustProxy).toBe(1);
  });

  it('mounts the data and mirror volumes where the image and the recipe have them', () => {
    const app = service('app');
    const mounts = Object.fromEntries((app.volumes ?? []).map((volume) => volume.split(':') as [string, string]));
    expect(mounts.media).toBe(stageEnv('app').BLOKWERK_DATA_DIR);
    expect(steps('app', 'volume').flatMap((step) => step.values)).toEqual([mounts.media]);
    expect(mounts.mirror).toBe(app.environment?.BLOKWERK_MIRROR_DIR);
    // Created as USER node by WORKDIR, so that a fresh volume there is Blokwerk's to write.
    expect(steps('app', 'workdir').map((step) => step.path)).toEqual(expect.arrayContaining([mounts.media, mounts.mirror]));
    expect(service('nginx').volumes).toEqual([`mirror:${mounts.mirror}:ro`]);
    expect(recipe).toContain(`root ${mounts.mirror}; # BLOKWERK_MIRROR_DIR`);
  });

  it('publishes nginx alone, and nginx passes to the app service on its port', () => {
    expect(service('app').ports ?? []).toEqual([]);
    expect(service('nginx').ports).toEqual(['80:80']);
    expect(recipe).toMatch(/^\s*listen 80;/m);
    const port = stageEnv('app').PORT;
    expect(steps('app', 'expose').flatMap((step) => step.values)).toEqual([port]);
    expect(recipe).toContain('server 127.0.0.1:3000;');
    const runs = steps('nginx', 'run')
      .map((step) => String(step.command))
      .join('\n');
    expect(runs).toContain(`s/server 127\\.0\\.0\\.1:3000;/server app:${port};/`);
    expect(runs).toMatch(/apt-get install .*nginx-light libnginx-mod-http-brotli-static/);
  });

  it("gives nginx the recipe and the built site's client folder where the recipe serves it from", () => {
    const copies = steps('nginx', 'copy').map((step) => `${step.from ?? ''} ${step.sources.join(' ')} ${step.dest}`);
    expect(copies).toContain(' docs/nginx/blokwerk.conf /etc/nginx/conf.d/blokwerk.conf');
    const clientRoot = /root (\S+); # the built site's client folder/.exec(recipe)?.[1];
    expect(clientRoot).toBeDefined();
    expect(copies).toContain(`build /app/site/dist/client ${clientRoot}`);
  });
});
