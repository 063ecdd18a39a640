# syntax=docker/dockerfile:1.7
#
# StackLens frontend image: the Vite build of frontend/ served by unprivileged nginx on 8080.
# The container holds no configuration or secrets; the SPA talks to /api on the same origin.
#
# Build from the repository root:
#   docker build -f deploy/frontend.Dockerfile -t stacklens-frontend:dev .
#
# BuildKit reads deploy/frontend.Dockerfile.dockerignore for this Dockerfile.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine

# ---------------------------------------------------------------------------------------------
# build: npm ci + vite build -> frontend/dist (index.html + hashed files in frontend/dist/assets).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --no-audit --no-fund
# The whole (dockerignore-trimmed) tree: the frontend may import shared TypeScript from src/.
COPY . .
RUN npm run build:frontend \
 && test -f frontend/dist/index.html \
 && test -d frontend/dist/assets

# ---------------------------------------------------------------------------------------------
# runtime: nginx-unprivileged runs as UID 101, listens on 8080 and keeps its pid file and temp
# paths under /tmp, so it works with a read-only root filesystem plus an emptyDir on /tmp.
FROM ${NGINX_IMAGE} AS runtime

COPY deploy/nginx/frontend.conf /etc/nginx/conf.d/default.conf
COPY deploy/nginx/security-headers.conf /etc/nginx/snippets/security-headers.conf
# The entrypoint renders /etc/nginx/templates/*.template with envsubst into NGINX_ENVSUBST_OUTPUT_DIR at
# start; the chart sets STACKLENS_PREVIEW_ORIGIN when previews have their own host.
COPY deploy/nginx/preview-origin.conf.template /etc/nginx/templates/preview-origin.conf.template
ENV STACKLENS_PREVIEW_ORIGIN="" \
    NGINX_ENVSUBST_OUTPUT_DIR=/tmp
COPY --from=build /app/frontend/dist /usr/share/nginx/html

ARG NGINX_IMAGE
ARG VERSION=0.0.0-dev
ARG REVISION=unknown
ARG CREATED=unknown
LABEL org.opencontainers.image.title="stacklens-frontend" \
      org.opencontainers.image.description="StackLens web frontend (static build served by nginx)" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.created="${CREATED}" \
      org.opencontainers.image.base.name="${NGINX_IMAGE}"

# The entrypoint's helper scripts try to rewrite default.conf (IPv6 listen, envsubst templates);
# ours is final, so keep them quiet. Numeric UID so Kubernetes can verify runAsNonRoot.
ENV NGINX_ENTRYPOINT_QUIET_LOGS=1
USER 101:101
EXPOSE 8080

HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]

# ENTRYPOINT/CMD/STOPSIGNAL (SIGQUIT: graceful) are inherited from the nginx base image.
