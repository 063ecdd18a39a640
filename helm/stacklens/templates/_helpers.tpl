{{/*
Naming, labels and the pieces every StackLens pod shares.

Component-scoped helpers take a dict: (dict "root" $ "component" "api"). `component` is one of
api, worker, tracker, frontend, migrate, or "" for release-wide objects (ConfigMap, Secret,
ServiceAccount, Ingress).
*/}}

{{/* Chart name, truncated to the 63-character DNS label limit. */}}
{{- define "stacklens.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Resource name prefix: <release>-<chart>, or <release> when it already contains the chart name.
*/}}
{{- define "stacklens.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{/*
Name of a component's objects: <fullname>-<component>. The prefix is cut to 53 characters so the
longest suffix ("-frontend") still fits in 63.
*/}}
{{- define "stacklens.componentName" -}}
{{- printf "%s-%s" (include "stacklens.fullname" .root | trunc 53 | trimSuffix "-") .component }}
{{- end }}

{{/* chart label value: <name>-<version>. */}}
{{- define "stacklens.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Version label: the backend image tag, or the chart's appVersion. */}}
{{- define "stacklens.version" -}}
{{- default .Chart.AppVersion .Values.image.backend.tag | toString | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Selector labels. Deployment selectors are immutable: never add labels here that can change
between releases.
*/}}
{{- define "stacklens.selectorLabels" -}}
app.kubernetes.io/name: {{ include "stacklens.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- with .component }}
app.kubernetes.io/component: {{ . }}
{{- end }}
{{- end }}

{{/* Full label set for metadata.labels and pod template labels. */}}
{{- define "stacklens.labels" -}}
helm.sh/chart: {{ include "stacklens.chart" .root }}
{{ include "stacklens.selectorLabels" . }}
app.kubernetes.io/version: {{ include "stacklens.version" .root | quote }}
app.kubernetes.io/part-of: stacklens
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
{{- with .root.Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end }}

{{/*
Image reference; a digest wins over the tag. Usage: (dict "root" $ "image" .Values.image.backend)
*/}}
{{- define "stacklens.image" -}}
{{- if .image.digest }}
{{- printf "%s@%s" .image.repository .image.digest }}
{{- else }}
{{- printf "%s:%s" .image.repository (default .root.Chart.AppVersion .image.tag | toString) }}
{{- end }}
{{- end }}

{{/*
Image of the worker: the backend image's Chromium build (deploy/backend.Dockerfile, WITH_CHROMIUM=true).
Each empty image.worker field falls back to the backend's; the tag gets tagSuffix. With every field
empty the worker runs image.backend exactly (digest included): one Chromium build for everything.
*/}}
{{- define "stacklens.workerImage" -}}
{{- $backend := .Values.image.backend }}
{{- $worker := .Values.image.worker }}
{{- if not (or $worker.repository $worker.tag $worker.tagSuffix $worker.digest) }}
{{- include "stacklens.image" (dict "root" . "image" $backend) }}
{{- else }}
{{- $tag := $worker.tag | default (printf "%s%s" (default .Chart.AppVersion $backend.tag | toString) $worker.tagSuffix) }}
{{- include "stacklens.image" (dict "root" . "image" (dict "repository" (default $backend.repository $worker.repository) "tag" $tag "digest" $worker.digest)) }}
{{- end }}
{{- end }}

{{/*
Origin the worker's Chromium prints PDF reports from (AUDIT_REPORT_FRONTEND_URL): config.audits.reportFrontendUrl,
or this release's frontend Service, which serves the SPA and so its print page /{lang}/stack-audit/print.
*/}}
{{- define "stacklens.auditReportFrontendUrl" -}}
{{- if .Values.config.audits.reportFrontendUrl }}
{{- .Values.config.audits.reportFrontendUrl | trimSuffix "/" }}
{{- else }}
{{- printf "http://%s:%d" (include "stacklens.componentName" (dict "root" . "component" "frontend")) (int .Values.frontend.service.port) }}
{{- end }}
{{- end }}

{{/*
Origin site owners' pages load the tracking snippet from (TRACKER_PUBLIC_URL): config.trackerPublicUrl,
or config.publicUrl, whose ingress routes the tracker's paths to the tracker pods.
*/}}
{{- define "stacklens.trackerPublicUrl" -}}
{{- default .Values.config.publicUrl .Values.config.trackerPublicUrl | trimSuffix "/" }}
{{- end }}

{{/* ServiceAccount of the long-running pods. */}}
{{- define "stacklens.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "stacklens.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{/*
ServiceAccount of the migration hook. A chart-created ServiceAccount is an ordinary release object
and does not exist yet when pre-install hooks run; a pod naming it would never be admitted and the
install would hang until its timeout. So: explicit migrate.serviceAccountName, else an external
ServiceAccount (serviceAccount.create=false), else the namespace's `default`.
*/}}
{{- define "stacklens.migrate.serviceAccountName" -}}
{{- if .Values.migrate.serviceAccountName }}
{{- .Values.migrate.serviceAccountName }}
{{- else if .Values.serviceAccount.create }}
{{- "default" }}
{{- else }}
{{- include "stacklens.serviceAccountName" . }}
{{- end }}
{{- end }}

{{/* Secret the backend pods load with envFrom. */}}
{{- define "stacklens.secretName" -}}
{{- default (include "stacklens.fullname" .) .Values.secrets.existingSecret }}
{{- end }}

{{/* Secret the migration hook loads: the external one, or the hook copy. */}}
{{- define "stacklens.migrate.secretName" -}}
{{- default (printf "%s-migrate" (include "stacklens.fullname" . | trunc 55 | trimSuffix "-")) .Values.secrets.existingSecret }}
{{- end }}

{{/* ConfigMap of the migration hook (a hook copy of the release ConfigMap). */}}
{{- define "stacklens.migrate.configMapName" -}}
{{- printf "%s-migrate" (include "stacklens.fullname" . | trunc 55 | trimSuffix "-") }}
{{- end }}

{{/*
Render-time checks for what the schema cannot express (cross-field rules, required-at-install).
Rendered from configmap.yaml, which every install renders.
*/}}
{{- define "stacklens.validate" -}}
{{- $v := .Values }}
{{- if not $v.config.publicUrl }}
{{- fail "config.publicUrl is required, e.g. --set config.publicUrl=https://stacklens.example.com" }}
{{- end }}
{{- if $v.secrets.existingSecret }}
{{- if or $v.secrets.jwtSecret $v.secrets.credentialsKey $v.secrets.ipHashKey }}
{{- fail "secrets.jwtSecret/credentialsKey/ipHashKey must be empty when secrets.existingSecret is set: the chart would silently ignore them" }}
{{- end }}
{{- if $v.secrets.smtpUrl }}
{{- fail "secrets.smtpUrl is ignored when secrets.existingSecret is set: put SMTP_URL in that Secret instead" }}
{{- end }}
{{- if $v.secrets.jwtPreviousSecrets }}
{{- fail "secrets.jwtPreviousSecrets is ignored when secrets.existingSecret is set: put JWT_PREVIOUS_SECRETS in that Secret instead" }}
{{- end }}
{{- if $v.secrets.credentialsPreviousKeys }}
{{- fail "secrets.credentialsPreviousKeys is ignored when secrets.existingSecret is set: put CREDENTIALS_PREVIOUS_KEYS in that Secret instead" }}
{{- end }}
{{- if and $v.externalDatabase.url (not $v.externalDatabase.existingSecret) }}
{{- fail "externalDatabase.url is ignored when secrets.existingSecret is set: put DATABASE_URL in that Secret, or use externalDatabase.existingSecret" }}
{{- end }}
{{- if and $v.externalRedis.url (not $v.externalRedis.existingSecret) }}
{{- fail "externalRedis.url is ignored when secrets.existingSecret is set: put REDIS_URL in that Secret, or use externalRedis.existingSecret" }}
{{- end }}
{{- if and $v.externalClickHouse.password (not $v.externalClickHouse.existingSecret) }}
{{- fail "externalClickHouse.password is ignored when secrets.existingSecret is set: put CLICKHOUSE_PASSWORD in that Secret, or use externalClickHouse.existingSecret" }}
{{- end }}
{{- else }}
{{- range $key, $env := dict "jwtSecret" "JWT_SECRET" "credentialsKey" "CREDENTIALS_KEY" "ipHashKey" "IP_HASH_KEY" }}
{{- if lt (len (index $v.secrets $key | default "" | toString)) 32 }}
{{- fail (printf "secrets.%s (%s) needs at least 32 characters of random key material (openssl rand -base64 48), or set secrets.existingSecret" $key $env) }}
{{- end }}
{{- end }}
{{- if not (or $v.externalDatabase.url $v.externalDatabase.existingSecret) }}
{{- fail "externalDatabase.url (postgres://...) or externalDatabase.existingSecret is required: the chart ships no PostgreSQL" }}
{{- end }}
{{- if not (or $v.externalRedis.url $v.externalRedis.existingSecret) }}
{{- fail "externalRedis.url (redis://...) or externalRedis.existingSecret is required: the chart ships no Redis" }}
{{- end }}
{{- end }}
{{- if and (not $v.externalClickHouse.url) (or $v.externalClickHouse.password $v.externalClickHouse.existingSecret) }}
{{- fail "externalClickHouse.password/existingSecret are ignored while externalClickHouse.url is empty (analytics stays in PostgreSQL): set externalClickHouse.url or remove them" }}
{{- end }}
{{- range $name := list "api" "tracker" }}
{{- $c := index $v $name }}
{{- $needed := add (int $c.shutdownGraceMs) (mul (int $c.preStopSleepSeconds) 1000) }}
{{- if le (mul (int $c.terminationGracePeriodSeconds) 1000) $needed }}
{{- fail (printf "%s.terminationGracePeriodSeconds must exceed %s.preStopSleepSeconds + %s.shutdownGraceMs (%d ms): the kubelet would SIGKILL in-flight requests" $name $name $name $needed) }}
{{- end }}
{{- if and $c.autoscaling.enabled (gt (int $c.autoscaling.minReplicas) (int $c.autoscaling.maxReplicas)) }}
{{- fail (printf "%s.autoscaling.minReplicas must not exceed %s.autoscaling.maxReplicas" $name $name) }}
{{- end }}
{{- end }}
{{- if le (mul (int $v.worker.terminationGracePeriodSeconds) 1000) (int $v.worker.shutdownGraceMs) }}
{{- fail "worker.terminationGracePeriodSeconds must exceed worker.shutdownGraceMs: the kubelet would SIGKILL running jobs" }}
{{- end }}
{{- if le (int $v.frontend.terminationGracePeriodSeconds) (int $v.frontend.preStopSleepSeconds) }}
{{- fail "frontend.terminationGracePeriodSeconds must exceed frontend.preStopSleepSeconds" }}
{{- end }}
{{- range $name := list "api" "worker" "tracker" "frontend" }}
{{- $pdb := (index $v $name).podDisruptionBudget }}
{{- if and $pdb.enabled (kindIs "invalid" $pdb.minAvailable) (kindIs "invalid" $pdb.maxUnavailable) }}
{{- fail (printf "%s.podDisruptionBudget needs minAvailable or maxUnavailable" $name) }}
{{- end }}
{{- end }}
{{- end }}

{{/*
Non-secret environment shared by every backend container (ConfigMap data). CLICKHOUSE_URL/USER/DATABASE
only with externalClickHouse.url: their absence keeps the analytics event store in PostgreSQL.
*/}}
{{- define "stacklens.configData" -}}
NODE_ENV: "production"
PORT: "8080"
HOST: {{ .Values.config.host | quote }}
PUBLIC_URL: {{ .Values.config.publicUrl | trimSuffix "/" | quote }}
TRACKER_PUBLIC_URL: {{ include "stacklens.trackerPublicUrl" . | quote }}
PREVIEW_PUBLIC_URL: {{ .Values.config.previewPublicUrl | trimSuffix "/" | quote }}
TRUST_PROXY: {{ .Values.config.trustProxy | toString | quote }}
DATA_DIR: "/tmp/stacklens"
DATABASE_POOL_MAX: {{ .Values.externalDatabase.poolMax | int | toString | quote }}
{{- with .Values.externalClickHouse.url }}
CLICKHOUSE_URL: {{ . | quote }}
CLICKHOUSE_USER: {{ $.Values.externalClickHouse.user | quote }}
CLICKHOUSE_DATABASE: {{ $.Values.externalClickHouse.database | quote }}
{{- end }}
MIGRATE_ON_START: "false"
LOG_LEVEL: {{ .Values.config.logLevel | quote }}
LOG_FORMAT: {{ .Values.config.logFormat | quote }}
SERVE_FRONTEND: "false"
BODY_LIMIT: {{ .Values.config.bodyLimit | quote }}
QUEUE_LOCK_MS: {{ .Values.config.queueLockMs | int | toString | quote }}
QUEUE_PREFIX: {{ .Values.config.queuePrefix | quote }}
MAIL_FROM: {{ .Values.config.mail.from | quote }}
TEAM_EMAIL: {{ .Values.config.mail.teamEmail | quote }}
ADMIN_EMAILS: {{ .Values.config.adminEmails | quote }}
CHROMIUM_PATH: {{ .Values.config.audits.chromiumPath | quote }}
AUDIT_CONCURRENCY: {{ .Values.config.audits.concurrency | int | toString | quote }}
AUDIT_JOB_TIMEOUT_MS: {{ .Values.config.audits.jobTimeoutMs | int | toString | quote }}
AUDIT_BROWSER_RECYCLE_JOBS: {{ .Values.config.audits.browserRecycleJobs | int | toString | quote }}
AUDIT_MAX_RUNNING_PER_USER: {{ .Values.config.audits.maxRunningPerUser | int | toString | quote }}
AUDIT_REPORT_FRONTEND_URL: {{ include "stacklens.auditReportFrontendUrl" . | quote }}
ALLOW_PRIVATE_TARGETS: {{ .Values.config.audits.allowPrivateTargets | toString | quote }}
AUDIT_ALLOWED_PORTS: {{ include "stacklens.auditAllowedPorts" . | quote }}
SELF_ANALYTICS: {{ .Values.config.selfAnalytics.enabled | toString | quote }}
SELF_ANALYTICS_SITE_ID: {{ .Values.config.selfAnalytics.siteId | quote }}
TRACKER_RATE_LIMIT: {{ .Values.config.trackerRateLimit | int | toString | quote }}
ANALYTICS_MONTHLY_EVENTS_TRIAL: {{ .Values.config.analyticsAllowance.trial | int64 | toString | quote }}
ANALYTICS_MONTHLY_EVENTS_FREE: {{ .Values.config.analyticsAllowance.free | int64 | toString | quote }}
ANALYTICS_MONTHLY_EVENTS_STANDARD: {{ .Values.config.analyticsAllowance.standard | int64 | toString | quote }}
ANALYTICS_MONTHLY_EVENTS_PREMIUM: {{ .Values.config.analyticsAllowance.premium | int64 | toString | quote }}
PLAN_STANDARD_PRICE_CENTS: {{ .Values.config.billing.standardPriceCents | int | toString | quote }}
PLAN_PREMIUM_PRICE_CENTS: {{ .Values.config.billing.premiumPriceCents | int | toString | quote }}
DISPLAY_CURRENCY_RATES: {{ .Values.config.billing.displayCurrencyRates | quote }}
PROMO_PUBLIC_CODE: {{ .Values.config.billing.publicPromoCode | quote }}
VAT_OSS_THRESHOLD_EXCEEDED: {{ .Values.config.billing.ossThresholdExceeded | toString | quote }}
VIES_URL: {{ .Values.config.billing.viesUrl | quote }}
PAYPAL_ENVIRONMENT: {{ .Values.config.billing.paypalEnvironment | quote }}
SELLER_NAME: {{ .Values.config.billing.seller.name | quote }}
SELLER_LEGAL_FORM: {{ .Values.config.billing.seller.legalForm | quote }}
SELLER_ADDRESS: {{ .Values.config.billing.seller.address | quote }}
SELLER_REGISTRATION: {{ .Values.config.billing.seller.registration | quote }}
SELLER_VAT_NUMBER: {{ .Values.config.billing.seller.vatNumber | quote }}
{{- with .Values.config.billing.stripeApiUrl }}
STRIPE_API_URL: {{ . | quote }}
{{- end }}
{{- end }}

{{/* AUDIT_ALLOWED_PORTS: config.audits.allowedPorts comma-joined (as integers: YAML numbers reach templates as floats). */}}
{{- define "stacklens.auditAllowedPorts" -}}
{{- $ports := list }}
{{- range .Values.config.audits.allowedPorts }}
{{- $ports = append $ports (int . | toString) }}
{{- end }}
{{- join "," $ports }}
{{- end }}

{{/*
Secret data (base64) of the chart-managed Secret. URLs (and the ClickHouse password) held in their own
existingSecret are injected per container instead (see stacklens.backendEnv). CLICKHOUSE_PASSWORD is
there only with externalClickHouse.url and a password: without the url no CLICKHOUSE_* variable is set
at all, and analytics stays in PostgreSQL. SMTP_URL is left out when empty: the
application then only records mails in its outbox. JWT_PREVIOUS_SECRETS and CREDENTIALS_PREVIOUS_KEYS
are there only during (or after) a key rotation.
*/}}
{{- define "stacklens.secretData" -}}
JWT_SECRET: {{ .Values.secrets.jwtSecret | b64enc | quote }}
{{- with .Values.secrets.jwtPreviousSecrets }}
JWT_PREVIOUS_SECRETS: {{ . | b64enc | quote }}
{{- end }}
CREDENTIALS_KEY: {{ .Values.secrets.credentialsKey | b64enc | quote }}
{{- with .Values.secrets.credentialsPreviousKeys }}
CREDENTIALS_PREVIOUS_KEYS: {{ . | b64enc | quote }}
{{- end }}
IP_HASH_KEY: {{ .Values.secrets.ipHashKey | b64enc | quote }}
{{- if not .Values.externalDatabase.existingSecret }}
DATABASE_URL: {{ .Values.externalDatabase.url | b64enc | quote }}
{{- end }}
{{- if not .Values.externalRedis.existingSecret }}
REDIS_URL: {{ .Values.externalRedis.url | b64enc | quote }}
{{- end }}
{{- if and .Values.externalClickHouse.url .Values.externalClickHouse.password (not .Values.externalClickHouse.existingSecret) }}
CLICKHOUSE_PASSWORD: {{ .Values.externalClickHouse.password | b64enc | quote }}
{{- end }}
{{- with .Values.secrets.smtpUrl }}
SMTP_URL: {{ . | b64enc | quote }}
{{- end }}
{{- with .Values.secrets.stripeSecretKey }}
STRIPE_SECRET_KEY: {{ . | b64enc | quote }}
{{- end }}
{{- with .Values.secrets.stripePublishableKey }}
STRIPE_PUBLISHABLE_KEY: {{ . | b64enc | quote }}
{{- end }}
{{- with .Values.secrets.stripeWebhookSecret }}
STRIPE_WEBHOOK_SECRET: {{ . | b64enc | quote }}
{{- end }}
{{- with .Values.secrets.paypalClientId }}
PAYPAL_CLIENT_ID: {{ . | b64enc | quote }}
{{- end }}
{{- with .Values.secrets.paypalClientSecret }}
PAYPAL_CLIENT_SECRET: {{ . | b64enc | quote }}
{{- end }}
{{- with .Values.secrets.paypalWebhookId }}
PAYPAL_WEBHOOK_ID: {{ . | b64enc | quote }}
{{- end }}
{{- end }}

{{/*
env entries of a backend container. Entries in `env` override envFrom, so the per-component
values and extraEnv win over the ConfigMap and Secret.
Usage: (dict "root" $ "shutdownGraceMs" N-or-nil "extraEnv" LIST)
*/}}
{{- define "stacklens.backendEnvList" -}}
{{- if not (kindIs "invalid" .shutdownGraceMs) }}
- name: SHUTDOWN_GRACE_MS
  value: {{ .shutdownGraceMs | int | toString | quote }}
{{- end }}
{{- with .root.Values.externalDatabase.existingSecret }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ . }}
      key: {{ $.root.Values.externalDatabase.existingSecretKey }}
{{- end }}
{{- with .root.Values.externalRedis.existingSecret }}
- name: REDIS_URL
  valueFrom:
    secretKeyRef:
      name: {{ . }}
      key: {{ $.root.Values.externalRedis.existingSecretKey }}
{{- end }}
{{- if and .root.Values.externalClickHouse.url .root.Values.externalClickHouse.existingSecret }}
- name: CLICKHOUSE_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ .root.Values.externalClickHouse.existingSecret }}
      key: {{ .root.Values.externalClickHouse.existingSecretKey }}
{{- end }}
{{- with .root.Values.extraEnv }}
{{ toYaml . }}
{{- end }}
{{- with .extraEnv }}
{{ toYaml . }}
{{- end }}
{{- end }}

{{/*
envFrom + env of a backend container.
Usage: (dict "root" $ "configMap" NAME "secret" NAME "shutdownGraceMs" N-or-nil "extraEnv" LIST)
*/}}
{{- define "stacklens.backendEnv" -}}
envFrom:
  - configMapRef:
      name: {{ .configMap }}
  - secretRef:
      name: {{ .secret }}
{{- $env := include "stacklens.backendEnvList" . | trim }}
{{- if $env }}
env:
  {{- $env | nindent 2 }}
{{- end }}
{{- end }}

{{/*
Pod annotations that roll the backend Deployments when the rendered ConfigMap or Secret changes.
An existingSecret is outside Helm's view: rotate it with `kubectl rollout restart`.
*/}}
{{- define "stacklens.checksumAnnotations" -}}
checksum/config: {{ include (print .Template.BasePath "/configmap.yaml") . | sha256sum }}
checksum/secret: {{ include (print .Template.BasePath "/secret.yaml") . | sha256sum }}
{{- end }}

{{/*
The writable /tmp every pod gets under its read-only root filesystem. A component needing another size
passes it (the worker: Chromium profiles). Usage: (dict "root" $ "sizeLimit" SIZE-or-empty)
*/}}
{{- define "stacklens.tmpVolume" -}}
{{- $tmp := .root.Values.tmpVolume }}
{{- $sizeLimit := .sizeLimit | default $tmp.sizeLimit -}}
- name: tmp
  emptyDir:
    {{- with $tmp.medium }}
    medium: {{ . }}
    {{- end }}
    {{- with $sizeLimit }}
    sizeLimit: {{ . }}
    {{- end }}
{{- end }}

{{/*
topologySpreadConstraints, filling in the component's selector labels when an entry has no
labelSelector. Usage: (dict "root" $ "component" "api" "constraints" LIST)
*/}}
{{- define "stacklens.topologySpreadConstraints" -}}
{{- $ctx := . }}
{{- range .constraints }}
- {{ toYaml (omit . "labelSelector") | indent 2 | trim }}
  labelSelector:
    {{- if .labelSelector }}
    {{- toYaml .labelSelector | nindent 4 }}
    {{- else }}
    matchLabels:
      {{- include "stacklens.selectorLabels" $ctx | nindent 6 }}
    {{- end }}
{{- end }}
{{- end }}

{{/*
minAvailable or maxUnavailable of a PodDisruptionBudget (minAvailable wins when both are set).
Usage: include "stacklens.pdbBudget" .Values.api.podDisruptionBudget
*/}}
{{- define "stacklens.pdbBudget" -}}
{{- if not (kindIs "invalid" .minAvailable) -}}
minAvailable: {{ if kindIs "string" .minAvailable }}{{ .minAvailable | quote }}{{ else }}{{ .minAvailable | int }}{{ end }}
{{- else -}}
maxUnavailable: {{ if kindIs "string" .maxUnavailable }}{{ .maxUnavailable | quote }}{{ else }}{{ .maxUnavailable | int }}{{ end }}
{{- end }}
{{- end }}

{{/*
Origin (scheme://host[:port]) of config.previewPublicUrl, empty when unset: the frontend's nginx adds it
to frame-src as the api does (deploy/nginx/preview-origin.conf.template).
*/}}
{{- define "stacklens.previewOrigin" -}}
{{- with .Values.config.previewPublicUrl -}}
{{- $url := urlParse . -}}
{{- printf "%s://%s" $url.scheme $url.host -}}
{{- end -}}
{{- end -}}
