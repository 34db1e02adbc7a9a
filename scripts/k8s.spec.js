// deploy/k8s cannot be applied here (no cluster), so every manifest is checked the way an API server
// and kustomize would see it: each document against its Kubernetes schema (kubernetes-models, plus
// unknown fields from the models' type declarations, which kubectl's strict field validation
// refuses), each kustomization built by a small kustomize (resources, patches, images, replicas,
// namespace — cross-checked against `kubectl kustomize` when kubectl is installed), and the result
// against the platform's topology (scripts/lib/topology.mjs) and the slices' Dockerfiles, as
// scripts/deployment.spec.js does for docker-compose.yml.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const YAML = require('yaml');

const ROOT = path.resolve(__dirname, '..');
const K8S = path.join(ROOT, 'deploy/k8s');
const BASE = path.join(K8S, 'base');
const PRODUCTION = path.join(K8S, 'overlays/production');
const MODELS_DIR = path.dirname(require.resolve('kubernetes-models/package.json'));

/**
 * The keys of clinote-secrets: every secret setting of the services' env schemas, with one database
 * URL (and role) per service that owns a schema, and the administrator's for provisioning them (issue 19).
 */
const SECRET_KEYS = [
  'IDENTITY_DATABASE_URL',
  'NOTES_DATABASE_URL',
  'DATABASE_ADMIN_URL',
  'REDIS_URL',
  'SMTP_URL',
  'JWT_PRIVATE_KEY',
  'GEMINI_API_KEY',
  'AI_API_KEY',
];
/** Env names that must only ever come from a Secret. */
const SECRET_ENV = /^(DATABASE_URL|REDIS_URL|SMTP_URL|JWT_PRIVATE_KEY|DATABASE_ADMIN_URL)$|_DATABASE_URL$|PASSWORD|SECRET|API_KEY$|_TOKEN$/;
/** The provisioning SQL the migration Jobs run (and npm start and compose): deploy/postgres/. */
const POSTGRES_DIR = path.join(ROOT, 'deploy/postgres');
/** Seconds the preStop hooks wait before SIGTERM, and the longest request the gateway waits for (UPSTREAM_TIMEOUT_MS). */
const PRESTOP_SECONDS = 5;
const GATEWAY_LONGEST_UPSTREAM_SECONDS = 15;
const CLUSTER_SCOPED = new Set(['Namespace']);

// ---------------------------------------------------------------------------------------------
// Reading YAML and a small kustomize

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}
const yamlFiles = (dir) => filesUnder(dir).filter((file) => /\.ya?ml$/.test(file));

const clone = (value) => JSON.parse(JSON.stringify(value));

/** Every document of a (multi-document) YAML file, parsed once per run; a syntax error fails with the file's name. */
const parsed = new Map();
function readDocs(file) {
  if (!parsed.has(file)) {
    const docs = YAML.parseAllDocuments(fs.readFileSync(file, 'utf8'));
    for (const doc of docs) {
      if (doc.errors.length) throw new Error(`${path.relative(ROOT, file)}: ${doc.errors.map((e) => e.message).join('; ')}`);
    }
    parsed.set(
      file,
      docs.map((doc) => doc.toJS()).filter((value) => value !== null),
    );
  }
  return clone(parsed.get(file));
}
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const idOf = (r) => `${r.kind}/${r.metadata?.name}`;

/** Lists that strategic merge patches merge by key; this kustomize only replaces lists, so it refuses those. */
const KEYED_LISTS = new Set([
  'containers',
  'initContainers',
  'env',
  'envFrom',
  'ports',
  'volumeMounts',
  'volumes',
  'imagePullSecrets',
  'tolerations',
  'topologySpreadConstraints',
]);

function mergePatch(target, patch, at) {
  for (const [key, value] of Object.entries(patch)) {
    if (key === '$patch') continue;
    if (value === null) delete target[key];
    else if (Array.isArray(value)) {
      if (KEYED_LISTS.has(key)) throw new Error(`${at}.${key}: a keyed list; this test's kustomize only replaces lists — extend it first`);
      target[key] = clone(value);
    } else if (isObject(value)) {
      if (!isObject(target[key])) target[key] = {};
      mergePatch(target[key], value, `${at}.${key}`);
    } else target[key] = value;
  }
}

const podSpecOf = (r) => (r.kind === 'Deployment' || r.kind === 'Job' ? r.spec?.template?.spec : undefined);
const containersOf = (r) => [...(podSpecOf(r)?.initContainers ?? []), ...(podSpecOf(r)?.containers ?? [])];

function splitImage(image) {
  const slash = image.lastIndexOf('/');
  const colon = image.lastIndexOf(':');
  return colon > slash ? { name: image.slice(0, colon), tag: image.slice(colon + 1) } : { name: image, tag: undefined };
}

/**
 * Builds a kustomization like `kubectl kustomize` for the features used here, failing on whatever
 * it would refuse: a missing resource or patch file, a patch, image or replica count naming
 * nothing. Returns the resources and every YAML file the build read.
 */
function build(dir) {
  const kustomizationFile = path.join(dir, 'kustomization.yaml');
  if (!fs.existsSync(kustomizationFile)) throw new Error(`${path.relative(ROOT, dir)} has no kustomization.yaml`);
  const k = YAML.parse(fs.readFileSync(kustomizationFile, 'utf8'));
  const files = new Set([kustomizationFile]);
  const resources = [];
  for (const entry of k.resources ?? []) {
    const target = path.resolve(dir, entry);
    if (!fs.existsSync(target)) throw new Error(`${path.relative(ROOT, kustomizationFile)}: resource ${entry} does not exist`);
    if (fs.statSync(target).isDirectory()) {
      const sub = build(target);
      resources.push(...sub.resources);
      sub.files.forEach((f) => files.add(f));
    } else {
      resources.push(...readDocs(target).map((doc) => ({ ...doc, __file: path.relative(ROOT, target) })));
      files.add(target);
    }
  }
  for (const patch of k.patches ?? []) {
    if (!patch.path || patch.target)
      throw new Error(`${path.relative(ROOT, kustomizationFile)}: only file patches without target are supported here`);
    const file = path.resolve(dir, patch.path);
    if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, kustomizationFile)}: patch ${patch.path} does not exist`);
    files.add(file);
    for (const doc of readDocs(file)) {
      const index = resources.findIndex(
        (r) => r.kind === doc.kind && r.apiVersion === doc.apiVersion && r.metadata?.name === doc.metadata?.name,
      );
      if (index < 0) throw new Error(`${patch.path}: patches ${doc.apiVersion} ${idOf(doc)}, which the build does not contain`);
      if (doc.$patch === 'delete') resources.splice(index, 1);
      else mergePatch(resources[index], doc, idOf(doc));
    }
  }
  for (const image of k.images ?? []) {
    let used = false;
    for (const container of resources.flatMap(containersOf)) {
      const current = splitImage(container.image);
      if (current.name !== image.name) continue;
      const tag = image.digest ? `@${image.digest}` : `:${image.newTag ?? current.tag}`;
      container.image = `${image.newName ?? image.name}${tag}`;
      used = true;
    }
    if (!used) throw new Error(`${path.relative(ROOT, kustomizationFile)}: image ${image.name} is used by no container`);
  }
  for (const { name, count } of k.replicas ?? []) {
    const deployment = resources.find((r) => r.kind === 'Deployment' && r.metadata.name === name);
    if (!deployment) throw new Error(`${path.relative(ROOT, kustomizationFile)}: replicas for ${name}, which is no Deployment`);
    deployment.spec.replicas = count;
  }
  if (k.namespace) {
    for (const r of resources) if (!CLUSTER_SCOPED.has(r.kind)) r.metadata.namespace = k.namespace;
  }
  return { resources, files, kustomization: k };
}

const strip = (resources) => resources.map(({ __file, ...r }) => r);

// ---------------------------------------------------------------------------------------------
// Schemas: kubernetes-models' validators, plus unknown fields from its type declarations

function modelFor(apiVersion, kind) {
  const file = path.join(MODELS_DIR, apiVersion.includes('/') ? apiVersion : 'v1', `${kind}.js`);
  if (!fs.existsSync(file)) return undefined;
  const Model = require(file)[kind];
  return Model && Model.apiVersion === apiVersion && Model.kind === kind ? Model : undefined;
}

const shapes = new Map();
/** The properties of the interface a .d.ts declares, and where each referenced type lives; null for aliases (IntOrString, Quantity). */
function shapeOf(dts) {
  if (shapes.has(dts)) return shapes.get(dts);
  const text = fs.readFileSync(dts, 'utf8');
  const body = text.match(/export interface \w+(?: extends TypeMeta)? \{\n([\s\S]*?)\n\}/);
  let shape = null;
  if (body) {
    const imports = new Map([...text.matchAll(/import \{ (\w+) \} from "([^"]+)";/g)].map((m) => [m[1], m[2]]));
    const props = new Map([...body[1].matchAll(/^ {4}"([^"]+)"\??: (.*?);?$/gm)].map((m) => [m[1], m[2]]));
    shape = {
      props,
      typeFile: (type) =>
        imports.has(type) ? require.resolve(imports.get(type), { paths: [path.dirname(dts)] }).replace(/\.js$/, '.d.ts') : undefined,
    };
  }
  shapes.set(dts, shape);
  return shape;
}

function unknownFields(value, dts, at, found = []) {
  const shape = shapeOf(dts);
  if (!shape || !isObject(value)) return found;
  for (const [key, child] of Object.entries(value)) {
    if (!shape.props.has(key)) {
      found.push(`${at}.${key}`);
      continue;
    }
    const type = shape.props.get(key);
    const list = type.match(/^Array<(\w+)>$/);
    const childFile = shape.typeFile(list ? list[1] : type);
    if (!childFile) continue;
    if (list) (Array.isArray(child) ? child : []).forEach((item, i) => unknownFields(item, childFile, `${at}.${key}[${i}]`, found));
    else unknownFields(child, childFile, `${at}.${key}`, found);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Looking things up in a build

function index(resources) {
  const find = (kind, name) => resources.find((r) => r.kind === kind && r.metadata?.name === name);
  const all = (kind) => resources.filter((r) => r.kind === kind);
  const selects = (selector, labels) => Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

  /** A container's environment as the kubelet builds it: envFrom first, then env (which wins). */
  function envOf(container) {
    const env = {};
    for (const source of container.envFrom ?? []) {
      if (source.configMapRef) {
        const map = find('ConfigMap', source.configMapRef.name);
        if (!map) throw new Error(`envFrom names ConfigMap ${source.configMapRef.name}, which does not exist`);
        Object.assign(env, map.data);
      }
      if (source.secretRef) throw new Error('no container takes a whole Secret (envFrom secretRef); name each key');
    }
    for (const variable of container.env ?? []) {
      const from = variable.valueFrom;
      if (!from) env[variable.name] = variable.value;
      else if (from.configMapKeyRef) {
        const { name, key } = from.configMapKeyRef;
        const value = find('ConfigMap', name)?.data?.[key];
        if (value === undefined) throw new Error(`${variable.name}: ConfigMap ${name} has no key ${key}`);
        env[variable.name] = value;
      } else if (from.secretKeyRef)
        env[variable.name] = { secret: from.secretKeyRef.name, key: from.secretKeyRef.key, optional: !!from.secretKeyRef.optional };
      else env[variable.name] = { fieldRef: true };
    }
    return env;
  }

  function resolvePort(container, port) {
    if (typeof port === 'number') return port;
    return container.ports?.find((p) => p.name === port)?.containerPort;
  }

  return { find, all, selects, envOf, resolvePort };
}

// ---------------------------------------------------------------------------------------------
// NetworkPolicy as the API documents it: a pod that no policy of a direction selects is open in that
// direction; once selected, only what some rule of a selecting policy allows gets through, and a
// connection needs both the sender's egress and the receiver's ingress to allow it.

const nsLabels = (ns) => ({ 'kubernetes.io/metadata.name': ns });
function labelSelectorMatches(selector, labels = {}) {
  if (!selector) return false;
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values }) => {
    if (operator === 'In') return values.includes(labels[key]);
    if (operator === 'NotIn') return !values.includes(labels[key]);
    if (operator === 'Exists') return key in labels;
    if (operator === 'DoesNotExist') return !(key in labels);
    throw new Error(`unknown selector operator ${operator}`);
  });
  return byLabel && byExpression;
}
const ipToNumber = (ip) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
function inCidr(ip, cidr) {
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipToNumber(ip) / size) === Math.floor(ipToNumber(base) / size);
}
/** A rule's peer against an endpoint: { ns, labels } for a pod, { ip } for an address outside the cluster. */
function peerMatches(peer, policyNs, endpoint) {
  if (peer.ipBlock)
    return (
      !!endpoint.ip && inCidr(endpoint.ip, peer.ipBlock.cidr) && !(peer.ipBlock.except ?? []).some((cidr) => inCidr(endpoint.ip, cidr))
    );
  if (endpoint.ip) return false;
  const nsOk = peer.namespaceSelector ? labelSelectorMatches(peer.namespaceSelector, nsLabels(endpoint.ns)) : endpoint.ns === policyNs;
  return nsOk && (peer.podSelector ? labelSelectorMatches(peer.podSelector, endpoint.labels) : true);
}
const portMatches = (ports, port, protocol) =>
  !ports?.length ||
  ports.some((p) => (p.protocol ?? 'TCP') === protocol && (p.endPort ? port >= p.port && port <= p.endPort : p.port === port));
const policyTypesOf = (policy) => policy.spec.policyTypes ?? (policy.spec.egress ? ['Ingress', 'Egress'] : ['Ingress']);
function allows(policies, direction, subject, other, port, protocol) {
  const field = direction === 'Egress' ? 'egress' : 'ingress';
  const peers = direction === 'Egress' ? 'to' : 'from';
  const applying = policies.filter(
    (p) =>
      (p.metadata.namespace ?? 'clinote') === subject.ns &&
      policyTypesOf(p).includes(direction) &&
      labelSelectorMatches(p.spec.podSelector, subject.labels),
  );
  if (!applying.length) return true;
  return applying.some((p) =>
    (p.spec[field] ?? []).some(
      (rule) =>
        (!rule[peers]?.length || rule[peers].some((peer) => peerMatches(peer, p.metadata.namespace ?? 'clinote', other))) &&
        portMatches(rule.ports, port, protocol),
    ),
  );
}
/** Whether `from` (a pod) may open a connection to `to` (a pod, or { ip }) on `port`. */
function connects(policies, from, to, port, protocol = 'TCP') {
  return allows(policies, 'Egress', from, to, port, protocol) && (!!to.ip || allows(policies, 'Ingress', to, from, port, protocol));
}

// ---------------------------------------------------------------------------------------------

/** Runs a command to its end: exit code and output (the slow parts of this file run side by side). */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: 'pipe' });
    const output = { stdout: '', stderr: '' };
    child.stdout.on('data', (chunk) => (output.stdout += chunk));
    child.stderr.on('data', (chunk) => (output.stderr += chunk));
    child.on('error', (err) => resolve({ code: -1, output: { ...output, stderr: err.message } }));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const KUBECTL = (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, 'kubectl')));
const topology = require(path.join(ROOT, 'scripts/lib/topology.mjs'));
/** Every slice of the topology with its Dockerfile (the source of its port, user and command). */
const slices = [
  ...topology.SERVICES.map((s) => ({ ...s, kind: 'service' })),
  ...topology.FRONTENDS.map((f) => ({ ...f, kind: 'frontend' })),
  { ...topology.GATEWAY, kind: 'gateway' },
].map((slice) => {
  const dockerfile = fs.readFileSync(path.join(ROOT, slice.name, 'Dockerfile'), 'utf8');
  return { ...slice, dockerfile, nginx: /^FROM nginx:/m.test(dockerfile) };
});
let kubectlBuilds;
let envSchemas;
const builds = {};

beforeAll(() => {
  if (KUBECTL) {
    // The overlay builds the base too; comparing the overlay's output covers both.
    kubectlBuilds = run('kubectl', ['kustomize', PRODUCTION]).then((result) => ({ 'overlays/production': result }));
  }
  builds.base = build(BASE);
  builds['overlays/production'] = build(PRODUCTION);
  envSchemas = loadEnvSchemas(slices.filter((slice) => !slice.nginx).map((slice) => slice.name));
});

/**
 * Each Node slice's own env schema (<slice>/src/config.ts), so the manifests are checked against
 * what the service really accepts. @clinote/nest-common is narrowed to the two files the schemas use:
 * its index would load Nest, TypeORM and BullMQ for nothing.
 */
function loadEnvSchemas(names) {
  // The zod-only files of nest-common that env schemas import (auth/admin-emails.ts: ADMIN_EMAILS).
  const schemaFiles = ['config.ts', 'http/trusted-proxies.ts', 'auth/admin-emails.ts']
    .map((file) => path.join(ROOT, 'libs/nest-common/src', file))
    .filter((file) => fs.existsSync(file));
  jest.doMock('@clinote/nest-common', () => Object.assign({}, ...schemaFiles.map((file) => jest.requireActual(file))));
  jest.doMock('@clinote/contracts', () => jest.requireActual(path.join(ROOT, 'libs/contracts/src/remotes.ts')));
  return Object.fromEntries(names.map((name) => [name, require(path.join(ROOT, name, 'src/config.ts')).envSchema]));
}

describe('deploy/k8s kustomizations', () => {
  it('build: every resource, patch, image and replica count names something that exists', () => {
    expect(builds.base.resources.length).toBeGreaterThan(0);
    expect(builds['overlays/production'].resources.length).toBeGreaterThan(0);
    expect(builds['overlays/production'].kustomization.resources).toContain('../../base');
  });

  it('has no YAML file that no kustomization reads (it would never be applied)', () => {
    const used = new Set([...builds.base.files, ...builds['overlays/production'].files]);
    expect(
      yamlFiles(K8S)
        .filter((file) => !used.has(file))
        .map((f) => path.relative(ROOT, f)),
    ).toEqual([]);
  });

  it('has no duplicate kind/name in a build', () => {
    for (const { resources } of Object.values(builds)) {
      const ids = resources.map(idOf);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    }
  });

  (KUBECTL ? it : it.skip)(
    `builds exactly what \`kubectl kustomize\` builds${KUBECTL ? '' : ' (skipped: no kubectl on PATH)'}`,
    async () => {
      const sort = (list) => [...list].sort((a, b) => idOf(a).localeCompare(idOf(b)));
      for (const [name, result] of Object.entries(await kubectlBuilds)) {
        expect({ name, stderr: result.output.stderr, code: result.code }).toEqual({ name, stderr: '', code: 0 });
        const theirs = sort(YAML.parseAllDocuments(result.output.stdout).map((d) => d.toJS()));
        expect({ name, resources: theirs }).toEqual({ name, resources: sort(strip(builds[name].resources)) });
      }
    },
  );
});

describe.each(['base', 'overlays/production'])('%s', (buildName) => {
  let resources;
  let k;
  beforeAll(() => {
    resources = builds[buildName].resources;
    k = index(resources);
  });
  const deployments = () => k.all('Deployment');
  const podOwners = () => [...k.all('Deployment'), ...k.all('Job')];

  it('validates every document against its Kubernetes schema, with no unknown field', () => {
    const problems = [];
    for (const r of strip(resources)) {
      const Model = modelFor(r.apiVersion, r.kind);
      if (!Model) {
        problems.push(`${r.apiVersion} ${idOf(r)}: no such kind in kubernetes-models`);
        continue;
      }
      try {
        new Model(r).validate();
      } catch (err) {
        problems.push(`${idOf(r)}: ${err.message}`);
      }
      const dts = path.join(MODELS_DIR, r.apiVersion.includes('/') ? r.apiVersion : 'v1', `${r.kind}.d.ts`);
      problems.push(...unknownFields(r, dts, idOf(r)).map((field) => `unknown field ${field}`));
    }
    expect(problems).toEqual([]);
  });

  describe.each(slices.map((slice) => [slice.name, slice]))('%s', (name, slice) => {
    const deployment = () => k.find('Deployment', name);
    const container = () => deployment().spec.template.spec.containers[0];

    it(`has a Deployment and a Service on port ${slice.port}, as in its Dockerfile`, () => {
      const service = k.find('Service', name);
      expect({ deployment: !!deployment(), service: !!service }).toEqual({ deployment: true, service: true });
      expect(deployment().spec.template.spec.containers).toHaveLength(1);
      // The gateway's metrics have a port of their own (its main port is public); no Service routes to it.
      expect(container().ports.map((p) => p.containerPort)).toEqual(slice.metricsPort ? [slice.port, slice.metricsPort] : [slice.port]);
      expect(slice.dockerfile).toMatch(new RegExp(`^EXPOSE ${slice.port}$`, 'm'));
      expect(slice.dockerfile).toMatch(new RegExp(`^ENV .*\\b${slice.nginx ? 'LISTEN_PORT' : 'PORT'}=${slice.port}\\b`, 'm'));
      if (!slice.nginx) expect(k.envOf(container()).PORT).toBe(String(slice.port));
      // The Service exposes the port and selects exactly this Deployment's pods.
      expect(service.spec.ports.map((p) => p.port)).toEqual([slice.port]);
      expect(k.resolvePort(container(), service.spec.ports[0].targetPort)).toBe(slice.port);
      expect(k.selects(deployment().spec.selector.matchLabels, deployment().spec.template.metadata.labels)).toBe(true);
      const selected = podOwners().filter((owner) => k.selects(service.spec.selector, owner.spec.template.metadata.labels));
      expect(selected.map(idOf)).toEqual([`Deployment/${name}`]);
    });

    it('runs its own image, named after the slice', () => {
      const registry = buildName === 'base' ? 'clinote' : 'registry.example.com/clinote';
      expect(splitImage(container().image)).toEqual({ name: `${registry}/${name}`, tag: expect.stringMatching(/^\w[\w.-]*$/) });
    });

    it(
      slice.kind === 'service'
        ? 'is ready on /health and alive on /health/live'
        : `is ready and alive on ${slice.kind === 'gateway' ? '/healthz' : '/health'}`,
      () => {
        const { readinessProbe: ready, livenessProbe: live, startupProbe: startup } = container();
        // The gateway answers /healthz itself: /health would be proxied to the shell and /api/health
        // asks every service, so one service down would take the whole edge out of the Ingress.
        expect(ready.httpGet.path).toBe(slice.kind === 'gateway' ? '/healthz' : '/health');
        expect(k.resolvePort(container(), ready.httpGet.port)).toBe(slice.port);
        if (slice.kind === 'service') {
          // A service's /health is 503 while PostgreSQL or Redis is down: restarting it would not help,
          // so liveness asks /health/live, which checks nothing but the process itself.
          expect(live.httpGet.path).toBe('/health/live');
          expect(k.resolvePort(container(), live.httpGet.port)).toBe(slice.port);
          expect(startup.httpGet.path).toBe('/health/live');
        } else {
          expect(k.resolvePort(container(), live.httpGet.port)).toBe(slice.port);
          expect(live.httpGet.path).toBe(ready.httpGet.path);
        }
      },
    );

    it(
      slice.nginx
        ? 'asks no Prometheus to scrape it (nginx serves files only)'
        : 'asks Prometheus to scrape GET /metrics where the process serves it',
      () => {
        const annotations = deployment().spec.template.metadata.annotations ?? {};
        if (slice.nginx) {
          expect(annotations['prometheus.io/scrape']).toBeUndefined();
          return;
        }
        // A service serves /metrics on its own port; the gateway on METRICS_PORT (its config's default too).
        const port = slice.metricsPort ?? slice.port;
        expect(annotations).toEqual({
          'prometheus.io/scrape': 'true',
          'prometheus.io/port': String(port),
          'prometheus.io/path': '/metrics',
        });
        expect(container().ports.map((p) => p.containerPort)).toContain(port);
        if (slice.metricsPort) {
          expect(k.envOf(container()).METRICS_PORT).toBe(String(port));
          expect(envSchemas[name].parse({}).METRICS_PORT).toBe(port);
          expect(k.find('Service', name).spec.ports.map((p) => p.port)).not.toContain(port);
        }
      },
    );

    it(`runs as ${slice.nginx ? 'nginx (101)' : 'node (1000)'}, the user its image names`, () => {
      // The kubelet can only check runAsNonRoot against a numeric user.
      expect(deployment().spec.template.spec.securityContext.runAsUser).toBe(slice.nginx ? 101 : 1000);
      if (!slice.nginx) expect(slice.dockerfile).toMatch(/^USER node$/m);
    });

    it('has a writable emptyDir wherever its read-only root filesystem needs one', () => {
      const pod = deployment().spec.template.spec;
      const mounts = Object.fromEntries(
        pod.containers[0].volumeMounts.map((m) => [m.mountPath, pod.volumes.find((v) => v.name === m.name)]),
      );
      const needed = slice.nginx ? ['/tmp', '/etc/nginx/conf.d', '/var/cache/nginx'] : ['/tmp'];
      for (const dir of needed) expect({ dir, emptyDir: !!mounts[dir]?.emptyDir }).toEqual({ dir, emptyDir: true });
      if (slice.nginx) {
        // The replacement nginx.conf keeps the pid and temp files in /tmp (the image's need /run, /var/cache).
        const conf = k.find('ConfigMap', mounts['/etc/nginx/nginx.conf'].configMap.name).data['nginx.conf'];
        expect(conf).toMatch(/^pid \/tmp\//m);
        expect(conf).not.toMatch(/^\s*user\s/m);
        expect(conf).toMatch(/^worker_processes \d+;/m);
      }
    });

    it('has a grace period longer than its preStop pause, its drain and its longest request', () => {
      const pod = deployment().spec.template.spec;
      expect(pod.containers[0].lifecycle.preStop.exec.command).toEqual(['sleep', String(PRESTOP_SECONDS)]);
      const longest = slice.kind === 'frontend' ? 5 : GATEWAY_LONGEST_UPSTREAM_SECONDS;
      // A Node slice keeps answering for SHUTDOWN_DRAIN_MS after SIGTERM (libs/nest-common/src/http/graceful-shutdown.ts).
      const drainMs = slice.nginx ? 0 : Number(k.envOf(container()).SHUTDOWN_DRAIN_MS ?? envSchemas[name].parse({}).SHUTDOWN_DRAIN_MS);
      if (!slice.nginx) expect(drainMs).toBeGreaterThan(0);
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(PRESTOP_SECONDS + drainMs / 1000 + longest + 5);
    });
  });

  it('sets resource requests and limits on every container', () => {
    for (const owner of podOwners()) {
      for (const c of containersOf(owner)) {
        expect({
          at: `${idOf(owner)}/${c.name}`,
          requests: Object.keys(c.resources?.requests ?? {}).sort(),
          limits: Object.keys(c.resources?.limits ?? {}).sort(),
        }).toEqual({ at: `${idOf(owner)}/${c.name}`, requests: ['cpu', 'memory'], limits: ['cpu', 'memory'] });
      }
    }
    // argon2id: 19 MiB per hash, up to 4 at once off the V8 heap, on top of the heap itself.
    const identity = k.find('Deployment', 'svc-identity').spec.template.spec.containers[0];
    const heap = Number(k.envOf(identity).NODE_OPTIONS.match(/--max-old-space-size=(\d+)/)[1]);
    expect(parseInt(identity.resources.limits.memory, 10)).toBeGreaterThanOrEqual(heap + 4 * 19 + 64);
  });

  it('runs no container as root, and every pod passes the "restricted" Pod Security Standard', () => {
    for (const owner of podOwners()) {
      const pod = podSpecOf(owner);
      expect(pod.hostNetwork || pod.hostPID || pod.hostIPC || false).toBe(false);
      expect(pod.automountServiceAccountToken).toBe(false);
      for (const c of containersOf(owner)) {
        const at = `${idOf(owner)}/${c.name}`;
        const effective = { ...pod.securityContext, ...c.securityContext };
        expect({
          at,
          runAsNonRoot: effective.runAsNonRoot,
          rootUser: !(effective.runAsUser > 0),
          escalation: effective.allowPrivilegeEscalation,
          privileged: !!effective.privileged,
          readOnlyRoot: effective.readOnlyRootFilesystem,
          drop: effective.capabilities?.drop,
          add: effective.capabilities?.add,
          seccomp: effective.seccompProfile?.type,
        }).toEqual({
          at,
          runAsNonRoot: true,
          rootUser: false,
          escalation: false,
          privileged: false,
          readOnlyRoot: true,
          drop: ['ALL'],
          add: undefined,
          seccomp: 'RuntimeDefault',
        });
      }
    }
  });

  it('autoscales the gateway and every HTTP service on CPU; the mail worker has fixed replicas', () => {
    const scaled = ['gateway', ...topology.SERVICES.map((s) => s.name).filter((name) => name !== 'svc-mailer')];
    const hpas = k.all('HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.metadata.name).sort()).toEqual([...scaled].sort());
    for (const hpa of hpas) {
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      const { kind, name, apiVersion } = hpa.spec.scaleTargetRef;
      expect({ kind, apiVersion, exists: !!k.find(kind, name) }).toEqual({ kind: 'Deployment', apiVersion: 'apps/v1', exists: true });
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      expect(hpa.spec.metrics).toEqual([expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) })]);
      // Scaling on CPU utilisation needs a CPU request; and `replicas` in the manifest would fight the HPA.
      const target = k.find('Deployment', name);
      expect(target.spec.template.spec.containers[0].resources.requests.cpu).toBeDefined();
      expect(target.spec.replicas).toBeUndefined();
    }
    for (const d of deployments().filter((d) => !scaled.includes(d.metadata.name)))
      expect({ d: d.metadata.name, replicas: d.spec.replicas >= 2 }).toEqual({ d: d.metadata.name, replicas: true });
  });

  it('has a PodDisruptionBudget selecting exactly each multi-replica Deployment', () => {
    for (const d of deployments()) {
      const pdbs = k.all('PodDisruptionBudget').filter((p) => k.selects(p.spec.selector.matchLabels, d.spec.template.metadata.labels));
      expect({ d: d.metadata.name, pdbs: pdbs.length }).toEqual({ d: d.metadata.name, pdbs: 1 });
      expect(pdbs[0].spec.maxUnavailable ?? pdbs[0].spec.minAvailable).toBe(1);
      expect(deployments().filter((other) => k.selects(pdbs[0].spec.selector.matchLabels, other.spec.template.metadata.labels))).toEqual([
        d,
      ]);
    }
  });

  it("points the gateway at every upstream's Service by name and port", () => {
    const env = k.envOf(k.find('Deployment', 'gateway').spec.template.spec.containers[0]);
    for (const upstream of [...topology.SERVICES, ...topology.FRONTENDS]) {
      expect(env[upstream.envKey]).toBe(`http://${upstream.name}:${upstream.port}`);
      expect(k.find('Service', upstream.name).spec.ports.map((p) => p.port)).toContain(upstream.port);
    }
    expect(env.REDIS_URL).toEqual({ secret: 'clinote-secrets', key: 'REDIS_URL', optional: false });
    // Behind the Ingress the gateway must believe the controller's X-Forwarded-For (issue 7): empty
    // would make every caller the controller's address, sharing one sign-in rate-limit bucket.
    expect(env.TRUSTED_PROXIES).toMatch(/\S/);
  });

  it('gives each service its upstreams, its secrets from clinote-secrets, and one queue prefix for all', () => {
    const envs = Object.fromEntries(
      ['gateway', ...topology.SERVICES.map((s) => s.name)].map((name) => [
        name,
        k.envOf(k.find('Deployment', name).spec.template.spec.containers[0]),
      ]),
    );
    const secret = (key, optional = false) => ({ secret: 'clinote-secrets', key, optional });
    for (const s of topology.SERVICES) {
      expect(envs[s.name].IDENTITY_URL).toBe('http://svc-identity:4001');
      expect(envs[s.name].REDIS_URL).toEqual(secret('REDIS_URL'));
      expect(envs[s.name].QUEUE_PREFIX).toBe(envs.gateway.QUEUE_PREFIX);
    }
    expect(envs['svc-identity'].NOTES_URL).toBe('http://svc-notes:4002');
    // Issue 19: each schema owner its own role; the others no database at all.
    expect(envs['svc-identity'].DATABASE_URL).toEqual(secret('IDENTITY_DATABASE_URL'));
    expect(envs['svc-notes'].DATABASE_URL).toEqual(secret('NOTES_DATABASE_URL'));
    for (const name of ['gateway', 'svc-ai', 'svc-mailer'])
      expect({ name, url: envs[name].DATABASE_URL }).toEqual({ name, url: undefined });
    for (const env of Object.values(envs)) expect(env.DATABASE_ADMIN_URL).toBeUndefined();
    expect(envs['svc-identity'].JWT_PRIVATE_KEY).toEqual(secret('JWT_PRIVATE_KEY', true));
    expect(envs['svc-mailer'].SMTP_URL).toEqual(secret('SMTP_URL'));
    expect(envs['svc-ai'].GEMINI_API_KEY).toEqual(secret('GEMINI_API_KEY', true));
    expect(new URL(envs['svc-identity'].PUBLIC_URL).protocol).toBe('https:');
  });

  it('takes secrets only from Secret keys that exist, never from a ConfigMap or a literal', () => {
    const keys = SECRET_KEYS;
    for (const owner of podOwners()) {
      for (const c of containersOf(owner)) {
        for (const [name, value] of Object.entries(k.envOf(c))) {
          if (isObject(value) && value.secret) {
            expect({ at: `${idOf(owner)} ${name}`, secret: value.secret, known: keys.includes(value.key) }).toEqual({
              at: `${idOf(owner)} ${name}`,
              secret: 'clinote-secrets',
              known: true,
            });
          } else if (SECRET_ENV.test(name)) throw new Error(`${idOf(owner)}: ${name} is not taken from a Secret`);
        }
      }
    }
    for (const map of k.all('ConfigMap')) {
      expect(Object.keys(map.data ?? {}).filter((key) => SECRET_ENV.test(key))).toEqual([]);
      for (const value of Object.values(map.data ?? {})) if (/^\w+:\/\//.test(value)) expect(new URL(value).password).toBe('');
    }
  });

  it('gives every Node container an environment its own config schema accepts', () => {
    const placeholders = builds.base.resources.find((r) => r.kind === 'Secret').stringData;
    for (const owner of podOwners()) {
      for (const c of containersOf(owner)) {
        const slice = splitImage(c.image).name.split('/').pop();
        if (!envSchemas[slice]) continue;
        const env = Object.fromEntries(
          Object.entries(k.envOf(c)).map(([name, value]) => [name, isObject(value) && value.secret ? placeholders[value.key] : value]),
        );
        const parsed = envSchemas[slice].safeParse({ ...env, NODE_ENV: 'production' });
        expect({
          at: `${idOf(owner)}/${c.name}`,
          problems: parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
        }).toEqual({ at: `${idOf(owner)}/${c.name}`, problems: [] });
        expect(parsed.data.TRUSTED_PROXIES.length).toBeGreaterThan(0);
      }
    }
  });

  it('routes the Ingress to the gateway Service only, over TLS, for the host of PUBLIC_URL', () => {
    const [ingress, ...others] = k.all('Ingress');
    expect(others).toEqual([]);
    const backends = [ingress.spec.defaultBackend, ...ingress.spec.rules.flatMap((rule) => rule.http.paths.map((p) => p.backend))].filter(
      Boolean,
    );
    expect(backends.length).toBeGreaterThan(0);
    for (const backend of backends) {
      expect(backend.service.name).toBe('gateway');
      const port =
        backend.service.port.number ?? k.find('Service', 'gateway').spec.ports.find((p) => p.name === backend.service.port.name)?.port;
      expect(port).toBe(topology.GATEWAY.port);
    }
    const hosts = ingress.spec.rules.map((rule) => rule.host);
    expect(ingress.spec.tls).toEqual([{ hosts: expect.arrayContaining(hosts), secretName: expect.stringMatching(/\S/) }]);
    expect(hosts).toEqual([new URL(k.find('ConfigMap', 'clinote-config').data.PUBLIC_URL).hostname]);
    // Only the gateway is exposed any other way, too: no NodePort or LoadBalancer Services.
    expect(k.all('Service').filter((s) => (s.spec.type ?? 'ClusterIP') !== 'ClusterIP')).toEqual([]);
  });

  describe('NetworkPolicy (issue 19): nothing by default, then only the paths the topology needs', () => {
    // Who calls whom (docs/architecture.md §3): the gateway every upstream; identity asks notes for note
    // counts; every service fetches identity's JWKS (IDENTITY_URL); the mailer fetches a mailed note
    // from notes (NOTES_URL).
    const CALLS = {
      gateway: {
        'svc-identity': 4001,
        'svc-notes': 4002,
        'svc-ai': 4003,
        'svc-mailer': 4004,
        shell: 3000,
        'mfe-auth': 3001,
        'mfe-soap': 3002,
        'mfe-dme': 3003,
        'mfe-admin': 3004,
      },
      'svc-identity': { 'svc-notes': 4002 },
      'svc-notes': { 'svc-identity': 4001 },
      'svc-ai': { 'svc-identity': 4001 },
      'svc-mailer': { 'svc-identity': 4001, 'svc-notes': 4002 },
    };
    const INGRESS_CONTROLLER = {
      ns: 'ingress-nginx',
      labels: { 'app.kubernetes.io/name': 'ingress-nginx', 'app.kubernetes.io/component': 'controller' },
    };
    const KUBE_DNS = { ns: 'kube-system', labels: { 'k8s-app': 'kube-dns' } };
    const STRANGER = { ns: 'other-team', labels: { app: 'anything' } };
    const PUBLIC_HOST = { ip: '142.250.74.10' };
    const policies = () => k.all('NetworkPolicy');
    const pods = () =>
      podOwners().map((owner) => ({
        name: owner.metadata.name,
        ns: owner.metadata.namespace ?? 'clinote',
        labels: owner.spec.template.metadata.labels,
        ports: containersOf(owner).flatMap((c) => (c.ports ?? []).map((p) => p.containerPort)),
      }));
    const pod = (name) => pods().find((p) => p.name === name);
    /** The pods that may reach an address on a port. */
    const reaching = (ip, port) =>
      pods()
        .filter((from) => connects(policies(), from, { ip }, port))
        .map((p) => p.name)
        .sort();
    /** Every address block some rule opens on a port. */
    const blocksFor = (port) =>
      policies()
        .flatMap((p) => (p.spec.egress ?? []).filter((rule) => portMatches(rule.ports, port, 'TCP') && rule.ports?.length))
        .flatMap((rule) => (rule.to ?? []).filter((peer) => peer.ipBlock).map((peer) => peer.ipBlock.cidr));

    it('denies every ingress and egress of every pod unless a rule allows it', () => {
      const deny = policies().find((p) => labelSelectorMatches(p.spec.podSelector, {}) && !p.spec.ingress && !p.spec.egress);
      expect(deny?.spec.policyTypes?.sort()).toEqual(['Egress', 'Ingress']);
      expect(deny.spec.podSelector).toEqual({});
    });

    it('lets each pod reach exactly the pods and ports it calls, and nothing else in the cluster', () => {
      const wrong = [];
      for (const from of pods()) {
        for (const to of pods()) {
          for (const port of to.ports) {
            const expected = CALLS[from.name]?.[to.name] === port;
            if (connects(policies(), from, to, port) !== expected)
              wrong.push(`${from.name} → ${to.name}:${port} ${expected ? 'refused' : 'allowed'}`);
          }
        }
        if (connects(policies(), from, STRANGER, 8080)) wrong.push(`${from.name} → another namespace allowed`);
      }
      expect(wrong).toEqual([]);
    });

    it('lets the ingress controller reach the gateway and nothing else; no other namespace reaches anything', () => {
      expect(connects(policies(), INGRESS_CONTROLLER, pod('gateway'), 8080)).toBe(true);
      for (const to of pods()) {
        for (const port of to.ports) {
          if (to.name !== 'gateway')
            expect({ to: to.name, fromController: connects(policies(), INGRESS_CONTROLLER, to, port) }).toEqual({
              to: to.name,
              fromController: false,
            });
          expect({ to: to.name, fromStranger: connects(policies(), STRANGER, to, port) }).toEqual({ to: to.name, fromStranger: false });
        }
      }
    });

    it("lets Prometheus reach each pod's metrics port (its prometheus.io/port) and no other port", () => {
      const PROMETHEUS = { ns: 'monitoring', labels: { 'app.kubernetes.io/name': 'prometheus' } };
      const owners = Object.fromEntries(podOwners().map((owner) => [owner.metadata.name, owner]));
      const wrong = [];
      for (const to of pods()) {
        const annotated = owners[to.name].spec.template.metadata.annotations?.['prometheus.io/port'];
        for (const port of to.ports) {
          const expected = annotated === String(port);
          if (connects(policies(), PROMETHEUS, to, port) !== expected)
            wrong.push(`prometheus → ${to.name}:${port} ${expected ? 'refused' : 'allowed'}`);
          // Another pod of the monitoring namespace is a stranger.
          if (connects(policies(), { ns: 'monitoring', labels: { app: 'grafana' } }, to, port))
            wrong.push(`grafana → ${to.name}:${port} allowed`);
        }
      }
      expect(wrong).toEqual([]);
      expect(pods().filter((p) => owners[p.name].spec.template.metadata.annotations?.['prometheus.io/port']).length).toBe(5);
    });

    it('lets every pod ask the cluster DNS, and only it', () => {
      for (const from of pods()) {
        expect({
          from: from.name,
          udp: connects(policies(), from, KUBE_DNS, 53, 'UDP'),
          tcp: connects(policies(), from, KUBE_DNS, 53, 'TCP'),
          elsewhere: connects(policies(), from, STRANGER, 53, 'UDP'),
        }).toEqual({ from: from.name, udp: true, tcp: true, elsewhere: false });
      }
    });

    it('lets only the schema owners and their migrations reach PostgreSQL, and the Redis users Redis, at the addresses set for them', () => {
      const postgres = blocksFor(5432);
      const redis = blocksFor(6379);
      for (const cidr of [...postgres, ...redis])
        expect({ cidr, narrow: Number(cidr.split('/')[1]) >= 16 }).toEqual({ cidr, narrow: true });
      expect(postgres.length).toBeGreaterThan(0);
      expect(redis.length).toBeGreaterThan(0);
      for (const cidr of postgres)
        expect(reaching(cidr.split('/')[0], 5432)).toEqual(['svc-identity', 'svc-identity-migrate', 'svc-notes', 'svc-notes-migrate']);
      for (const cidr of redis)
        expect(reaching(cidr.split('/')[0], 6379)).toEqual(['gateway', 'svc-ai', 'svc-identity', 'svc-mailer', 'svc-notes']);
    });

    it('lets svc-ai out to HTTPS and svc-mailer to SMTP on the internet, never to private or metadata addresses', () => {
      expect(reaching(PUBLIC_HOST.ip, 443)).toEqual(['svc-ai']);
      for (const port of [25, 465, 587]) expect({ port, pods: reaching(PUBLIC_HOST.ip, port) }).toEqual({ port, pods: ['svc-mailer'] });
      for (const port of [22, 80, 3306, 5432, 6379, 8080])
        expect({ port, pods: reaching(PUBLIC_HOST.ip, port) }).toEqual({ port, pods: [] });
      for (const ip of ['169.254.169.254', '10.96.0.1', '172.20.0.10', '192.168.1.20', '100.64.0.1']) {
        for (const port of [80, 443, 587]) expect({ ip, port, pods: reaching(ip, port) }).toEqual({ ip, port, pods: [] });
      }
    });
  });

  it("believes X-Forwarded-For at the gateway only from the ingress controller's range, and at the services only from the pod range — never all private addresses", () => {
    const config = k.find('ConfigMap', 'clinote-config').data;
    const source = (owner) => containersOf(owner)[0].env.find((e) => e.name === 'TRUSTED_PROXIES').valueFrom.configMapKeyRef.key;
    const PRIVATE = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '0.0.0.0/0'];
    const tooWide = (entry) =>
      /^(uniquelocal|linklocal)$/i.test(entry) ||
      PRIVATE.some((block) => {
        const [ip, bits = '32'] = entry.split('/');
        return /^[\d.]+$/.test(ip) && Number(bits) <= Number(block.split('/')[1]) && inCidr(ip, block);
      });
    for (const owner of podOwners().filter((o) => containersOf(o)[0].env?.some((e) => e.name === 'TRUSTED_PROXIES'))) {
      const key = source(owner);
      expect({ at: idOf(owner), key }).toEqual({
        at: idOf(owner),
        key: owner.metadata.name === 'gateway' ? 'INGRESS_CONTROLLER_CIDR' : 'POD_CIDR',
      });
      const entries = config[key]
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries)
        expect({ at: idOf(owner), entry, tooWide: tooWide(entry) }).toEqual({ at: idOf(owner), entry, tooWide: false });
    }
  });

  it('has a migration Job per service that owns a schema, running its image and settings with migrate.js', () => {
    const secret = (key, optional = false) => ({ secret: 'clinote-secrets', key, optional });
    const owners = topology.SERVICES.filter(
      (s) => 'DATABASE_URL' in k.envOf(k.find('Deployment', s.name).spec.template.spec.containers[0]),
    );
    expect(owners.map((s) => s.name)).toEqual(['svc-identity', 'svc-notes']);
    for (const s of owners) {
      const job = k.find('Job', `${s.name}-migrate`);
      const service = k.find('Deployment', s.name).spec.template.spec.containers[0];
      const [migrate] = job.spec.template.spec.containers;
      expect(job.spec.template.spec.restartPolicy).toBe('Never');
      expect(job.spec.backoffLimit).toBeGreaterThan(0);
      expect(job.metadata.labels['clinote.io/pre-deploy']).toBe('true');
      expect(migrate.image).toBe(service.image);
      const serviceEnv = k.envOf(service);
      const jobEnv = k.envOf(migrate);
      for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'JWT_PRIVATE_KEY', 'TRUSTED_PROXIES', 'QUEUE_PREFIX'])
        expect({ name, value: jobEnv[name] }).toEqual({ name, value: serviceEnv[name] });
      // migrate.js is built beside main.js, which the image's CMD runs.
      expect(slices.find((slice) => slice.name === s.name).dockerfile).toContain(`CMD ["node", "${s.name}/main.js"]`);
      expect(fs.existsSync(path.join(ROOT, s.name, 'src', 'migrate.ts'))).toBe(true);
      expect(migrate.command).toEqual(['node', `${s.name}/migrate.js`]);
      expect(jobEnv.DATABASE_ADMIN_URL).toBeUndefined();

      // Issue 19: before migrating, the service's role is made (or brought back) to own its schema
      // only, by deploy/postgres/service-roles.psql run as the administrator.
      const [init, ...moreInits] = job.spec.template.spec.initContainers ?? [];
      expect({ init: init?.name, more: moreInits.length }).toEqual({ init: 'db-role', more: 0 });
      expect(splitImage(init.image)).toEqual({ name: 'postgres', tag: expect.stringMatching(/^\d+\.\d+-alpine$/) });
      const initEnv = k.envOf(init);
      const ownKey = s.name === 'svc-identity' ? 'IDENTITY_DATABASE_URL' : 'NOTES_DATABASE_URL';
      expect(initEnv).toEqual({ HOME: '/tmp', DATABASE_ADMIN_URL: secret('DATABASE_ADMIN_URL', true), [ownKey]: serviceEnv.DATABASE_URL });
      const script = init.command.join(' ');
      expect(script).toContain('psql -X -v ON_ERROR_STOP=1 -f /clinote/service-roles.psql "$DATABASE_ADMIN_URL"');
      const mount = init.volumeMounts.find((m) => m.mountPath === '/clinote');
      const volume = job.spec.template.spec.volumes.find((v) => v.name === mount.name);
      const scripts = k.find('ConfigMap', volume.configMap.name);
      expect(scripts.metadata.labels['clinote.io/pre-deploy']).toBe('true');
      // A copy of deploy/postgres (kustomize reads no file outside the kustomization): the same bytes.
      for (const file of ['service-roles.sql', 'service-roles.psql']) {
        expect({ file, same: scripts.data[file] === fs.readFileSync(path.join(POSTGRES_DIR, file), 'utf8') }).toEqual({ file, same: true });
      }
    }
  });
});

describe('overlays/production', () => {
  const resources = () => builds['overlays/production'].resources;

  it("never applies the base's placeholder Secret over the real one", () => {
    expect(builds.base.resources.filter((r) => r.kind === 'Secret').map(idOf)).toEqual(['Secret/clinote-secrets']);
    expect(resources().filter((r) => r.kind === 'Secret')).toEqual([]);
  });

  it('puts everything in a namespace that enforces the "restricted" Pod Security Standard', () => {
    const namespace = resources().find((r) => r.kind === 'Namespace');
    expect(namespace.metadata.labels['pod-security.kubernetes.io/enforce']).toBe('restricted');
    for (const r of resources().filter((r) => r.kind !== 'Namespace'))
      expect({ id: idOf(r), ns: r.metadata.namespace }).toEqual({ id: idOf(r), ns: namespace.metadata.name });
  });

  it("sets every slice's image in one place and raises no floor below the base", () => {
    const images = builds['overlays/production'].kustomization.images.map((i) => i.name).sort();
    expect(images).toEqual(slices.map((s) => `clinote/${s.name}`).sort());
    for (const hpa of resources().filter((r) => r.kind === 'HorizontalPodAutoscaler')) {
      const base = builds.base.resources.find((r) => r.kind === 'HorizontalPodAutoscaler' && r.metadata.name === hpa.metadata.name);
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(base.spec.minReplicas);
    }
  });
});

describe('committed secrets', () => {
  /** Empty, CHANGE_ME, or a URL to an example.com host whose password is CHANGE_ME. */
  function isPlaceholder(value) {
    if (value === '' || /^CHANGE_ME\b/.test(value)) return true;
    try {
      const url = new URL(value);
      return ['', 'CHANGE_ME'].includes(url.password) && /(^|\.)example\.com$/.test(url.hostname);
    } catch {
      return false;
    }
  }

  it('holds every secret key, with placeholder values only', () => {
    const secret = builds.base.resources.find((r) => r.kind === 'Secret');
    expect(secret.data).toBeUndefined();
    expect(Object.keys(secret.stringData).sort()).toEqual([...SECRET_KEYS].sort());
    for (const [key, value] of Object.entries(secret.stringData))
      expect({ key, placeholder: isPlaceholder(value) }).toEqual({ key, placeholder: true });
  });

  it('has no key, token or password anywhere under deploy/', () => {
    for (const file of filesUnder(K8S)) {
      const text = fs.readFileSync(file, 'utf8');
      const at = path.relative(ROOT, file);
      expect({ at, pem: /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text) }).toEqual({ at, pem: false });
      expect({ at, apiKey: /\bAIza[\w-]{20,}|\bsk-[\w-]{20,}|\bxox[bp]-/.test(text) }).toEqual({ at, apiKey: false });
      for (const [, password] of text.matchAll(/[a-z][\w+.-]*:\/\/[^\s/:@]*:([^\s@/]+)@/g))
        expect({ at, password }).toEqual({ at, password: 'CHANGE_ME' });
    }
  });
});

describe("the migration Jobs' db-role init container, run here with sh and psql (issue 19)", () => {
  const psqlMajor = Number(
    require('node:child_process')
      .spawnSync('psql', ['--version'], { encoding: 'utf8' })
      .stdout?.match(/(\d+)\./)?.[1],
  );
  const { at, sql } = require('./test-postgres');
  /** The init container's command with this machine's paths, in an environment like the kubelet's. */
  function runInit(job, env) {
    const init = job.spec.template.spec.initContainers[0];
    const [command, ...args] = init.command.map((arg) => arg.replaceAll('/clinote/', `${POSTGRES_DIR}/`));
    return require('node:child_process').spawnSync(command, args, {
      env: { PATH: process.env.PATH, HOME: os.tmpdir(), ...env },
      encoding: 'utf8',
    });
  }

  (psqlMajor >= 15 ? it : it.skip)(
    "makes svc-notes' role from NOTES_DATABASE_URL as the administrator, and does nothing without one",
    async () => {
      const job = builds['overlays/production'].resources.find((r) => r.kind === 'Job' && r.metadata.name === 'svc-notes-migrate');
      const database = `clinote_k8s_t${require('node:crypto').randomBytes(4).toString('hex')}`;
      const role = `${database}_notes`;
      const notesUrl = at(database, role, 'n0tes-pw');
      await sql(at('postgres'), `CREATE DATABASE "${database}"`);
      try {
        const skipped = runInit(job, { DATABASE_ADMIN_URL: '', NOTES_DATABASE_URL: notesUrl });
        expect({ status: skipped.status, out: skipped.stdout }).toEqual({
          status: 0,
          out: expect.stringContaining('DATABASE_ADMIN_URL is empty'),
        });
        expect(await sql(at('postgres'), `SELECT 1 FROM pg_roles WHERE rolname = '${role}'`)).toEqual([]);

        const made = runInit(job, { DATABASE_ADMIN_URL: at(database), NOTES_DATABASE_URL: notesUrl });
        expect({ status: made.status, stderr: made.stderr }).toEqual({ status: 0, stderr: '' });
        expect(made.stdout).toContain(`role ${role} owns schema notes`);
        expect(made.stdout).not.toContain('identity'); // this Job's pod has no IDENTITY_DATABASE_URL
        expect(await sql(notesUrl, 'SELECT current_user AS who')).toEqual([{ who: role }]);
        await expect(sql(notesUrl, 'CREATE SCHEMA identity')).rejects.toThrow(/permission denied/);
      } finally {
        await sql(at('postgres'), `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        await sql(at('postgres'), `DROP ROLE IF EXISTS "${role}"`);
      }
    },
  );
});
