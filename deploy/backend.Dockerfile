# syntax=docker/dockerfile:1.7
#
# StackLens backend image: one image, three long-running roles (api, worker, tracker) plus the
# migration runner. The entrypoint is `node` (behind tini); the command picks the role:
#
#   docker run IMAGE                              -> dist/src/main/api.js (default)
#   docker run IMAGE dist/src/main/worker.js
#   docker run IMAGE dist/src/main/tracker.js
#   docker run IMAGE dist/src/main/migrate.js
#
# The Helm chart sets `args` (never `command`, which would bypass tini) to choose the role.
#
# Build from the repository root (the context must contain package.json):
#   docker build -f deploy/backend.Dockerfile -t stacklens-backend:dev .
#   docker build -f deploy/backend.Dockerfile --build-arg WITH_CHROMIUM=true -t stacklens-backend:dev-chromium .
#
# The worker runs website audits and prints their PDF reports with Chromium, so it needs the
# WITH_CHROMIUM=true build: the chart's worker image defaults to the backend tag plus `-chromium`
# (image.worker in helm/stacklens/values.yaml).
#
# BuildKit reads deploy/backend.Dockerfile.dockerignore for this Dockerfile.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------------------------
# deps: the full dependency tree (dev included) needed to compile TypeScript.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --no-audit --no-fund

# ---------------------------------------------------------------------------------------------
# build: tsc -p tsconfig.build.json -> dist/ (src + migrations, ESM).
FROM deps AS build
COPY tsconfig.base.json tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY migrations ./migrations
RUN npm run build:backend \
 && test -f dist/src/main/api.js \
 && test -f dist/src/main/worker.js \
 && test -f dist/src/main/tracker.js \
 && test -f dist/src/main/migrate.js
# The analytics snippet the tracker serves at /s.js: tsc leaves out its browser sources, so esbuild bundles
# it here into dist/snippet/s.js, which the tracker reads instead of building it at start
# (src/modules/analytics/adapters/snippet/snippet-source.ts looks five folders above itself).
RUN node --import tsx src/modules/analytics/adapters/snippet/build-snippet.ts dist/snippet/s.js \
 && test -s dist/snippet/s.js

# ---------------------------------------------------------------------------------------------
# prod-deps: production dependencies only, installed from the lockfile in a clean stage so no
# dev tooling (typescript, vite, eslint, mocha...) reaches the runtime image.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --omit=dev --no-audit --no-fund

# ---------------------------------------------------------------------------------------------
# runtime
FROM ${NODE_IMAGE} AS runtime

# Debian Chromium for the audits worker (playwright-core drives it; Lighthouse and page.pdf()
# need it). Off by default: it adds roughly 400 MB. The font packages cover the five UI
# languages (Latin, Arabic, CJK) so screenshots and PDF reports do not render tofu.
ARG WITH_CHROMIUM=false
ARG CHROMIUM_PACKAGES="chromium fonts-liberation fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji"

# tini is PID 1: it forwards SIGTERM to node (graceful shutdown) and reaps orphaned children,
# which matters once Chromium subprocesses run in the worker.
RUN set -eux; \
    apt-get update; \
    packages="tini ca-certificates"; \
    if [ "${WITH_CHROMIUM}" = "true" ]; then packages="${packages} ${CHROMIUM_PACKAGES}"; fi; \
    apt-get install -y --no-install-recommends ${packages}; \
    rm -rf /var/lib/apt/lists/*; \
    if [ "${WITH_CHROMIUM}" = "true" ]; then /usr/bin/chromium --version; fi

# HOME=/tmp: Chromium and npm write under $HOME, and /tmp is the one writable path when the root
# filesystem is read-only (the chart mounts an emptyDir there).
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    NODE_OPTIONS=--enable-source-maps \
    HOME=/tmp

WORKDIR /app

# Files stay root-owned and read-only for the runtime user: the process cannot rewrite its code.
# package.json is required at runtime: its "type": "module" makes dist/**/*.js load as ESM.
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The frontend's message catalogs, read at run time: audit exports speak the user's language with
# the same texts as the pages (the api builds CSV exports from them). FrontendReportCatalog
# (src/modules/audits/adapters/export/frontend.report-catalog.ts) looks for frontend/lang/en.json in
# the ancestors of its own directory, /app/dist/src/modules/audits/adapters/export, so they must sit
# at /app/frontend/lang. Without them exports fall back to English and raw codes, with no error.
COPY frontend/lang/*.json ./frontend/lang/

ARG NODE_IMAGE
ARG VERSION=0.0.0-dev
ARG REVISION=unknown
ARG CREATED=unknown
LABEL org.opencontainers.image.title="stacklens-backend" \
      org.opencontainers.image.description="StackLens backend: api, worker, tracker and migrate roles" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.created="${CREATED}" \
      org.opencontainers.image.base.name="${NODE_IMAGE}" \
      org.stacklens.chromium="${WITH_CHROMIUM}"

# Numeric UID/GID (the `node` user of the base image) so Kubernetes can verify runAsNonRoot.
USER 1000:1000
EXPOSE 8080

# Used by plain Docker/Compose only; Kubernetes uses the chart's probes. Every long-running role
# serves /healthz on PORT (the one-shot migrate role never becomes "healthy", which is harmless).
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

ENTRYPOINT ["/usr/bin/tini", "--", "node"]
CMD ["dist/src/main/api.js"]
