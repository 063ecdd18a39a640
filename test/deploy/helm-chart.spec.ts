/**
 * Checks of helm/stacklens without a helm binary (none on developer machines or in the base CI image):
 * the templates, values and schema read as files, and the chart rendered by test/deploy/go-template.ts
 * (a Go-template evaluator of the functions the chart uses) to check what its pods and Job receive.
 *
 * Run: npx mocha --import=tsx test/deploy/helm-chart.spec.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { expect } from 'chai';
import { load, loadAll } from 'js-yaml';
import { securityHeaders } from '../../src/platform/http/security-headers.middleware.js';
import { TemplateFailure, TemplateSet } from './go-template.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const chartDir = join(repoRoot, 'helm', 'stacklens');
const templatesDir = join(chartDir, 'templates');

const COMPONENTS = ['api', 'worker', 'tracker', 'frontend'] as const;
const BACKEND = ['api', 'worker', 'tracker'] as const;
const ENTRYPOINTS: Record<(typeof BACKEND)[number] | 'migrate', string> = {
  api: 'dist/src/main/api.js',
  worker: 'dist/src/main/worker.js',
  tracker: 'dist/src/main/tracker.js',
  migrate: 'dist/src/main/migrate.js',
};
/**
 * Environment keys the chart deliberately leaves to the application's defaults. GEO_DB_DIR: the image ships
 * the city databases in its npm package; an operator mounting newer ones sets it through extraEnv.
 */
const LEFT_TO_APP_DEFAULTS = new Set(['FRONTEND_DIST', 'GEO_DB_DIR']);
/** config.audits keys and the variables they become. */
const AUDIT_SETTINGS: Record<string, string> = {
  chromiumPath: 'CHROMIUM_PATH',
  concurrency: 'AUDIT_CONCURRENCY',
  jobTimeoutMs: 'AUDIT_JOB_TIMEOUT_MS',
  browserRecycleJobs: 'AUDIT_BROWSER_RECYCLE_JOBS',
  maxRunningPerUser: 'AUDIT_MAX_RUNNING_PER_USER',
  reportFrontendUrl: 'AUDIT_REPORT_FRONTEND_URL',
  allowPrivateTargets: 'ALLOW_PRIVATE_TARGETS',
  allowedPorts: 'AUDIT_ALLOWED_PORTS',
};

function read(...parts: string[]): string {
  return readFileSync(join(...parts), 'utf8');
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asObject(value: unknown, what: string): JsonObject {
  if (!isObject(value)) throw new Error(`${what} is not a mapping`);
  return value;
}

/** Value at a dotted path, or `undefined` when a segment is missing (null values count as present). */
function at(root: unknown, path: string): Json | undefined {
  let node: unknown = root;
  for (const key of path.split('.')) {
    if (!isObject(node) || !Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = node[key];
  }
  return node as Json;
}

function num(root: unknown, path: string): number {
  const value = at(root, path);
  if (typeof value !== 'number') throw new Error(`${path} is not a number`);
  return value;
}

/** Every dotted path of a values tree, containers included (lists are leaves). */
function valuePaths(node: Json, prefix = ''): string[] {
  if (!isObject(node)) return [];
  return Object.entries(node).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...valuePaths(child, path)];
  });
}

function leafPaths(node: Json, prefix = ''): string[] {
  if (!isObject(node) || Object.keys(node).length === 0) return prefix ? [prefix] : [];
  return Object.entries(node).flatMap(([key, child]) =>
    leafPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Helm-style merge: user maps merge into defaults, a user null deletes the key. */
function mergeValues(base: JsonObject, override: JsonObject): JsonObject {
  const out: JsonObject = structuredClone(base);
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    if (isObject(value) && isObject(current)) out[key] = mergeValues(current, value);
    else out[key] = value;
  }
  return withoutKeys(out, Object.keys(override).filter((key) => override[key] === null));
}

function withoutKeys(object: JsonObject, keys: string[]): JsonObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

function withoutTemplateComments(source: string): string {
  return source.replace(/\{\{-?\s*\/\*[\s\S]*?\*\/\s*-?\}\}/g, '');
}

const templateFiles = readdirSync(templatesDir).filter((f) => /\.(ya?ml|tpl|txt)$/.test(f));
const templates = new Map(templateFiles.map((f) => [f, read(templatesDir, f)]));
const chart = asObject(load(read(chartDir, 'Chart.yaml')), 'Chart.yaml');
const valuesText = read(chartDir, 'values.yaml');
const values = asObject(load(valuesText), 'values.yaml');
const ciValueFiles = readdirSync(join(chartDir, 'ci')).filter((f) => f.endsWith('.yaml'));
const configSchemaSource = read(repoRoot, 'src', 'platform', 'config', 'config.schema.ts');

/** The zod definition of one variable in config.schema.ts (its line in environmentSchema). */
function appVariable(name: string): string {
  const body = configSchemaSource.slice(configSchemaSource.indexOf('environmentSchema'));
  const line = body.match(new RegExp(`^ {2}${name}: (.*)$`, 'm'))?.[1];
  if (line === undefined) throw new Error(`${name} is not in config.schema.ts`);
  return line;
}

/** A literal in TypeScript source (numbers with _ separators, '…' strings, arrays, booleans) as JSON. */
function literal(source: string): Json {
  return JSON.parse(source.replace(/(\d)_(?=\d)/g, '$1').replace(/'/g, '"')) as Json;
}

function template(name: string): string {
  const source = templates.get(name);
  if (source === undefined) throw new Error(`templates/${name} is missing`);
  return source;
}

/** Body of a `define` in _helpers.tpl, up to its closing end. */
function helperSection(name: string): string {
  const helpers = template('_helpers.tpl');
  const start = helpers.indexOf(`define "${name}"`);
  if (start < 0) throw new Error(`_helpers.tpl defines no "${name}"`);
  return helpers.slice(start, helpers.indexOf('{{- end }}\n\n', start));
}

/** A Kubernetes memory quantity (Ki/Mi/Gi or plain bytes) in MiB. */
function mebibytes(quantity: Json | undefined): number {
  const m = String(quantity).match(/^(\d+(?:\.\d+)?)(Ki|Mi|Gi)?$/);
  if (!m) throw new Error(`unsupported quantity ${String(quantity)}`);
  const factor = { Ki: 1 / 1024, Mi: 1, Gi: 1024 }[m[2] ?? ''] ?? 1 / 1024 / 1024;
  return Number(m[1]) * factor;
}

/** `.Values.a.b` paths referenced anywhere in the templates (via `.`, `$` or `.root`). */
function referencedValuePaths(): Map<string, string[]> {
  const refs = new Map<string, string[]>();
  for (const [file, source] of templates) {
    for (const match of withoutTemplateComments(source).matchAll(/\.Values((?:\.[A-Za-z_][A-Za-z0-9_]*)+)/g)) {
      const path = (match[1] ?? '').slice(1);
      refs.set(path, [...(refs.get(path) ?? []), file]);
    }
  }
  return refs;
}

/** The chart's templates, each file under the name helm gives it (checksum annotations include files). */
const templateSet = new TemplateSet();
for (const [file, source] of templates) templateSet.add(`stacklens/templates/${file}`, source);

/**
 * Every object the chart renders for a release named "stacklens" with `override` merged over values.yaml,
 * as `helm template stacklens helm/stacklens -f override` would (NOTES.txt aside). A `fail` throws TemplateFailure.
 */
function render(override: JsonObject): JsonObject[] {
  const context = {
    Values: mergeValues(values, override),
    Chart: { Name: chart.name, Version: chart.version, AppVersion: chart.appVersion },
    Release: { Name: 'stacklens', Namespace: 'stacklens', Service: 'Helm' },
    Template: { BasePath: 'stacklens/templates' },
  };
  return [...templates.keys()]
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => loadAll(templateSet.execute(`stacklens/templates/${file}`, context)))
    .filter(isObject);
}

/** Where a variable of a container comes from: a rendered ConfigMap or Secret (value decoded), a literal or a secretKeyRef. */
interface EnvSource {
  from: string;
  value?: string;
}

/**
 * The environment of the first container of a rendered workload as the kubelet builds it: envFrom sources in
 * order, then `env` entries winning over them. Keys of a Secret the chart does not render are unknown here.
 */
function containerEnv(objects: JsonObject[], kind: string, name: string): Record<string, EnvSource> {
  const workload = objects.find((o) => o.kind === kind && at(o, 'metadata.name') === name);
  if (!workload) throw new Error(`${kind}/${name} is not rendered`);
  const containers = at(workload, 'spec.template.spec.containers');
  if (!Array.isArray(containers)) throw new Error(`${kind}/${name} has no containers`);
  const container = asObject(containers[0], `${name} container`);
  const env: Record<string, EnvSource> = {};
  for (const source of Array.isArray(container.envFrom) ? container.envFrom : []) {
    const [sourceKind, ref] = at(source, 'configMapRef.name') !== undefined ? ['ConfigMap', 'configMapRef'] : ['Secret', 'secretRef'];
    const sourceName = String(at(source, `${ref}.name`));
    const object = objects.find((o) => o.kind === sourceKind && at(o, 'metadata.name') === sourceName);
    for (const [key, value] of Object.entries(isObject(object?.data) ? object.data : {})) {
      env[key] = { from: `${sourceKind}/${sourceName}`, value: sourceKind === 'Secret' ? Buffer.from(String(value), 'base64').toString('utf8') : String(value) };
    }
  }
  for (const entry of Array.isArray(container.env) ? container.env : []) {
    const ref = at(entry, 'valueFrom.secretKeyRef');
    env[String(at(entry, 'name'))] = ref === undefined ? { from: 'value', value: String(at(entry, 'value')) } : { from: `secretKeyRef/${String(at(ref, 'name'))}/${String(at(ref, 'key'))}` };
  }
  return env;
}

function pick<T>(record: Record<string, T>, pattern: RegExp): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => pattern.test(key)));
}

describe('helm/stacklens chart (static)', () => {
  describe('Chart.yaml', () => {
    it('declares an application chart stacklens 0.1.0 on apiVersion v2', () => {
      expect(chart).to.include({ apiVersion: 'v2', name: 'stacklens', version: '0.1.0', type: 'application' });
      expect(chart.appVersion).to.equal('0.1.0');
    });

    it('declares no dependencies: PostgreSQL and Redis are external', () => {
      expect(chart).not.to.have.property('dependencies');
      expect(existsSync(join(chartDir, 'charts'))).to.equal(false);
    });
  });

  describe('templates', () => {
    it('balance {{ and }} in every file, never nested', () => {
      for (const [file, source] of templates) {
        let open = false;
        for (const token of source.matchAll(/\{\{|\}\}/g)) {
          const opening = token[0] === '{{';
          expect(opening, `${file}: unexpected ${token[0]} at offset ${String(token.index)}`).to.equal(!open);
          open = opening;
        }
        expect(open, `${file}: unterminated action`).to.equal(false);
      }
    });

    it('close every if/with/range/define/block with an end', () => {
      for (const [file, source] of templates) {
        const actions = [...withoutTemplateComments(source).matchAll(/\{\{-?\s*(if|with|range|define|block|end)\b/g)];
        let depth = 0;
        for (const action of actions) {
          depth += action[1] === 'end' ? -1 : 1;
          expect(depth, `${file}: end without an opening action`).to.be.at.least(0);
        }
        expect(depth, `${file}: ${String(depth)} unclosed action(s)`).to.equal(0);
      }
    });

    it('include only templates that are defined', () => {
      const defined = new Set<string>();
      for (const source of templates.values()) {
        for (const m of source.matchAll(/\{\{-?\s*define\s+"([^"]+)"/g)) defined.add(m[1] ?? '');
      }
      for (const [file, source] of templates) {
        for (const m of source.matchAll(/\binclude\s+"([^"]+)"/g)) {
          expect(defined.has(m[1] ?? ''), `${file} includes undefined template "${m[1] ?? ''}"`).to.equal(true);
        }
        for (const m of source.matchAll(/print\s+\S*Template\.BasePath\s+"\/([^"]+)"/g)) {
          expect(templates.has(m[1] ?? ''), `${file} checksums missing file ${m[1] ?? ''}`).to.equal(true);
        }
      }
    });

    it('reference only .Values keys that exist in values.yaml', () => {
      const missing = [...referencedValuePaths()]
        .filter(([path]) => at(values, path) === undefined)
        .map(([path, files]) => `.Values.${path} (${[...new Set(files)].join(', ')})`);
      expect(missing, 'undefined values').to.deep.equal([]);
    });

    it('use every key of values.yaml (no dead settings)', () => {
      const refs = [...referencedValuePaths().keys()];
      const unused = valuePaths(values).filter(
        (path) => !refs.some((ref) => ref === path || path.startsWith(`${ref}.`) || ref.startsWith(`${path}.`)),
      );
      expect(unused, 'values nothing reads').to.deep.equal([]);
    });

    it('has a Deployment and a PodDisruptionBudget for each of the four components', () => {
      for (const component of COMPONENTS) {
        expect(template(`deployment-${component}.yaml`)).to.match(/^kind: Deployment$/m);
        expect(template(`deployment-${component}.yaml`)).to.include(`$component := "${component}"`);
        const pdb = template(`pdb-${component}.yaml`);
        expect(pdb).to.match(/^apiVersion: policy\/v1$/m);
        expect(pdb).to.match(/^kind: PodDisruptionBudget$/m);
        expect(pdb).to.include(`.Values.${component}.podDisruptionBudget.enabled`);
      }
    });

    it('has an autoscaling/v2 HPA behind an enabled flag for api and tracker only', () => {
      for (const component of ['api', 'tracker']) {
        const hpa = template(`hpa-${component}.yaml`);
        expect(hpa).to.match(/^apiVersion: autoscaling\/v2$/m);
        expect(hpa).to.match(/^kind: HorizontalPodAutoscaler$/m);
        expect(hpa).to.include(`.Values.${component}.autoscaling.enabled`);
        // the Deployment must not fight the HPA over .spec.replicas
        expect(template(`deployment-${component}.yaml`)).to.match(
          new RegExp(`if not \\.Values\\.${component}\\.autoscaling\\.enabled \\}\\}\\s+replicas:`),
        );
      }
      expect(templates.has('hpa-worker.yaml')).to.equal(false);
      expect(templates.has('hpa-frontend.yaml')).to.equal(false);
    });

    it('has Services for api, tracker and frontend (worker optional) targeting the named port', () => {
      for (const component of ['api', 'tracker', 'frontend']) {
        expect(template(`service-${component}.yaml`)).to.match(/targetPort: http$/m);
      }
      expect(template('service-worker.yaml')).to.match(/^\{\{- if \.Values\.worker\.service\.enabled/);
    });

    it('start each backend Deployment with its own entrypoint and the backend image (the worker: its Chromium build)', () => {
      for (const component of BACKEND) {
        const source = template(`deployment-${component}.yaml`);
        expect(source).to.include(`args: ["${ENTRYPOINTS[component]}"]`);
        expect(source).to.include('.Values.image.backend');
        expect(source, `${component} must not override the tini entrypoint`).not.to.match(/^ {10}command:/m);
        expect(source).to.include('include "stacklens.checksumAnnotations"');
        expect(source).to.include('include "stacklens.backendEnv"');
      }
      expect(template('deployment-tracker.yaml')).to.include('image: {{ include "stacklens.image" (dict "root" . "image" .Values.image.backend) | quote }}');
      // Audits and PDF reports (worker) and the heatmap's page screenshots (api) drive Chromium: both run the WITH_CHROMIUM=true build.
      for (const component of ['api', 'worker']) {
        expect(template(`deployment-${component}.yaml`)).to.include('image: {{ include "stacklens.workerImage" . | quote }}');
        expect(template(`deployment-${component}.yaml`)).not.to.include('"image" .Values.image.backend');
      }
      const workerImage = helperSection('stacklens.workerImage');
      expect(workerImage).to.include('$backend := .Values.image.backend');
      expect(workerImage).to.include('$worker.tagSuffix');
      expect(workerImage).to.include('include "stacklens.image"');
      expect(at(values, 'image.worker.tagSuffix')).to.equal('-chromium');
      for (const key of ['repository', 'tag', 'digest']) expect(at(values, `image.worker.${key}`), key).to.equal('');
      expect(template('deployment-frontend.yaml')).to.include('.Values.image.frontend');
      expect(template('deployment-frontend.yaml')).not.to.include('.Values.image.backend');
    });

    it('give every pod probes, a grace period, a security context, /tmp and scheduling passthrough', () => {
      for (const component of COMPONENTS) {
        const source = template(`deployment-${component}.yaml`);
        for (const probe of ['livenessProbe', 'readinessProbe']) {
          expect(source).to.include(`.Values.${component}.${probe}`);
        }
        for (const key of ['terminationGracePeriodSeconds', 'resources', 'nodeSelector', 'tolerations', 'affinity', 'topologySpreadConstraints']) {
          expect(source, `${component}: ${key}`).to.include(`.Values.${component}.${key}`);
        }
        expect(source).to.match(/securityContext:\s+\{\{- toYaml \.Values\.(frontend\.)?podSecurityContext/);
        expect(source).to.match(/securityContext:\s+\{\{- toYaml \.Values\.(frontend\.)?securityContext/);
        expect(source).to.match(/mountPath: \/tmp$/m);
        expect(source).to.include('include "stacklens.tmpVolume"');
      }
      expect(template('deployment-api.yaml')).to.include('.Values.api.startupProbe');
    });

    it('run migrations as a pre-install/pre-upgrade hook Job fed by hook-weighted copies of the config', () => {
      const job = template('job-migrate.yaml');
      expect(job).to.match(/^kind: Job$/m);
      expect(job).to.include(`args: ["${ENTRYPOINTS.migrate}"]`);
      expect(job).to.include('"helm.sh/hook": pre-install,pre-upgrade');
      expect(job).to.include('"helm.sh/hook-delete-policy": before-hook-creation,hook-succeeded');
      expect(job).to.match(/restartPolicy: Never/);
      expect(job).to.include('include "stacklens.migrate.configMapName"');
      expect(job).to.include('include "stacklens.migrate.secretName"');
      expect(job, 'the chart ServiceAccount does not exist yet on pre-install').to.include(
        'include "stacklens.migrate.serviceAccountName"',
      );

      const weight = (source: string): number => {
        const m = source.match(/"helm\.sh\/hook-weight": "(-?\d+)"/);
        if (!m?.[1]) throw new Error('no hook weight');
        return Number(m[1]);
      };
      for (const file of ['configmap-migrate.yaml', 'secret-migrate.yaml']) {
        const source = template(file);
        expect(source).to.include('"helm.sh/hook": pre-install,pre-upgrade');
        expect(weight(source), `${file} must be created before the Job`).to.be.below(weight(job));
      }
      // The ordinary ConfigMap/Secret and the hook copies render the same data.
      expect(template('configmap.yaml')).to.include('include "stacklens.configData"');
      expect(template('configmap-migrate.yaml')).to.include('include "stacklens.configData"');
      expect(template('secret.yaml')).to.include('include "stacklens.secretData"');
      expect(template('secret-migrate.yaml')).to.include('include "stacklens.secretData"');
    });

    it('route /api, /t and / with pathType Prefix, and the tracker snippet /s.js exactly, on networking.k8s.io/v1', () => {
      const ingress = template('ingress.yaml');
      expect(ingress).to.match(/^apiVersion: networking\.k8s\.io\/v1$/m);
      const routes = [...ingress.matchAll(/- path: (\S+)\s+pathType: (\S+)\s+backend:\s+service:\s+name: \{\{ \$(\w+) \}\}/g)].map(
        (m) => [m[1], m[2], m[3]],
      );
      expect(routes).to.deep.equal([
        ['/api', 'Prefix', 'api'],
        ['/s.js', 'Exact', 'tracker'],
        ['/t', 'Prefix', 'tracker'],
        ['/', 'Prefix', 'frontend'],
      ]);
      for (const component of ['api', 'tracker', 'frontend']) {
        expect(ingress).to.include(`$${component} := include "stacklens.componentName" (dict "root" . "component" "${component}")`);
      }
    });

    it('label everything with the recommended app.kubernetes.io labels', () => {
      const helpers = template('_helpers.tpl');
      for (const label of ['name', 'instance', 'component', 'version', 'managed-by']) {
        expect(helpers).to.include(`app.kubernetes.io/${label}:`);
      }
      for (const [file, source] of templates) {
        if (file.startsWith('_') || file === 'NOTES.txt') continue;
        expect(source, file).to.include('include "stacklens.labels"');
      }
    });

    it('set every variable of the application config schema, or leave it to a known default', () => {
      const schemaFile = join(repoRoot, 'src', 'platform', 'config', 'config.schema.ts');
      const schemaSource = readFileSync(schemaFile, 'utf8');
      const body = schemaSource.slice(schemaSource.indexOf('environmentSchema'));
      const appKeys = [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1] ?? '');
      expect(appKeys.length, 'no keys parsed from config.schema.ts').to.be.above(10);

      const provided = new Set(
        [helperSection('stacklens.configData'), helperSection('stacklens.secretData'), helperSection('stacklens.backendEnvList')]
          .flatMap((s) => [...s.matchAll(/^(?:- name: )?([A-Z][A-Z0-9_]*)[:\s]/gm)].map((m) => m[1] ?? '')),
      );
      const unset = appKeys.filter((key) => !provided.has(key) && !LEFT_TO_APP_DEFAULTS.has(key));
      expect(unset, 'environment variables the chart neither sets nor knowingly defaults').to.deep.equal([]);
      const unknown = [...provided].filter((key) => !appKeys.includes(key));
      expect(unknown, 'variables the application does not read').to.deep.equal([]);
    });

    it('render every config.audits setting into the ConfigMap under its variable', () => {
      const configData = helperSection('stacklens.configData');
      expect(Object.keys(asObject(at(values, 'config.audits'), 'config.audits')).sort()).to.deep.equal(Object.keys(AUDIT_SETTINGS).sort());
      for (const [key, env] of Object.entries(AUDIT_SETTINGS)) {
        const line = configData.match(new RegExp(`^${env}: (.*)$`, 'm'))?.[1];
        if (line === undefined) throw new Error(`${env} is not in stacklens.configData`);
        const helper = line.match(/include "([^"]+)"/)?.[1];
        const source = helper ? helperSection(helper) : line;
        expect(source, `${env} renders config.audits.${key}`).to.include(`.Values.config.audits.${key}`);
        expect(line, `${env} must be quoted: ConfigMap data holds strings`).to.match(/\| quote \}\}$/);
      }
      // YAML numbers reach templates as floats: without int, 1000000 would render as 1e+06.
      for (const key of ['concurrency', 'jobTimeoutMs', 'browserRecycleJobs', 'maxRunningPerUser']) {
        expect(configData).to.include(`.Values.config.audits.${key} | int | toString | quote`);
      }
      expect(helperSection('stacklens.auditAllowedPorts')).to.match(/append \$ports \(int \. \| toString\)/);
      expect(helperSection('stacklens.auditAllowedPorts')).to.include('join "," $ports');
    });

    it('let the worker print PDFs from the frontend Service unless config.audits.reportFrontendUrl is set', () => {
      const helper = helperSection('stacklens.auditReportFrontendUrl');
      expect(helper).to.match(/if \.Values\.config\.audits\.reportFrontendUrl \}\}\s+\{\{- \.Values\.config\.audits\.reportFrontendUrl \| trimSuffix "\/"/);
      // The same name and port the frontend Service is created with.
      expect(helper).to.include(
        'printf "http://%s:%d" (include "stacklens.componentName" (dict "root" . "component" "frontend")) (int .Values.frontend.service.port)',
      );
      const service = template('service-frontend.yaml');
      expect(service).to.include('$component := "frontend"');
      expect(service).to.include('name: {{ include "stacklens.componentName" (dict "root" . "component" $component) }}');
      expect(service).to.match(/^ {4}- name: http\s+port: \{\{ \.Values\.frontend\.service\.port \}\}$/m);
      expect(at(values, 'config.audits.reportFrontendUrl')).to.equal('');
    });

    it('give the worker what Chromium needs: a memory-backed /dev/shm and a larger /tmp', () => {
      const worker = template('deployment-worker.yaml');
      expect(worker).to.match(/- name: dshm\s+mountPath: \/dev\/shm$/m);
      expect(worker).to.match(/- name: dshm\s+emptyDir:\s+medium: Memory\s+\{\{- with \.Values\.worker\.devShm\.sizeLimit \}\}\s+sizeLimit: \{\{ \. \}\}/);
      expect(worker.match(/if \.Values\.worker\.devShm\.enabled/g)?.length, 'mount and volume behind the same flag').to.equal(2);
      expect(worker).to.include('include "stacklens.tmpVolume" (dict "root" . "sizeLimit" .Values.worker.tmpSizeLimit)');
      expect(helperSection('stacklens.tmpVolume')).to.include('$sizeLimit := .sizeLimit | default $tmp.sizeLimit');
      for (const component of ['api', 'tracker', 'frontend']) {
        expect(template(`deployment-${component}.yaml`), component).to.include('include "stacklens.tmpVolume" (dict "root" .)');
      }
      expect(template('job-migrate.yaml')).to.include('include "stacklens.tmpVolume" (dict "root" .)');
    });
  });

  describe('values.yaml', () => {
    it('documents every setting with a "# --" comment on it or on an enclosing key', () => {
      const documented = new Set<string>();
      const stack: { indent: number; key: string }[] = [];
      const lines = valuesText.split('\n');
      lines.forEach((line, index) => {
        const m = line.match(/^( *)([A-Za-z0-9_./-]+):(?:\s|$)/);
        if (!m) return;
        const indent = (m[1] ?? '').length;
        while (stack.length && (stack[stack.length - 1]?.indent ?? 0) >= indent) stack.pop();
        stack.push({ indent, key: m[2] ?? '' });
        let i = index - 1;
        while (i >= 0 && /^\s*#/.test(lines[i] ?? '')) {
          if (/^\s*# --/.test(lines[i] ?? '')) documented.add(stack.map((s) => s.key).join('.'));
          i -= 1;
        }
      });
      const undocumented = leafPaths(values).filter((leaf) => {
        const parts = leaf.split('.');
        return !parts.some((_, n) => documented.has(parts.slice(0, n + 1).join('.')));
      });
      expect(undocumented).to.deep.equal([]);
    });

    it('keep the grace periods longer than preStop + SHUTDOWN_GRACE_MS', () => {
      for (const component of ['api', 'tracker']) {
        const needed = num(values, `${component}.shutdownGraceMs`) + 1000 * num(values, `${component}.preStopSleepSeconds`);
        expect(num(values, `${component}.terminationGracePeriodSeconds`) * 1000).to.be.above(needed);
      }
      expect(num(values, 'worker.terminationGracePeriodSeconds') * 1000).to.be.above(num(values, 'worker.shutdownGraceMs'));
      // A rollout lets a running audit reach its own timeout (and record it) before the worker stops.
      expect(num(values, 'worker.shutdownGraceMs')).to.be.above(num(values, 'config.audits.jobTimeoutMs'));
      expect(num(values, 'worker.shutdownGraceMs')).to.be.at.most(600_000, 'SHUTDOWN_GRACE_MS maximum');
    });

    it('size the worker for Chromium: /dev/shm on, 1Gi requested, 2Gi limit, /tmp above the default', () => {
      expect(at(values, 'worker.devShm.enabled')).to.equal(true);
      const limit = mebibytes(at(values, 'worker.resources.limits.memory'));
      expect(mebibytes(at(values, 'worker.resources.requests.memory'))).to.be.at.least(1024);
      expect(limit).to.be.at.least(2048);
      expect(mebibytes(at(values, 'worker.devShm.sizeLimit')), '/dev/shm counts against the memory limit').to.be.below(limit);
      expect(mebibytes(at(values, 'worker.tmpSizeLimit'))).to.be.above(mebibytes(at(values, 'tmpVolume.sizeLimit')));
    });

    it('default config.audits to the application\'s own defaults, private targets refused', () => {
      for (const [key, env] of Object.entries(AUDIT_SETTINGS)) {
        const declared = appVariable(env).match(/\.default\((.*)\),$/)?.[1];
        if (key === 'reportFrontendUrl') {
          expect(declared, 'AUDIT_REPORT_FRONTEND_URL has no application default').to.equal(undefined);
          continue;
        }
        if (declared === undefined) throw new Error(`${env} has no default in config.schema.ts`);
        expect(at(values, `config.audits.${key}`), env).to.deep.equal(literal(declared));
      }
      expect(at(values, 'config.audits.allowPrivateTargets')).to.equal(false);
      const lines = valuesText.split('\n');
      const line = lines.findIndex((text) => /^ {4}allowPrivateTargets:/.test(text));
      let first = line;
      while (/^\s*#/.test(lines[first - 1] ?? '')) first -= 1;
      const comment = lines
        .slice(first, line)
        .map((text) => text.replace(/^\s*#( --)?\s*/, ''))
        .join(' ');
      expect(comment).to.match(/MUST stay false in production/);
      expect(comment).to.include('SSRF');
    });

    it('default to hardened, non-root pods with a read-only root filesystem', () => {
      for (const prefix of ['', 'frontend.']) {
        expect(at(values, `${prefix}podSecurityContext.runAsNonRoot`)).to.equal(true);
        expect(at(values, `${prefix}podSecurityContext.seccompProfile.type`)).to.equal('RuntimeDefault');
        expect(at(values, `${prefix}securityContext.readOnlyRootFilesystem`)).to.equal(true);
        expect(at(values, `${prefix}securityContext.allowPrivilegeEscalation`)).to.equal(false);
        expect(at(values, `${prefix}securityContext.capabilities.drop`)).to.deep.equal(['ALL']);
      }
      expect(at(values, 'serviceAccount.automountServiceAccountToken')).to.equal(false);
    });

    it('probe /healthz for liveness and /readyz for backend readiness (frontend: /healthz)', () => {
      for (const component of BACKEND) {
        expect(at(values, `${component}.livenessProbe.httpGet.path`)).to.equal('/healthz');
        expect(at(values, `${component}.readinessProbe.httpGet.path`)).to.equal('/readyz');
      }
      expect(at(values, 'api.startupProbe.httpGet.path')).to.equal('/healthz');
      expect(at(values, 'frontend.livenessProbe.httpGet.path')).to.equal('/healthz');
      expect(at(values, 'frontend.readinessProbe.httpGet.path')).to.equal('/healthz');
    });
  });

  describe('values.schema.json', function () {
    // Compiling the schema takes about a second on a busy machine.
    this.timeout(20_000);
    let validate: ValidateFunction;
    const schemaErrors = (candidate: unknown): string[] =>
      validate(candidate) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);

    before(() => {
      const schema: unknown = JSON.parse(read(chartDir, 'values.schema.json'));
      validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, inlineRefs: false }).compile(
        asObject(schema, 'schema'),
      );
    });

    it('accepts values.yaml and every ci/*-values.yaml merged over it', () => {
      expect(schemaErrors(values), 'values.yaml').to.deep.equal([]);
      expect(ciValueFiles.length).to.be.at.least(1);
      for (const file of ciValueFiles) {
        const override = asObject(load(read(chartDir, 'ci', file)), file);
        expect(schemaErrors(mergeValues(values, override)), file).to.deep.equal([]);
      }
    });

    it('requires the chart-owned blocks', () => {
      for (const key of ['image', 'config', 'secrets', 'externalDatabase', 'externalRedis', 'externalClickHouse', ...COMPONENTS, 'migrate', 'ingress']) {
        expect(schemaErrors(withoutKeys(values, [key])), `without ${key}`).not.to.deep.equal([]);
      }
      for (const path of ['config.audits', 'image.worker', 'worker.devShm']) {
        const [block = '', key = ''] = path.split('.');
        const trimmed = { ...values, [block]: withoutKeys(asObject(values[block], block), [key]) };
        expect(schemaErrors(trimmed), `without ${path}`).not.to.deep.equal([]);
      }
    });

    it('bounds config.audits numbers as the application does', () => {
      const schema = asObject(JSON.parse(read(chartDir, 'values.schema.json')), 'schema');
      for (const [key, env] of Object.entries(AUDIT_SETTINGS)) {
        const bounds = appVariable(env).match(/\.int\(\)\.min\(([\d_]+)\)\.max\(([\d_]+)\)/);
        if (!bounds) continue;
        const property = at(schema, `properties.config.properties.audits.properties.${key}`);
        expect([at(property, 'minimum'), at(property, 'maximum')], env).to.deep.equal([literal(bounds[1] ?? ''), literal(bounds[2] ?? '')]);
      }
    });

    const invalid: [string, JsonObject][] = [
      ['a misspelt key', { api: { replicas: 3 } }],
      ['an unknown top-level block', { postgresql: { enabled: true } }],
      ['a short secret', { secrets: { jwtSecret: 'too-short' } }],
      ['a short previous JWT secret', { secrets: { jwtPreviousSecrets: `${'o'.repeat(40)},too-short` } }],
      ['a short previous credentials key', { secrets: { credentialsPreviousKeys: `too-short,${'o'.repeat(40)}` } }],
      ['a non-postgres DATABASE_URL', { externalDatabase: { url: 'mysql://db/stacklens' } }],
      ['a non-redis REDIS_URL', { externalRedis: { url: 'http://redis:6379' } }],
      ['a public URL with a path', { config: { publicUrl: 'https://example.com/stacklens' } }],
      ['an unknown log level', { config: { logLevel: 'verbose' } }],
      ['a malformed body limit', { config: { bodyLimit: '1 megabyte' } }],
      ['both PDB bounds', { worker: { podDisruptionBudget: { minAvailable: 1, maxUnavailable: 1 } } }],
      ['a malformed digest', { image: { backend: { digest: 'latest' } } }],
      ['a URL as ingress host', { ingress: { hosts: ['https://stacklens.example.com'] } }],
      ['a string replica count', { tracker: { replicaCount: 'two' } }],
      ['a sender that is neither an address nor Name <address>', { config: { mail: { from: 'StackLens no-reply@example.com' } } }],
      ['a team address without a domain', { config: { mail: { teamEmail: 'team' } } }],
      ['an admin list that is not addresses', { config: { adminEmails: 'ops@example.com,ops' } }],
      ['a non-SMTP SMTP_URL', { secrets: { smtpUrl: 'https://mail.example.com' } }],
      ['private audit targets given as a string', { config: { audits: { allowPrivateTargets: 'true' } } }],
      ['an audit port out of range', { config: { audits: { allowedPorts: [80, 70000] } } }],
      ['no audit port at all', { config: { audits: { allowedPorts: [] } } }],
      ['audit ports as one string', { config: { audits: { allowedPorts: '80,443' } } }],
      ['a report frontend URL with a path', { config: { audits: { reportFrontendUrl: 'http://frontend/stacklens' } } }],
      ['a report frontend URL that is not http(s)', { config: { audits: { reportFrontendUrl: 'file:///srv/frontend' } } }],
      ['zero concurrent audits', { config: { audits: { concurrency: 0 } } }],
      ['an audit timeout above the application maximum', { config: { audits: { jobTimeoutMs: 3_600_000 } } }],
      ['a relative Chromium path', { config: { audits: { chromiumPath: 'chromium' } } }],
      ['a misspelt audits key', { config: { audits: { allowPrivateTarget: true } } }],
      ['a worker tag suffix with a slash', { image: { worker: { tagSuffix: '/chromium' } } }],
      ['a malformed worker digest', { image: { worker: { digest: 'sha256:abc' } } }],
      ['a malformed worker /tmp size', { worker: { tmpSizeLimit: '2 GB' } }],
      ['a ClickHouse URL with a path', { externalClickHouse: { url: 'https://clickhouse.example:8443/stacklens' } }],
      ['a ClickHouse URL on the native protocol', { externalClickHouse: { url: 'tcp://clickhouse.example:9000' } }],
      ['a ClickHouse database name with a dash', { externalClickHouse: { database: 'stack-lens' } }],
      ['an empty ClickHouse user', { externalClickHouse: { user: '' } }],
      ['a misspelt externalClickHouse key', { externalClickHouse: { passwd: 'secret' } }],
    ];
    for (const [what, override] of invalid) {
      it(`rejects ${what}`, () => {
        expect(schemaErrors(mergeValues(values, override))).not.to.deep.equal([]);
      });
    }
  });

  describe('rendered (test/deploy/go-template.ts)', () => {
    const CLICKHOUSE = { url: 'https://clickhouse.analytics.svc:8443', user: 'stacklens', database: 'stacklens_analytics' };
    const defaultValues = asObject(load(read(chartDir, 'ci', 'default-values.yaml')), 'default-values.yaml');
    const fullValues = asObject(load(read(chartDir, 'ci', 'full-values.yaml')), 'full-values.yaml');
    const WORKLOADS = [...BACKEND.map((c) => ['Deployment', `stacklens-${c}`] as const), ['Job', 'stacklens-migrate'] as const];

    it('renders every template with each ci/*-values.yaml into Kubernetes objects', () => {
      for (const file of ciValueFiles) {
        const objects = render(asObject(load(read(chartDir, 'ci', file)), file));
        const kinds = objects.map((o) => `${String(o.kind)}/${String(at(o, 'metadata.name'))}`);
        for (const [kind, name] of WORKLOADS) expect(kinds, file).to.include(`${kind}/${name}`);
        expect(kinds, file).to.include('ConfigMap/stacklens-migrate');
      }
    });

    it('gives no backend pod and not the migration Job any CLICKHOUSE_* variable while externalClickHouse.url is empty', () => {
      const objects = render(defaultValues);
      for (const [kind, name] of WORKLOADS) {
        const env = containerEnv(objects, kind, name);
        expect(Object.keys(env), `${name}: the environment is resolved`).to.include.members(['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL']);
        expect(Object.keys(env).filter((key) => key.startsWith('CLICKHOUSE_')), name).to.deep.equal([]);
      }
      const rendered = objects.map((o) => JSON.stringify(o)).join('\n');
      expect(rendered).not.to.include('CLICKHOUSE');
    });

    it('gives every backend pod and the migration Job the ClickHouse address from its ConfigMap and the password from its chart Secret', () => {
      const objects = render(mergeValues(defaultValues, { externalClickHouse: { ...CLICKHOUSE, password: 'ch-password' } }));
      for (const [kind, name] of WORKLOADS) {
        // The Job reads the hook copies: the release's ConfigMap and Secret do not exist yet on a first install.
        const source = kind === 'Job' ? 'stacklens-migrate' : 'stacklens';
        const env = containerEnv(objects, kind, name);
        expect(pick(env, /^CLICKHOUSE_/), name).to.deep.equal({
          CLICKHOUSE_URL: { from: `ConfigMap/${source}`, value: CLICKHOUSE.url },
          CLICKHOUSE_USER: { from: `ConfigMap/${source}`, value: CLICKHOUSE.user },
          CLICKHOUSE_DATABASE: { from: `ConfigMap/${source}`, value: CLICKHOUSE.database },
          CLICKHOUSE_PASSWORD: { from: `Secret/${source}`, value: 'ch-password' },
        });
      }
    });

    it('defaults the ClickHouse user and database to the application\'s and leaves an empty password out', () => {
      const objects = render(mergeValues(defaultValues, { externalClickHouse: { url: CLICKHOUSE.url } }));
      for (const [key, env] of [['user', 'CLICKHOUSE_USER'], ['database', 'CLICKHOUSE_DATABASE']]) {
        // The definition up to its default, which may follow on later lines.
        const declared = configSchemaSource.match(new RegExp(`^ {2}${env}: z[\\s\\S]*?\\.default\\('([^']*)'\\)`, 'm'))?.[1];
        expect(at(values, `externalClickHouse.${key}`), env).to.equal(declared);
      }
      for (const [kind, name] of WORKLOADS) {
        expect(pick(containerEnv(objects, kind, name), /^CLICKHOUSE_/), name).to.deep.equal({
          CLICKHOUSE_URL: { from: `ConfigMap/${kind === 'Job' ? 'stacklens-migrate' : 'stacklens'}`, value: CLICKHOUSE.url },
          CLICKHOUSE_USER: { from: `ConfigMap/${kind === 'Job' ? 'stacklens-migrate' : 'stacklens'}`, value: 'default' },
          CLICKHOUSE_DATABASE: { from: `ConfigMap/${kind === 'Job' ? 'stacklens-migrate' : 'stacklens'}`, value: 'stacklens' },
        });
      }
    });

    it('takes the password from externalClickHouse.existingSecret in every backend pod and the Job, never from a chart Secret', () => {
      const beside = mergeValues(defaultValues, {
        externalClickHouse: { ...CLICKHOUSE, password: 'ignored', existingSecret: 'clickhouse-auth', existingSecretKey: 'password' },
      });
      for (const [values, secret] of [
        [beside, { name: 'clickhouse-auth', key: 'password' }],
        [fullValues, { name: String(at(fullValues, 'externalClickHouse.existingSecret')), key: String(at(fullValues, 'externalClickHouse.existingSecretKey')) }],
      ] as const) {
        const objects = render(values);
        for (const [kind, name] of WORKLOADS) {
          expect(containerEnv(objects, kind, name).CLICKHOUSE_PASSWORD, name).to.deep.equal({ from: `secretKeyRef/${secret.name}/${secret.key}` });
          expect(containerEnv(objects, kind, name).CLICKHOUSE_URL?.value, name).to.equal(at(values, 'externalClickHouse.url'));
        }
        const secrets = objects.filter((o) => o.kind === 'Secret');
        for (const s of secrets) expect(Object.keys(asObject(s.data, 'data')), String(at(s, 'metadata.name'))).not.to.include('CLICKHOUSE_PASSWORD');
      }
    });

    it('rolls the backend pods when the ClickHouse settings change', () => {
      const checksum = (url: string): Json | undefined => {
        const objects = render(mergeValues(defaultValues, { externalClickHouse: { url } }));
        return at(objects.find((o) => o.kind === 'Deployment' && at(o, 'metadata.name') === 'stacklens-worker'), 'spec.template.metadata.annotations.checksum/config');
      };
      expect(checksum('https://a.example:8443')).to.be.a('string').and.not.equal(checksum('https://b.example:8443'));
    });

    const refused: [string, JsonObject, RegExp][] = [
      [
        'a ClickHouse password beside secrets.existingSecret',
        mergeValues(fullValues, { externalClickHouse: { existingSecret: '', password: 'ch-password' } }),
        /externalClickHouse\.password is ignored when secrets\.existingSecret is set: put CLICKHOUSE_PASSWORD in that Secret/,
      ],
      ['a ClickHouse password without its url', mergeValues(defaultValues, { externalClickHouse: { password: 'ch-password' } }), /ignored while externalClickHouse\.url is empty/],
      ['a ClickHouse existingSecret without its url', mergeValues(defaultValues, { externalClickHouse: { existingSecret: 'clickhouse-auth' } }), /ignored while externalClickHouse\.url is empty/],
    ];
    for (const [what, candidate, message] of refused) {
      it(`refuses ${what}`, () => {
        expect(() => render(candidate)).to.throw(TemplateFailure, message);
      });
    }
  });

  describe('images', () => {
    it('build every role the chart starts into the backend image, defaulting to the api', () => {
      const dockerfile = read(repoRoot, 'deploy', 'backend.Dockerfile');
      expect(dockerfile).to.match(/^FROM node:20-bookworm-slim|^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
      expect(dockerfile).to.match(/^ENTRYPOINT \["\/usr\/bin\/tini", "--", "node"\]$/m);
      expect(dockerfile).to.match(/^CMD \["dist\/src\/main\/api\.js"\]$/m);
      expect(dockerfile).to.match(/^USER 1000:1000$/m);
      expect(dockerfile).to.match(/^ARG WITH_CHROMIUM=false$/m);
      for (const entry of Object.values(ENTRYPOINTS)) expect(dockerfile).to.include(`test -f ${entry}`);
      expect(at(values, 'podSecurityContext.runAsUser')).to.equal(1000);
    });

    it('prebuild the tracking snippet into dist/snippet/s.js, where the tracker looks in the compiled image', () => {
      const dockerfile = read(repoRoot, 'deploy', 'backend.Dockerfile');
      const build = dockerfile.slice(dockerfile.indexOf('AS build'), dockerfile.indexOf('AS prod-deps'));
      expect(build).to.include('node --import tsx src/modules/analytics/adapters/snippet/build-snippet.ts dist/snippet/s.js');
      const source = read(repoRoot, 'src', 'modules', 'analytics', 'adapters', 'snippet', 'snippet-source.ts');
      expect(source).to.include("resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..', 'snippet', 's.js')");
    });

    it('install the Chromium the worker is configured with when built WITH_CHROMIUM=true', () => {
      const dockerfile = read(repoRoot, 'deploy', 'backend.Dockerfile');
      expect(dockerfile).to.match(/^ARG CHROMIUM_PACKAGES="chromium /m);
      expect(dockerfile).to.include(`if [ "\${WITH_CHROMIUM}" = "true" ]; then ${String(at(values, 'config.audits.chromiumPath'))} --version; fi`);
      expect(dockerfile, 'the tag the chart expects for the worker').to.include(`${String(at(values, 'image.worker.tagSuffix'))}`);
    });

    it('ship frontend/lang/*.json at /app/frontend/lang, where the audits export catalog looks', () => {
      const dockerfile = read(repoRoot, 'deploy', 'backend.Dockerfile');
      const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
      expect(runtime).to.match(/^WORKDIR \/app$/m);
      expect(runtime).to.match(/^COPY frontend\/lang\/\*\.json \.\/frontend\/lang\/$/m);
      const ignore = read(repoRoot, 'deploy', 'backend.Dockerfile.dockerignore').split('\n');
      expect(ignore.indexOf('!frontend/lang/*.json'), 'allowed back into the build context').to.be.above(ignore.indexOf('*'));
      expect(existsSync(join(repoRoot, 'frontend', 'lang', 'en.json'))).to.equal(true);
      // The catalog walks up from dist/src/modules/audits/adapters/export (under /app) to <ancestor>/frontend/lang/en.json.
      const catalog = read(repoRoot, 'src', 'modules', 'audits', 'adapters', 'export', 'frontend.report-catalog.ts');
      expect(catalog).to.include("join(dir, 'frontend', 'lang')");
      expect(catalog).to.include("'en.json'");
      expect(catalog).to.include('dirname(fileURLToPath(import.meta.url))');
    });

    it('serve the frontend as the unprivileged nginx user the chart expects, on 8080', () => {
      const dockerfile = read(repoRoot, 'deploy', 'frontend.Dockerfile');
      const conf = read(repoRoot, 'deploy', 'nginx', 'frontend.conf');
      expect(dockerfile).to.match(/^USER 101:101$/m);
      expect(at(values, 'frontend.podSecurityContext.runAsUser')).to.equal(101);
      expect(conf).to.match(/^\s+listen 8080;$/m);
      expect(conf).to.match(/location = \/healthz/);
      expect(conf).to.match(/try_files \$uri \/index\.html;/);
    });

    it('send the same security headers from nginx as the API does', async () => {
      // The API's headers as the middleware sets them on an HTTPS request (with HSTS), no preview host.
      const middleware = read(repoRoot, 'src', 'platform', 'http', 'security-headers.middleware.ts');
      const api = new Map<string, string>();
      const ctx = { secure: true, set: (name: string, value: string) => void api.set(name, value) };
      await securityHeaders()(ctx as unknown as Parameters<ReturnType<typeof securityHeaders>>[0], async () => {});

      const snippet = read(repoRoot, 'deploy', 'nginx', 'security-headers.conf');
      const conf = read(repoRoot, 'deploy', 'nginx', 'frontend.conf');
      const nginx = new Map<string, string>();
      // Single quotes where the value holds double ones (Permissions-Policy's origins).
      for (const m of snippet.matchAll(/^add_header ([A-Za-z-]+) (?:"([^"]+)"|'([^']+)') always;$/gm)) nginx.set(m[1] ?? '', m[2] ?? m[3] ?? '');
      // The preview host joins frame-src last in both: the API from PREVIEW_PUBLIC_URL, nginx from the
      // variable its start-up template sets (empty when previews share the app's origin).
      const csp = nginx.get('Content-Security-Policy') ?? '';
      expect(csp).to.match(/frame-src [^;]* \$stacklens_preview_origin;/);
      nginx.set('Content-Security-Policy', csp.replace(' $stacklens_preview_origin', ''));
      expect(middleware).to.match(/directive\.startsWith\('frame-src '\)\) return `\$\{directive\} \$\{preview\}`/);
      expect(read(repoRoot, 'deploy', 'nginx', 'preview-origin.conf.template')).to.match(/default "\$\{STACKLENS_PREVIEW_ORIGIN\}";/);
      expect(conf).to.include('include /tmp/preview-origin.conf;');
      const dockerfile = read(repoRoot, 'deploy', 'frontend.Dockerfile');
      expect(dockerfile).to.include('COPY deploy/nginx/preview-origin.conf.template /etc/nginx/templates/preview-origin.conf.template');
      expect(dockerfile).to.match(/NGINX_ENVSUBST_OUTPUT_DIR=\/tmp/);
      expect(read(repoRoot, 'helm', 'stacklens', 'templates', 'deployment-frontend.yaml')).to.include('value: {{ include "stacklens.previewOrigin" . | quote }}');
      // HSTS is conditional on HTTPS in both: the API checks ctx.secure, nginx maps X-Forwarded-Proto.
      expect(snippet).to.match(/^add_header Strict-Transport-Security \$stacklens_hsts always;$/m);
      const hsts = conf.match(/https\s+"([^"]+)";/)?.[1];
      if (hsts) nginx.set('Strict-Transport-Security', hsts);

      expect(Object.fromEntries(nginx)).to.deep.equal(Object.fromEntries(api));
      for (const location of ['location /assets/', 'location = /index.html', 'location / {']) {
        const body = conf.slice(conf.indexOf(location), conf.indexOf('}', conf.indexOf(location)));
        expect(body, location).to.include('include /etc/nginx/snippets/security-headers.conf;');
      }
    });
  });
});
